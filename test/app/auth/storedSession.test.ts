/**
 * The session the Firebase SDK stored, read before the SDK starts (src/features/auth/storedSession.ts):
 * only a verified person with a token that has time left is taken; anything else waits for the SDK.
 */
import { MIN_TOKEN_LIFE_MS, parseStoredSession, readStoredSession, storedUserKey } from '../../../src/features/auth/storedSession';

const NOW = Date.parse('2026-11-27T09:00:00Z');
const TOKEN = 'eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoidSJ9.';

// As firebase/auth 12 persists a user (UserImpl.toJSON).
const record = (overrides: Record<string, unknown> = {}, tokens: Record<string, unknown> = {}) => ({
  uid: 'uid-enseignant',
  email: 'enseignant@actif.demo.test',
  emailVerified: true,
  displayName: null,
  isAnonymous: false,
  photoURL: null,
  providerData: [],
  stsTokenManager: { refreshToken: 'refresh', accessToken: TOKEN, expirationTime: NOW + 50 * 60_000, ...tokens },
  createdAt: '1763000000000',
  lastLoginAt: '1763627400000',
  apiKey: 'demo-api-key',
  appName: '[DEFAULT]',
  ...overrides,
});

describe('parseStoredSession', () => {
  it('gives the person as the app names them, and the token with its end', () => {
    expect(parseStoredSession(record(), NOW)).toEqual({
      user: {
        uid: 'uid-enseignant',
        email: 'enseignant@actif.demo.test',
        emailVerified: true,
        displayName: null,
        photoURL: null,
        lastSignInTime: '2025-11-20T08:30:00.000Z',
      },
      accessToken: TOKEN,
      expiresAt: NOW + 50 * 60_000,
    });
  });

  it.each([
    ['nothing stored', null],
    ['not an object', 'uid-enseignant'],
    ['no tokens', record({ stsTokenManager: undefined })],
    ['no uid', record({ uid: '' })],
    ['an address not verified (the SDK may know better)', record({ emailVerified: false })],
    ['no access token', record({}, { accessToken: undefined })],
    ['a token that is not a JWT', record({}, { accessToken: 'opaque' })],
    ['no expiry', record({}, { expirationTime: undefined })],
    ['an expired token', record({}, { expirationTime: NOW - 1 })],
    ['a token about to end', record({}, { expirationTime: NOW + MIN_TOKEN_LIFE_MS - 1 })],
  ])('%s: nothing usable', (_case, stored) => {
    expect(parseStoredSession(stored, NOW)).toBeNull();
  });

  it('takes a token with just enough life left, and reads an unknown sign-in time as unknown', () => {
    expect(parseStoredSession(record({ lastLoginAt: 'never' }, { expirationTime: NOW + MIN_TOKEN_LIFE_MS }), NOW)).toMatchObject({
      user: { lastSignInTime: null },
    });
  });
});

describe('readStoredSession', () => {
  afterEach(() => localStorage.clear());

  it('reads the SDK\'s record under its own key for this app, never writing', async () => {
    localStorage.setItem(storedUserKey('demo-api-key'), JSON.stringify(record()));
    const before = JSON.stringify({ ...localStorage });
    await expect(readStoredSession('demo-api-key', () => NOW)).resolves.toMatchObject({ user: { uid: 'uid-enseignant' }, accessToken: TOKEN });
    expect(JSON.stringify({ ...localStorage })).toBe(before);
    expect(storedUserKey('demo-api-key')).toBe('firebase:authUser:demo-api-key:[DEFAULT]');
  });

  it('takes the record from the rows public/first-paint.js read, once: nobody else finds the token on the page', async () => {
    window.simusessionSdkRecords = Promise.resolve([
      { fbase_key: storedUserKey('other-key'), value: record({ uid: 'uid-autre' }) },
      { fbase_key: storedUserKey('demo-api-key'), value: record() },
    ]);
    await expect(readStoredSession('demo-api-key', () => NOW)).resolves.toMatchObject({ user: { uid: 'uid-enseignant' }, accessToken: TOKEN });
    expect(window.simusessionSdkRecords).toBeUndefined();
    await expect(readStoredSession('demo-api-key', () => NOW)).resolves.toBeNull();
  });

  it.each<[string, unknown[] | null]>([
    ['only another app\'s row', [{ fbase_key: storedUserKey('other-key'), value: record() }]],
    ['rows not shaped as the SDK\'s', [null, 'x', { key: storedUserKey('demo-api-key'), value: record() }]],
    ['no rows (nothing could be read)', null],
  ])('first-paint.js read %s: nothing', async (_case, rows) => {
    window.simusessionSdkRecords = Promise.resolve(rows);
    await expect(readStoredSession('demo-api-key', () => NOW)).resolves.toBeNull();
  });

  it.each([
    ['another app\'s key', () => localStorage.setItem(storedUserKey('other-key'), JSON.stringify(record()))],
    ['a record that is not JSON', () => localStorage.setItem(storedUserKey('demo-api-key'), '{')],
    ['nothing at all (no rows from first-paint.js either)', () => undefined],
  ])('%s: nothing', async (_case, arrange) => {
    arrange();
    await expect(readStoredSession('demo-api-key', () => NOW)).resolves.toBeNull();
  });
});
