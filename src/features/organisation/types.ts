/** The organisation record as the API returns it (its fields are not specified). */
export type OrganisationRecord = Record<string, unknown>;

/** Spec §3 "Organisation access status", after parsing: the API's answer, or a failure with its message. */
export type OrganisationAccess =
  | { isActive: boolean; organisation: OrganisationRecord; message: null }
  | { isActive: false; organisation: OrganisationRecord | null; message: string };
