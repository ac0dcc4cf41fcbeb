/**
 * The upgrade page's form, as pure functions (tested as tables in test/app/subscription/checkoutForm.test.ts):
 * the same rules as the server (contract/plans.ts, contract/payment.ts), the same French words.
 */
import { userAdminMessages } from '../../../contract/messages';
import { cardCvcProblem, cardDigits, cardExpiryProblem, cardNumberProblem } from '../../../contract/payment';
import { planById, quote, seatCountProblem, type Plan, type PlanId, type Quote } from '../../../contract/plans';
import type { CheckoutBody } from '../../../contract/schemas/subscription';
import { upgradeMessages } from '../../config/messages/account';

/** What the admin typed, as typed (seats as text): nothing is lost when something is refused. */
export type CheckoutDraft = { plan: PlanId; seats: string; card_number: string; card_expiry: string; card_cvc: string };
export type CheckoutField = 'seats' | 'card_number' | 'card_expiry' | 'card_cvc';
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The seats offered first: at least the plan's minimum, and never fewer than the accounts already active. */
export function defaultSeats(plan: Plan, seatsUsed: number, current?: number): number {
  return Math.max(plan.minSeats, seatsUsed, current ?? 0);
}

/** The seat count typed, or NaN when it is not a number. */
export function seatsOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

export function seatsProblem(draft: Pick<CheckoutDraft, 'plan' | 'seats'>, seatsUsed: number): string | null {
  const plan = planById(draft.plan);
  if (!plan) return null;
  if (draft.seats.trim() === '') return upgradeMessages.seatsRequired;
  const seats = seatsOf(draft.seats);
  const problem = seatCountProblem(plan, seats);
  if (problem) return problem;
  return seats < seatsUsed ? userAdminMessages.seatsBelowUsed(seatsUsed) : null;
}

/** Every field's problem; empty when the form may be sent. `today` is the reader's day, YYYY-MM-DD. */
export function checkoutErrors(draft: CheckoutDraft, seatsUsed: number, today: string): CheckoutErrors {
  const problems: [CheckoutField, string | null][] = [
    ['seats', seatsProblem(draft, seatsUsed)],
    ['card_number', cardNumberProblem(draft.card_number)],
    ['card_expiry', cardExpiryProblem(draft.card_expiry, today)],
    ['card_cvc', cardCvcProblem(draft.card_cvc)],
  ];
  return Object.fromEntries(problems.filter((entry): entry is [CheckoutField, string] => entry[1] !== null));
}

/** The live total, or null while the seat count cannot be bought. */
export function draftQuote(draft: Pick<CheckoutDraft, 'plan' | 'seats'>): Quote | null {
  const plan = planById(draft.plan);
  if (!plan) return null;
  const seats = seatsOf(draft.seats);
  return seatCountProblem(plan, seats) ? null : quote(plan, seats);
}

/**
 * The request: the card number with its spaces normalised away, no price (the server computes it), and the
 * attempt's idempotency key (the same key for a double click or a retry: one charge).
 */
export function checkoutBody(draft: CheckoutDraft, idempotencyKey: string): CheckoutBody {
  return {
    plan: draft.plan,
    seats: seatsOf(draft.seats),
    card_number: cardDigits(draft.card_number),
    card_expiry: draft.card_expiry.trim(),
    card_cvc: draft.card_cvc.trim(),
    idempotency_key: idempotencyKey,
  };
}

/**
 * Whether the next « Payer » is the same payment attempt (same key) after a failure with this status.
 * Unknown outcomes — no answer, a 5xx, « en cours de vérification » — keep the key, so that paying again
 * cannot charge twice; a refusal (card declined, seats, a key already used) ends the attempt.
 */
export function keepsPaymentAttempt(status: number | string | undefined): boolean {
  if (typeof status !== 'number') return true;
  return status === 429 || status >= 500;
}

export { formatEuros } from '../../ui/money';
