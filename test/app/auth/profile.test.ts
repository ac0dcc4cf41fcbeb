import { buildSignedInUser, parseProfileResponse } from '../../../src/features/auth/profile';
import type { IdentityUser } from '../../../src/features/auth';

const data = {
  id: 7,
  email: 'enseignant@actif.demo.test',
  displayName: null,
  role: 'enseignant',
  uid_organisation: 'org-1',
  admin: false,
  organisation: 'Lycée Actif',
  firstname: 'Claire',
  name: 'Dubois',
  photoURL: null,
  account_type: 'organisation',
  sessions_users_tags: ['TP1'],
  record_auth: true,
  charter_compliance: true,
};

const identity: IdentityUser = {
  uid: 'u-1',
  email: 'enseignant@actif.demo.test',
  emailVerified: true,
  displayName: 'Claire D.',
  photoURL: 'https://example.test/p.png',
  lastSignInTime: '2026-11-20T08:30:00.000Z',
};

describe('parseProfileResponse', () => {
  it('reads a successful profile', () => {
    expect(parseProfileResponse({ success: true, message: '', data })).toMatchObject({ id: 7, role: 'enseignant', firstname: 'Claire', sessions_users_tags: ['TP1'] });
  });

  it.each([
    ['null', null],
    ['a string', 'ok'],
    ['success false', { success: false, message: 'Aucun profil', data }],
    ['success "true" as a string', { success: 'true', data }],
    ['no data', { success: true }],
    ['empty data', { success: true, data: {} }],
    ['data as an array', { success: true, data: [data] }],
    ['an unknown role', { success: true, data: { ...data, role: 'directeur' } }],
    ['no id', { success: true, data: { ...data, id: undefined } }],
  ])('gives no profile for %s', (_name, body) => {
    expect(parseProfileResponse(body)).toBeNull();
  });
});

describe('buildSignedInUser', () => {
  it('has exactly the fields of docs/product.md §3', () => {
    const profile = parseProfileResponse({ success: true, data });
    expect(profile).not.toBeNull();
    const user = buildSignedInUser(identity, profile!);
    expect(Object.keys(user).sort()).toEqual(
      ['uid', 'id', 'email', 'email_verified', 'lastSignInTime', 'displayName', 'role', 'uid_organisation', 'admin', 'organisation', 'firstname', 'name', 'photoURL', 'account_type', 'sessions_users_tags', 'record_auth', 'charter_compliance'].sort(),
    );
    expect(user).toMatchObject({ uid: 'u-1', id: 7, email_verified: true, displayName: 'Claire D.', photoURL: 'https://example.test/p.png', charter_compliance: true });
  });

  it.each(['admin', 'etudiant', 'hyperadmin'])('drops charter_compliance for %s', (role) => {
    const profile = parseProfileResponse({ success: true, data: { ...data, role } });
    expect(buildSignedInUser(identity, profile!).charter_compliance).toBeNull();
  });
});
