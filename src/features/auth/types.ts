import type { Role } from '../../../contract/roles';

// The identity port is named below the features, with the services the data layer receives.
export type { IdentityUser } from '../../lib/services';

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

/** The signed-in user of docs/product.md §3: identity user plus profile, exactly these fields (the profile's, and three of the identity's). */
export type SignedInUser = Profile & {
  uid: string;
  email_verified: boolean;
  lastSignInTime: string | null;
};

export type SignOutReason = 'requested' | 'elsewhere' | 'emailNotVerified' | 'profileMissing';
