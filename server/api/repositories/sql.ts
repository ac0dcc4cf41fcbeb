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

/**
 * The people lists' filter, written once (the admin's accounts, the teacher's students): a search on name,
 * first name or e-mail, and a group. The group is checked to be the organisation's own (`organisation`: its
 * parameter): another organisation's group id matches nobody, so a guessed id reveals nothing about its members.
 * `u` is the users table's alias.
 */
export function personFilter(params: Params, organisation: string, filters: { search?: string; tag?: string }): string[] {
  const where: string[] = [];
  if (filters.search) {
    const pattern = params.add(likePattern(filters.search));
    where.push(`(u.name ilike ${pattern} or u.firstname ilike ${pattern} or u.email ilike ${pattern})`);
  }
  if (filters.tag) {
    where.push(`exists (select 1 from tag_members m join tags t on t.id = m.tag_id
      where m.user_uid = u.uid and m.tag_id = ${params.add(filters.tag)}::uuid and t.organisation_id = ${organisation})`);
  }
  return where;
}

/**
 * A part's version is its `updated_at` to the millisecond (what the API answers and a client sends back), each
 * write strictly later than the one it replaces: two saves within one millisecond are still two versions.
 */
export const nextVersion = (previous: string) => `greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', ${previous}) + interval '1 millisecond')`;
export const sameVersion = (column: string, base: string) => `date_trunc('milliseconds', ${column}) = ${base}::timestamptz`;


/** « Prénom Nom » of a users row (`alias`), null when both are empty (an account deleted since). */
export const personName = (alias: string) => `nullif(trim(coalesce(${alias}.firstname, '') || ' ' || coalesce(${alias}.name, '')), '')`;

