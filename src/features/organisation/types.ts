import type { OutcomeKind } from '../../lib/api';

/** The organisation record as the API returns it (its fields are not specified). */
export type OrganisationRecord = Record<string, unknown>;

/** docs/product.md §3.2 "Organisation access status", after parsing: the API's answer, or a failure with its message. */
export type OrganisationAccess =
  | { isActive: boolean; organisation: OrganisationRecord; message: null }
  | { isActive: false; organisation: OrganisationRecord | null; message: string };

/**
 * One organisation check: what docs/product.md §8 makes of it (`access`, final once no retry is left), and
 * the data layer's outcome, which is what the listener's retry decisions read.
 */
export type OrganisationCheck = { access: OrganisationAccess; outcome: OutcomeKind; retryAfterMs: number | null };

/**
 * How old an answer of the check the sign-in may take (seconds), and so how long the data layer keeps an
 * answer nobody holds: the check sent beside the profile call on a signed-in reload
 * (src/app/listeners/prefetchFirstQuery.ts) is read by the sign-in's own, or joined while it travels.
 * The admin's payment, and every retry, ask afresh.
 */
export const ORGANISATION_CHECK_REUSE_S = 5;
