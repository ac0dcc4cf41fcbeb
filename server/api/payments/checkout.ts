/**
 * The checkout (docs/api.md), in three steps so that no charge is ever without its trace and none is made twice:
 * 1. reserve — with the organisation's row locked: the seat check, the period's dates, and a `pending`
 *    checkout record under the client's idempotency key (a double click or a retry finds the same record);
 * 2. charge — outside any transaction (no row lock held while a bank answers), by the one call that made the
 *    record pending, with the checkout's id as the provider's idempotency key; a repeat that finds the record
 *    pending never charges it, but asks the provider what became of the charge (`followPending`);
 * 3. complete — the record `paid` and the period written in one transaction, once (the record's status is
 *    the guard). A refusal marks it `failed`.
 * When the charge's answer or the completion is lost, the record stays `pending` and the person is told the
 * payment is being verified; `reconcileCheckouts` (run by the API on start and every few minutes) asks the
 * provider what became of it and completes or closes it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { paymentMessages, userAdminMessages } from '../../../contract/messages';
import { cardLastFour, nextPeriod } from '../../../contract/payment';
import type { Plan } from '../../../contract/plans';
import type { CheckoutResult } from '../../../contract/schemas/subscription';
import type { ChargeRefusal, ChargeResult } from '../../payment/provider';
import { ApiError, notFound } from '../errors';
import { messages } from '../messages';
import type { CheckoutRecord } from '../repositories/checkouts';
import type { OrganisationScope } from '../scope';

type App = Pick<FastifyInstance, 'transaction' | 'repositories' | 'payment' | 'log'>;

/** How each refusal of the payment provider is answered: the card's fault is a 402, the service's a 503. */
const REFUSALS: Readonly<Record<ChargeRefusal, () => ApiError>> = {
  declined: () => new ApiError(402, paymentMessages.declined),
  unknown_card: () => new ApiError(402, paymentMessages.unknownTestCard),
  unavailable: () => new ApiError(503, paymentMessages.unavailable, { 'Retry-After': '60' }),
  not_configured: () => new ApiError(503, paymentMessages.notConfigured),
};


/** The outcome is unknown (no answer after the charge, or its write failed): never « pay again ». */
const beingVerified = () => new ApiError(503, paymentMessages.beingVerified, { 'Retry-After': '60' });

/** Why the reconciliation closed a record the provider had no charge for. */
const ABANDONED = 'abandoned';

/** Outcomes that say nothing about the card: the same checkout may be tried again (the provider charges a key once). */
const RETRYABLE: ReadonlySet<string> = new Set<string>(['unavailable', 'not_configured', ABANDONED]);

/** How long a pending checkout is left to its request before the reconciliation takes it over. */
export const RECONCILE_AFTER_SECONDS = 120;

export type CheckoutRequest = {
  scope: OrganisationScope;
  actorUid: string;
  plan: Plan;
  seats: number;
  amountCents: number;
  cardNumber: string;
  /** The client's key for this attempt (required by the route): the same key is the same checkout. */
  idempotencyKey: string;
};

export type CheckoutOutcome = CheckoutResult & {
  /** Whether this call completed it (false: a repeat of a checkout already paid). */
  completedNow: boolean;
  before: { is_active: boolean; subscription_end: string | null };
};

/**
 * Step 1: the pending record (or the one this key already made). `owned`: this call made it pending — a new
 * record, or one reopened after a refusal that said nothing about the card — and so is the one to charge it.
 * A record found pending belongs to another call (a double click still waiting for the bank, or a request
 * whose answer was lost): this one never charges it.
 */
