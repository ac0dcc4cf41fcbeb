/**
 * The organisation's subscription, for its admin (features.md §3 subscription); both answer while the
 * organisation is inactive, so that its admin can pay. The hyperadmin names the organisation.
 *
 * GET /api/subscription · POST /api/subscription/checkout
 *
 * The checkout computes the amount from `contract/plans.ts` (never from the browser), then, in one
 * transaction with the organisation's row locked: refuses seats below the accounts already active,
 * charges through `app.payment`, records the paid period and makes the subscription active until its
 * end — at once, so the organisation check of every member says "active" from now on. A refused card
 * writes nothing. The audit entry keeps the card's last four digits, never the number.
 */
import { randomUUID } from 'node:crypto';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentMessages, userAdminMessages } from '../../../../contract/messages';
import { cardLastFour, nextPeriod } from '../../../../contract/payment';
import { planById, quote, seatCountProblem } from '../../../../contract/plans';
import { CheckoutBody, CheckoutResult, Subscription, SubscriptionQuery } from '../../../../contract/schemas/subscription';
import type { ChargeRefusal } from '../../../payment/provider';
import { ApiError, notFound } from '../../errors';
import { messages } from '../../messages';
import { ok, responses } from '../../schemas';

/** How each refusal of the payment provider is answered: the card's fault is a 402, the service's a 503. */
const REFUSALS: Readonly<Record<ChargeRefusal, () => ApiError>> = {
  declined: () => new ApiError(402, paymentMessages.declined),
  unknown_card: () => new ApiError(402, paymentMessages.unknownTestCard),
  unavailable: () => new ApiError(503, paymentMessages.unavailable, { 'Retry-After': '60' }),
  not_configured: () => new ApiError(503, paymentMessages.notConfigured),
};

const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/subscription',
    {
      config: { action: 'subscription.read' },
      schema: {
        tags: ['abonnement'],
        summary: 'Abonnement de l’organisation et historique des périodes payées',
        querystring: SubscriptionQuery,
        response: responses(Subscription, [404]),
      },
    },
    async (request) => {
      const scope = request.scope;
      const organisation = await app.repositories.organisations.find(scope);
      if (!organisation) throw notFound(messages.organisationUnknown);
      const history = await app.repositories.subscriptions.history(scope);
      return ok({ ...organisation, history });
    },
  );

  app.post(
    '/api/subscription/checkout',
    {
      config: { action: 'subscription.checkout' },
      schema: {
        tags: ['abonnement'],
        summary: 'Payer une année d’abonnement (active ou prolonge l’abonnement)',
        querystring: SubscriptionQuery,
        body: CheckoutBody,
        response: responses(CheckoutResult, [402, 404, 422]),
      },
    },
    async (request) => {
      const scope = request.scope;
      const { seats, card_number: cardNumber } = request.body;
      // The schema admits only known plans; planById keeps the type honest.
      const plan = planById(request.body.plan);
      if (!plan) throw new ApiError(400, paymentMessages.unknownPlan);
      const seatProblem = seatCountProblem(plan, seats);
      if (seatProblem) throw new ApiError(422, paymentMessages.seats(seatProblem));
      const { totalCentsTtc } = quote(plan, seats);

      const paid = await app.transaction(async (repositories) => {
        const current = await repositories.subscriptions.lock(scope);
        if (!current) throw notFound(messages.organisationUnknown);
        if (seats < current.seats_used) throw new ApiError(422, userAdminMessages.seatsBelowUsed(current.seats_used));
        const dates = nextPeriod(current, current.today);
        const charge = await app.payment.charge({
          amountCents: totalCentsTtc,
          currency: 'EUR',
          cardNumber,
          description: `SimuSession – ${plan.name}, ${seats} places, du ${dates.starts_on} au ${dates.ends_on}`,
        });
        if (!charge.ok) throw REFUSALS[charge.reason]();
        const period = await repositories.subscriptions.recordPaidPeriod(scope, {
          id: randomUUID(),
          plan: plan.id,
          seats,
          amountCents: totalCentsTtc,
          extension: dates.starts_on !== current.today,
          ...dates,
        });
        const organisation = await repositories.organisations.find(scope);
        if (!organisation) throw notFound(messages.organisationUnknown);
        return { period, organisation, reference: charge.reference, before: current };
      });

      const { period, organisation, reference, before } = paid;
      await app.audit(request, {
        action: 'subscription.checkout',
        target: period.id,
        detail: {
          plan: plan.id,
          seats,
          amount_cents: totalCentsTtc,
          starts_on: period.starts_on,
          ends_on: period.ends_on,
          before: { is_active: before.is_active, subscription_end: before.subscription_end },
          card_last4: cardLastFour(cardNumber),
          payment_provider: app.payment.name,
          payment_reference: reference,
        },
        scope,
      });
      return ok({ period, organisation, payment_reference: reference });
    },
  );
};

export default subscriptionRoutes;
