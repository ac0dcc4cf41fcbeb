import type { SignedInUser } from '../../src/features/auth';
import type { Role } from '../../contract/roles';

export function makeUser(role: Role, overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    uid: `uid-${role}`,
    id: 1,
    email: `${role}@demo.test`,
    email_verified: true,
    lastSignInTime: '2026-11-20T08:30:00.000Z',
    displayName: null,
    role,
    uid_organisation: role === 'hyperadmin' ? null : 'org-1',
    admin: role === 'admin',
    organisation: role === 'hyperadmin' ? null : 'Lycée Actif',
    firstname: 'Camille',
    name: 'Martin',
    photoURL: null,
    account_type: 'organisation',
    sessions_users_tags: [],
    record_auth: false,
    charter_compliance: role === 'enseignant' ? true : null,
    ...overrides,
  };
}
