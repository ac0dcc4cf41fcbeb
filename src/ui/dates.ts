import dayjs from 'dayjs';
import 'dayjs/locale/fr';

/** Dates as French readers write them, e.g. "vendredi 20 novembre 2026 à 09:30". null when unreadable. */
export function formatFrench(value: string | null, format: string): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.locale('fr').format(format) : null;
}

/** `formatFrench`, or '' where there is no date to write (a table cell, a line of text). */
export const frenchDate = (value: string | null, format: string): string => formatFrench(value, format) ?? '';
