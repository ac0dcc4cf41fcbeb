/**
 * The summary card of `/account/subscription`, as words: each fact once (the plan, the status, the end and
 * days left, seats, period start, the current period's amount). Pure, so that the wording is tested.
 */
import { planById } from '../../../contract/plans';
import type { Organisation } from '../../../contract/schemas/organisation';
import type { SubscriptionPeriod } from '../../../contract/schemas/subscription';
import { accountMessages, subscriptionMessages } from '../../config/messages/account';
import { daysLeft, organisationRows, type OrganisationRecord, type OrganisationState, type Row } from '../organisation';
import type { ChipTone } from '../../ui/StatusChip';
import { formatFrench } from '../../ui/dates';
import { formatEuros } from '../../ui/money';

type Status = OrganisationState['status'];

export const STATUS_TONES: Record<Status, ChipTone> = { active: 'success', inactive: 'warning', unknown: 'info', unreachable: 'info' };

const day = (value: string | null | undefined) => (value ? formatFrench(value, accountMessages.dateFormat) : null) ?? null;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function planName(plan: string): string {
  return planById(plan)?.name ?? subscriptionMessages.values[plan] ?? plan;
}

/** « jusqu’au 26 novembre 2027 · 366 jours restants », read beside the status chip. */
export function untilLine(end: string | null, today: string): string {
  const date = day(end);
  if (!date) return subscriptionMessages.noEnd;
  const left = daysLeft(end, today);
  if (left !== null && left <= 0) return subscriptionMessages.endedOn(date);
  return left === null ? subscriptionMessages.until(date) : `${subscriptionMessages.until(date)} · ${subscriptionMessages.remaining(left)}`;
}

/** The paid period that covers `today`, else the one that ends with the subscription. */
export function currentPeriod(history: readonly SubscriptionPeriod[], end: string | null, today: string): SubscriptionPeriod | null {
  return (
    history.find((period) => period.starts_on <= today && today <= period.ends_on) ??
    (end ? history.find((period) => period.ends_on === end) : undefined) ??
    null
  );
}

export type Summary = {
  plan: string | null;
  until: string | null;
  rows: Row[];
};

/**
 * The card's facts, from what is known: the access check's record (at once) and `GET /api/organisation`
 * (seats and period, when loaded) and the paid periods (the current amount, when loaded). The record's
 * subscription status is said only when it adds to the chip (« Résilié » beside « Actif »).
 */
export function subscriptionSummary({
  status,
  record,
  organisation,
  history,
  today,
}: {
  status: Status;
  record: OrganisationRecord | null;
  organisation: Organisation | undefined;
  history: readonly SubscriptionPeriod[] | undefined;
  today: string;
}): Summary {
  const plan = organisation?.plan ?? text(record?.plan);
  const end = organisation ? organisation.subscription_end : text(record?.subscription_end);
  const known = Boolean(organisation || record);
  const rows: Row[] = [];
  const subscriptionStatus = organisation?.subscription_status ?? text(record?.subscription_status);
  if (subscriptionStatus) {
    const said = subscriptionMessages.values[subscriptionStatus] ?? subscriptionStatus;
    if (said !== subscriptionMessages.status[status]) rows.push({ label: subscriptionMessages.fields.subscription_status ?? '', value: said });
  }
  if (organisation) {
    rows.push({ label: subscriptionMessages.seatsUsed, value: subscriptionMessages.seatsOf(organisation.seats_used, organisation.seats) });
    rows.push({ label: subscriptionMessages.periodStart, value: day(organisation.subscription_start) ?? accountMessages.none });
  }
  const period = history ? currentPeriod(history, end, today) : null;
  if (period) rows.push({ label: subscriptionMessages.periodAmount, value: subscriptionMessages.amountTtc(formatEuros(period.amount_cents)) });
  return { plan: plan ? planName(plan) : null, until: known ? untilLine(end, today) : null, rows };
}

/** What is known of an organisation's subscription once it is no longer active: the offer, its seats, and the day it ended. */
export type EndedFact = { plan: string | null; seats: number | null; endedOn: string | null };

/**
 * The facts the access check gives (and, for its admin, the subscription's seats): the offer and the day its
 * period ended when that day is past; the offer alone when it was cancelled before its end; null when the
 * record says neither (a failed check, an unknown status), where the page keeps its general sentence.
 */
export function endedFact(record: OrganisationRecord | null, today: string, seats: number | null = null): EndedFact | null {
  const plan = text(record?.plan);
  const end = text(record?.subscription_end);
  const status = text(record?.subscription_status);
  const known = { plan: plan ? planName(plan) : null, seats };
  const left = daysLeft(end, today);
  if (left !== null && left <= 0) return { ...known, endedOn: day(end) };
  if (status === 'canceled' || status === 'expired') return { ...known, endedOn: null };
  return null;
}

/** The record's fields the summary and the identifier line do not already say (none today; the record is not specified). */
const SAID = new Set(['isActive', 'id', 'name', 'plan', 'subscription_status', 'subscription_end']);
export function otherRecordRows(record: OrganisationRecord | null): Row[] {
  if (!record) return [];
  return organisationRows(Object.fromEntries(Object.entries(record).filter(([key]) => !SAID.has(key))));
}
