import type { Role } from '../../../contract/roles';

/** What the app keeps of the identity provider's user: plain data, never the SDK object. */
export type IdentityUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  /** ISO 8601, or null when the provider does not say. */
  lastSignInTime: string | null;
};

/** The `data` of a successful profile response, after parsing. */
export type Profile = {
  id: number | string;
  email: string | null;
  displayName: string | null;
  role: Role;
  uid_organisation: string | null;
  admin: boolean;
  organisation: string | null;
  firstname: string;
  name: string;
  photoURL: string | null;
  account_type: string | null;
  sessions_users_tags: string[];
  record_auth: boolean;
  charter_compliance: boolean | null;
};

/** The signed-in user of spec §3: identity user plus profile, exactly these fields. */
export type SignedInUser = {
  uid: string;
  id: number | string;
  email: string | null;
  email_verified: boolean;
  lastSignInTime: string | null;
  displayName: string | null;
  role: Role;
  uid_organisation: string | null;
  admin: boolean;
  organisation: string | null;
  firstname: string;
  name: string;
  photoURL: string | null;
  account_type: string | null;
  sessions_users_tags: string[];
  record_auth: boolean;
  charter_compliance: boolean | null;
};

export type SignOutReason = 'requested' | 'elsewhere' | 'emailNotVerified' | 'profileMissing';