async function reserve(app: App, request: CheckoutRequest): Promise<{ record: CheckoutRecord; owned: boolean; before: CheckoutOutcome['before'] }> {
  return app.transaction(async (repositories) => {
    const current = await repositories.subscriptions.lock(request.scope);
    if (!current) throw notFound(messages.organisationUnknown);
    const before = { is_active: current.is_active, subscription_end: current.subscription_end };
    const existing = await repositories.checkouts.byKey(request.scope, request.idempotencyKey);
    if (existing) {
      const same = existing.plan === request.plan.id && existing.seats === request.seats && existing.card_last4 === cardLastFour(request.cardNumber);
      if (!same) throw new ApiError(409, paymentMessages.keyReused);
      if (existing.status === 'failed' && existing.failure && RETRYABLE.has(existing.failure)) {
        await repositories.checkouts.reopen(existing.id);
        return { record: { ...existing, status: 'pending', failure: null }, owned: true, before };
      }
      return { record: existing, owned: false, before };
    }
    if (request.seats < current.seats_used) throw new ApiError(422, userAdminMessages.seatsBelowUsed(current.seats_used));
    const dates = nextPeriod(current, current.today);
    const record = await repositories.checkouts.insertPending(request.scope, {
      id: randomUUID(),
      idempotencyKey: request.idempotencyKey,
      plan: request.plan.id,
      seats: request.seats,
      amountCents: request.amountCents,
      extension: dates.starts_on !== current.today,
      actorUid: request.actorUid,
      cardLast4: cardLastFour(request.cardNumber),
      ...dates,
    });
    return { record, owned: true, before };
  });
}

/**
 * Step 3: the record `paid` and its period, once. Returns the result whether this call or an earlier one
 * completed it. Also the reconciliation's way to finish a checkout whose answer was lost.
 */
export async function completeCheckout(
  app: Pick<App, 'transaction'>,
  checkoutId: string,
  reference: string,
): Promise<{ result: CheckoutResult; completedNow: boolean; record: CheckoutRecord }> {
  return app.transaction(async (repositories) => {
    const record = await repositories.checkouts.lock(checkoutId);
    if (!record) throw notFound(messages.notFound);
    const scope = { organisationId: record.organisation_id } as OrganisationScope;
    let completedNow = false;
    let periodId = record.period_id;
    // A record the reconciliation closed while the bank was still answering (`abandoned`) is completed all
    // the same when the charge turns out made: the money was taken, so the period is owed.
    if (record.status === 'pending' || (record.status === 'failed' && record.failure === ABANDONED)) {
      await repositories.subscriptions.lock(scope);
      const period = await repositories.subscriptions.recordPaidPeriod(scope, {
        id: randomUUID(),
        plan: record.plan,
        seats: record.seats,
        amountCents: record.amount_cents,
        extension: record.extension,
        starts_on: record.starts_on,
        ends_on: record.ends_on,
      });
      await repositories.checkouts.markPaid(record.id, reference, period.id);
      periodId = period.id;
      completedNow = true;
    }
    const period = (await repositories.subscriptions.history(scope)).find((candidate) => candidate.id === periodId);
    const organisation = await repositories.organisations.find(scope);
    if (!period || !organisation) throw notFound(messages.organisationUnknown);
    return { result: { period, organisation, payment_reference: record.payment_reference ?? reference }, completedNow, record };
  });
}

/** Runs the whole checkout for one request; throws the API's refusal (402, 409, 422, 503). */
export async function checkout(app: App, request: CheckoutRequest): Promise<CheckoutOutcome> {
  const { record, owned, before } = await reserve(app, request);
  if (record.status === 'failed') throw REFUSALS[(record.failure ?? 'declined') as ChargeRefusal]?.() ?? REFUSALS.declined();
  if (record.status === 'paid') {
    const done = await completeCheckout(app, record.id, record.payment_reference ?? '');
    return { ...done.result, completedNow: false, before };
  }
  if (!owned) return followPending(app, request, record, before);

  let charge: ChargeResult;
  try {
    charge = await app.payment.charge({
      amountCents: record.amount_cents,
      currency: 'EUR',
      cardNumber: request.cardNumber,
      description: `SimuSession – ${request.plan.name}, ${record.seats} places, du ${record.starts_on} au ${record.ends_on}`,
      idempotencyKey: record.id,
    });
  } catch (error) {
    app.log.error({ err: error, checkout: record.id }, 'payment outcome unknown: left to the reconciliation');
    throw beingVerified();
  }
  if (!charge.ok) {
    await app.repositories.checkouts.markFailed(record.id, charge.reason);
    throw REFUSALS[charge.reason]();
  }
  try {
    const done = await completeCheckout(app, record.id, charge.reference);
    return { ...done.result, completedNow: done.completedNow, before };
  } catch (error) {
    app.log.error({ err: error, checkout: record.id }, 'charged but not recorded: left to the reconciliation');
    throw beingVerified();
  }
}

