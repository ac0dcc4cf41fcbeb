/** What the account and subscription pages show, as label/value rows. Pure, so that wording is tested. */
import { accountMessages, subscriptionMessages } from '../../config/messages/account';
import { roleLabels } from '../../config/messages/common';
import type { SignedInUser } from '../../features/auth';
import type { OrganisationRecord } from '../../features/organisation';
import { formatFrench } from '../../ui/dates';

export type Row = { label: string; value: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The profile's facts, not the first name and name: the form right above shows and edits them. */
export function accountRows(user: SignedInUser): Row[] {
  const rows: Row[] = [
    { label: accountMessages.email, value: user.email ?? accountMessages.none },
    { label: accountMessages.emailVerified, value: user.email_verified ? accountMessages.yes : accountMessages.no },
    { label: accountMessages.role, value: roleLabels[user.role] },
    { label: accountMessages.organisation, value: user.organisation ?? accountMessages.noOrganisation },
    { label: accountMessages.accountType, value: user.account_type ? (accountMessages.accountTypes[user.account_type] ?? user.account_type) : accountMessages.none },
    { label: accountMessages.lastSignIn, value: formatFrench(user.lastSignInTime, accountMessages.dateTimeFormat) ?? accountMessages.none },
  ];
  // docs/product.md §3.1: only teachers carry the charter status.
  if (user.role === 'enseignant') {
    rows.push({ label: accountMessages.charter, value: user.charter_compliance ? accountMessages.charterAccepted : accountMessages.charterPending });
  }
  return rows;
}

function displayValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return accountMessages.none;
  if (typeof value === 'boolean') return value ? accountMessages.yes : accountMessages.no;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  if (ISO_DATE.test(value)) return formatFrench(value, accountMessages.dateFormat) ?? value;
  return subscriptionMessages.values[value] ?? value;
}

/** The organisation record's fields (not specified: known ones get French labels, others keep their key). */
export function organisationRows(record: OrganisationRecord): Row[] {
  return Object.entries(record).flatMap(([key, value]) => {
    // `isActive` is the status shown above the record.
    const shown = key === 'isActive' ? null : displayValue(value);
    return shown === null ? [] : [{ label: subscriptionMessages.fields[key] ?? key, value: shown }];
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` (a YYYY-MM-DD day) to the end date, that day included; null without an end. */
export function daysLeft(end: string | null, today: string): number | null {
  if (!end || !ISO_DATE.test(end) || !ISO_DATE.test(today)) return null;
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS) + 1;
}
