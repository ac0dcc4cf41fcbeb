/**
 * The checkout's rules both sides apply (docs/product.md §11.3 `/account/UpgradeSubscription`): the card
 * fields' shapes (the TypeBox schema of `POST /api/subscription/checkout` uses these very patterns,
 * the upgrade page checks them before sending, with the same French words), and the period a payment
 * buys. Pure, no dependency: tested as tables (test/contract/payment.test.ts).
 */
import { paymentMessages } from './messages';

/** 12 to 19 digits, spaces anywhere (as printed on the card), at most 23 characters in all. */
export const CARD_NUMBER_PATTERN = '^ *(?:[0-9] *){12,19}$';
export const CARD_NUMBER_MAX_LENGTH = 23;
/** `MM/AA`. */
export const CARD_EXPIRY_PATTERN = '^(0[1-9]|1[0-2])/[0-9]{2}$';
export const CARD_CVC_PATTERN = '^[0-9]{3,4}$';

/** The digits of a card number, without the spaces. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/\s/g, '');
}

/** What the audit log may keep of a card: its last four digits, never more. */
export function cardLastFour(cardNumber: string): string {
  return cardDigits(cardNumber).slice(-4);
}

export function cardNumberProblem(value: string): string | null {
  if (value.trim() === '') return paymentMessages.cardNumberRequired;
  if (value.length > CARD_NUMBER_MAX_LENGTH || !new RegExp(CARD_NUMBER_PATTERN).test(value)) return paymentMessages.cardNumberInvalid;
  return null;
}

/** `today` is the reader's day, `YYYY-MM-DD`: a card is valid until the end of its expiry month. */
export function cardExpiryProblem(value: string, today: string): string | null {
  const expiry = value.trim();
  if (expiry === '') return paymentMessages.cardExpiryRequired;
  if (!new RegExp(CARD_EXPIRY_PATTERN).test(expiry)) return paymentMessages.cardExpiryInvalid;
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  return 2000 + year < thisYear || (2000 + year === thisYear && month < thisMonth) ? paymentMessages.cardExpired : null;
}

export function cardCvcProblem(value: string): string | null {
  const cvc = value.trim();
  if (cvc === '') return paymentMessages.cardCvcRequired;
  return new RegExp(CARD_CVC_PATTERN).test(cvc) ? null : paymentMessages.cardCvcInvalid;
}

export type PeriodDates = { starts_on: string; ends_on: string };

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day before the same date a year later (a year starting 2026-03-01 ends 2027-02-28; one starting 2028-02-29, 2029-02-28). */
function yearFrom(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, date));
  // 29 February + 1 year rolls over to 1 March: the year still ends on the 28th.
  if (next.getUTCDate() !== date) next.setUTCDate(0);
  else next.setUTCDate(next.getUTCDate() - 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The year a payment buys. While the current subscription still runs (active, its end today or
 * later), the new year follows it: it starts the day after the current end (an extension, nothing
 * lost). Otherwise (inactive, ended, or with no end) it starts today. Days are `YYYY-MM-DD`.
 */
export function nextPeriod(current: { is_active: boolean; subscription_end: string | null }, today: string): PeriodDates {
  const running = current.is_active && current.subscription_end !== null && current.subscription_end >= today;
  const starts_on = running && current.subscription_end ? addDays(current.subscription_end, 1) : today;
  return { starts_on, ends_on: yearFrom(starts_on) };
}
