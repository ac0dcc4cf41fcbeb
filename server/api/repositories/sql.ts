/** SQL pieces shared by the repositories, written once. */

/** Active: the subscription is active and has not ended (an end date of today still counts). */
export const ORGANISATION_ACTIVE = `(o.subscription_status = 'active' and (o.subscription_end is null or o.subscription_end >= current_date))`;

/** ISO 8601 in UTC, the same text from PGlite and node-postgres (which would give Date objects). */
export const isoTimestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Microseconds kept: a cursor must name the row exactly. */
export const exactTimestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
export const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** `%` and `_` taken literally in a `like` pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Numbered parameters for a query assembled from optional clauses. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
