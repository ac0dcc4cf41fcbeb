import type { OutcomeKind } from '../../lib/api';

/** The organisation record as the API returns it (its fields are not specified). */
export type OrganisationRecord = Record<string, unknown>;

/** Spec §3 "Organisation access status", after parsing: the API's answer, or a failure with its message. */
export type OrganisationAccess =
  | { isActive: boolean; organisation: OrganisationRecord; message: null }
  | { isActive: false; organisation: OrganisationRecord | null; message: string };

/**
 * One organisation check: what spec §8 makes of it (`access`, final once no retry is left), and
 * the data layer's outcome, which is what the listener's retry decisions read.
 */
export type OrganisationCheck = { access: OrganisationAccess; outcome: OutcomeKind; retryAfterMs: number | null };
