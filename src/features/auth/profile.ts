/** Pure parsing of the profile call (docs/product.md §7) and assembly of the signed-in user (docs/product.md §3). */
import { isRole } from '../../../contract/roles';
import type { IdentityUser, Profile, SignedInUser } from './types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const flag = (value: unknown): boolean => value === true || value === 'true' || value === 1;

/**
 * Anything but `success === true` with a non-empty `data` object carrying a known role is
 * "no profile": the caller signs the user out, silently (docs/product.md §8).
 */
export function parseProfileResponse(body: unknown): Profile | null {
  if (!isObject(body) || body.success !== true) return null;
  const data = body.data;
  if (!isObject(data) || Object.keys(data).length === 0 || !isRole(data.role)) return null;
  const id = typeof data.id === 'number' || typeof data.id === 'string' ? data.id : null;
  if (id === null) return null;
  return {
    id,
    email: text(data.email),
    displayName: text(data.displayName),
    role: data.role,
    uid_organisation: text(data.uid_organisation),
    admin: flag(data.admin),
    organisation: text(data.organisation),
    firstname: text(data.firstname) ?? '',
    name: text(data.name) ?? '',
    photoURL: text(data.photoURL),
    account_type: text(data.account_type),
    sessions_users_tags: Array.isArray(data.sessions_users_tags)
      ? data.sessions_users_tags.filter((tag): tag is string => typeof tag === 'string')
      : [],
    record_auth: flag(data.record_auth),
    charter_compliance: typeof data.charter_compliance === 'boolean' ? data.charter_compliance : null,
  };
}

export function buildSignedInUser(identity: IdentityUser, profile: Profile): SignedInUser {
  return {
    uid: identity.uid,
    id: profile.id,
    email: identity.email ?? profile.email,
    email_verified: identity.emailVerified,
    lastSignInTime: identity.lastSignInTime,
    displayName: identity.displayName ?? profile.displayName,
    role: profile.role,
    uid_organisation: profile.uid_organisation,
    admin: profile.admin,
    organisation: profile.organisation,
    firstname: profile.firstname,
    name: profile.name,
    photoURL: profile.photoURL ?? identity.photoURL,
    account_type: profile.account_type,
    sessions_users_tags: profile.sessions_users_tags,
    record_auth: profile.record_auth,
    // docs/product.md §3.1: kept only for teachers.
    charter_compliance: profile.role === 'enseignant' ? profile.charter_compliance : null,
  };
}
