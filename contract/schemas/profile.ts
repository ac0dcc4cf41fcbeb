/** `GET /api/auth/users/profile` (docs/product.md §7): the caller's profile, the fields of docs/product.md §3. */
import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_TYPES, ROLES } from '../roles';
import { Nullable, Ok, StringEnum } from './envelope';

export const Profile = Type.Object(
  {
    id: Type.Integer(),
    uid: Type.String(),
    email: Type.String(),
    displayName: Nullable(Type.String()),
    role: StringEnum(ROLES),
    uid_organisation: Nullable(Type.String()),
    admin: Type.Boolean(),
    organisation: Nullable(Type.String()),
    firstname: Type.String(),
    name: Type.String(),
    photoURL: Nullable(Type.String()),
    account_type: StringEnum(ACCOUNT_TYPES),
    /** The names of the user's groups (docs/product.md §10). */
    sessions_users_tags: Type.Array(Type.String()),
    /** Consented to the current recording authorisation. */
    record_auth: Type.Boolean(),
    /** Accepted the current charte; teachers only, null for every other role (docs/product.md §3). */
    charter_compliance: Nullable(Type.Boolean()),
  },
  { additionalProperties: false, $id: 'Profile' },
);
export type Profile = Static<typeof Profile>;

/**
 * The answer: the profile, or `{ success: false, message }` with status 200 when the account has no
 * profile (the "empty result" of docs/product.md §7.1: the client signs out silently).
 */
export const ProfileResponse = Ok(Profile);
export type ProfileResponse = Static<typeof ProfileResponse>;
