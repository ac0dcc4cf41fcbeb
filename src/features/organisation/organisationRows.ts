/** The organisation's record and its subscription's end, as label/value rows and words. Pure, so that wording is tested. */
import { accountMessages, subscriptionMessages } from '../../config/messages/account';
import { formatFrench } from '../../ui/dates';
import type { OrganisationRecord } from './types';

/** One fact of the account and subscription pages: its label and its value, in words. */
export type Row = { label: string; value: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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