/** How long a repeat waits for the call that charges (a double click) before answering « en cours de vérification ». */
const PENDING_WAIT_MS = 10_000;
const PENDING_POLL_MS = 100;

/**
 * A repeat of a checkout still pending: it is never charged again (a provider need not de-duplicate, and a
 * second charge is a second payment). The provider is asked what became of the first call's charge: made, the
 * checkout is completed and answered as the first call would have been; refused, it is closed with that
 * refusal. Not known yet, the first call may still be waiting for the bank (a double click): its outcome is
 * awaited a few seconds on the record. Still nothing — the first call died, or its answer was lost before the
 * bank answered — « Paiement en cours de vérification »: the reconciliation closes it, and the same key may
 * then be tried again.
 */
async function followPending(app: App, request: CheckoutRequest, record: CheckoutRecord, before: CheckoutOutcome['before']): Promise<CheckoutOutcome> {
  let found: ChargeResult | null = null;
  try {
    found = await app.payment.find(record.id);
  } catch (error) {
    app.log.warn({ err: error, checkout: record.id }, 'payment provider cannot say yet');
  }
  if (found && !found.ok) {
    await app.repositories.checkouts.markFailed(record.id, found.reason);
    throw REFUSALS[found.reason]();
  }
  if (found) {
    try {
      const done = await completeCheckout(app, record.id, found.reference);
      return { ...done.result, completedNow: done.completedNow, before };
    } catch (error) {
      app.log.error({ err: error, checkout: record.id }, 'charged but not recorded: left to the reconciliation');
      throw beingVerified();
    }
  }
  const deadline = Date.now() + PENDING_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
    const current = await app.repositories.checkouts.byKey(request.scope, request.idempotencyKey);
    if (current?.status === 'paid') {
      const done = await completeCheckout(app, current.id, current.payment_reference ?? '');
      return { ...done.result, completedNow: false, before };
    }
    if (current?.status === 'failed') throw REFUSALS[(current.failure ?? 'declined') as ChargeRefusal]?.() ?? beingVerified();
  }
  throw beingVerified();
}

export type Reconciliation = { completed: CheckoutRecord[]; failed: number; left: number };

/**
 * Closes the pending checkouts older than `afterSeconds`: completed when the provider says it charged them,
 * failed when it never did, left pending when it cannot say now. Each completion is audited as the
 * checkout's author's, with `reconciled: true`.
 */
export async function reconcileCheckouts(app: App, afterSeconds = RECONCILE_AFTER_SECONDS): Promise<Reconciliation> {
  const outcome: Reconciliation = { completed: [], failed: 0, left: 0 };
  for (const record of await app.repositories.checkouts.pendingOlderThan(afterSeconds)) {
    let found: ChargeResult | null;
    try {
      found = await app.payment.find(record.id);
    } catch (error) {
      app.log.warn({ err: error, checkout: record.id }, 'payment provider cannot say yet');
      outcome.left += 1;
      continue;
    }
    if (!found || !found.ok) {
      await app.repositories.checkouts.markFailed(record.id, found ? found.reason : ABANDONED);
      outcome.failed += 1;
      continue;
    }
    const done = await completeCheckout(app, record.id, found.reference);
    if (done.completedNow) {
      outcome.completed.push(done.record);
      await app.repositories.auditLog.record({
        organisationId: record.organisation_id,
        actorUid: record.actor_uid ?? 'system',
        action: 'subscription.checkout',
        target: done.result.period.id,
        detail: {
          plan: record.plan,
          seats: record.seats,
          amount_cents: record.amount_cents,
          starts_on: record.starts_on,
          ends_on: record.ends_on,
          card_last4: record.card_last4,
          payment_provider: app.payment.name,
          payment_reference: found.reference,
          reconciled: true,
        },
      });
    }
  }
  return outcome;
}
