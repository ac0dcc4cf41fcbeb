/**
 * Faults (docs/product.md §19.6): Firebase or the database unreachable is answered 503 with a French message
 * and a Retry-After, never a stack or SQL; the API answers normally again as soon as they are back.
 */
import { deleteApp, getApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { TokenVerifier } from '../../server/api/authenticate';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApi } from '../../server/api/buildApi';
import { buildWebServer } from '../../server/web/webServer';
import { firebaseAuth } from '../../server/api/firebase';
import { isDatabaseUnreachable, isFirebaseUnreachable, RETRY_AFTER_SECONDS } from '../../server/api/availability';
import { messages } from '../../server/api/messages';
import { openDatabase, type Queryable, type QueryOptions } from '../../server/db/database';
import { freePorts } from '../../server/stack/ports';
import { demoAccounts } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, demoDatabase, listening, signIn } from './support';

const PROFILE_URL = '/api/auth/users/profile';
const teacher = demoAccounts.find((account) => account.email === 'enseignant@actif.demo.test');
const organisationUrl = `/api/auth/organisations?accessCheck=true&id=${teacher?.profile?.organisationId ?? ''}`;

/** What node-postgres rejects with when nothing listens on the database's port (observed below for real). */
const connectionRefused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });

/** The demo database behind a switch: while `down`, every query fails as an unreachable server does. */
function switchableDatabase(db: Queryable) {
  const state = { down: false, queries: 0 };
  const wrapped: Queryable = {
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      state.queries += 1;
      if (state.down) throw connectionRefused();
      return db.query<Row>(sql, params, options);
    },
  };
  return { state, wrapped };
}

describe('the database unavailable to the API', () => {
  const demo = demoDatabase();
  afterAll(async () => (await demo).close());

  test('profile and organisation calls answer 503 in French with a Retry-After, then 200 once the database is back', async () => {
    const { state, wrapped } = switchableDatabase(await demo);
    const app = buildApi({ db: wrapped, rateLimits: false });
    const api = await listening(app);
    try {
      const token = await signIn('enseignant@actif.demo.test');
      state.down = true;
      for (const [path, headers] of [[PROFILE_URL, bearer(token)], [organisationUrl, {}]] as const) {
        const down = await api.request(path, { headers });
        expect(down.status).toBe(503);
        expect(down.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
        expect(down.body).toEqual({ success: false, message: messages.databaseUnavailable });
      }
      expect(state.queries).toBe(2);

      state.down = false;
      const profile = await api.request(PROFILE_URL, { headers: bearer(token) });
      expect(profile.status).toBe(200);
      expect(profile.body.data).toMatchObject({ email: 'enseignant@actif.demo.test', role: 'enseignant' });
      const organisation = await api.request(organisationUrl);
      expect(organisation.status).toBe(200);
      expect(organisation.body.data).toMatchObject({ isActive: 'true' });
    } finally {
      await app.close();
    }
  }, DATABASE_HOOK_TIMEOUT_MS);

  test('the 503 reaches the browser through the web server, message included', async () => {
    const { state, wrapped } = switchableDatabase(await demo);
    const app = buildApi({ db: wrapped, rateLimits: false });
    const api = await listening(app);
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-dist-'));
    fs.writeFileSync(path.join(dist, 'app.html'), '<!doctype html><title></title>');
    const web = await buildWebServer({ distDir: dist, apiTarget: api.origin });
    const front = await listening(web);
    try {
      state.down = true;
      const down = await front.request(organisationUrl);
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ success: false, message: messages.databaseUnavailable });
      // One browser call, one API call: the proxy leaves retrying to the app's own schedule.
      expect(state.queries).toBe(1);
      state.down = false;
      expect((await front.request(organisationUrl)).status).toBe(200);
    } finally {
      await web.close();
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  }, DATABASE_HOOK_TIMEOUT_MS);

  test('a real PostgreSQL that nobody serves: 503 with no SQL, no stack, no address', async () => {
    const [closedPort] = await freePorts(1);
    const db = await openDatabase({ kind: 'postgres', url: `postgres://simusession@127.0.0.1:${closedPort}/simusession` });
    const app = buildApi({ db, rateLimits: false });
    const api = await listening(app);
    try {
      const response = await fetch(`${api.origin}${organisationUrl}`);
      const text = await response.text();
      expect(response.status).toBe(503);
      expect(JSON.parse(text)).toEqual({ success: false, message: messages.databaseUnavailable });
      expect(text).not.toMatch(/select|ECONNREFUSED|127\.0\.0\.1|at /i);
    } finally {
      await app.close();
      await db.close();
    }
  });

  test('a genuine bug in a query stays a 500', async () => {
    const broken: Queryable = {
      query: async () => {
        throw Object.assign(new Error('column "nope" does not exist'), { code: '42703' });
      },
    };
    const app = buildApi({ db: broken, rateLimits: false });
    const api = await listening(app);
    try {
      const response = await api.request(organisationUrl);
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ success: false, message: messages.internalError });
      expect(response.headers.get('retry-after')).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('Firebase Auth unreachable for the revocation check', () => {
  const demo = demoDatabase();
  afterAll(async () => (await demo).close());

  test('the profile call answers 503 in French, then 200 once the emulator answers again', async () => {
    const token = await signIn('enseignant@actif.demo.test');
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const [closedPort] = await freePorts(1);
    // firebase-admin reads the emulator's address once per Auth instance, at its first call: this one
    // makes its first call while the address is a port nobody serves.
    const unreachable = getAuth(initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID }, 'faults-unreachable-emulator'));
    const reachable = firebaseAuth(process.env);
    let emulatorUp = false;
    const verifier: TokenVerifier = {
      verifyIdToken: (idToken, checkRevoked) => (emulatorUp ? reachable : unreachable).verifyIdToken(idToken, checkRevoked),
      getUsers: (identifiers) => (emulatorUp ? reachable : unreachable).getUsers(identifiers),
    };
    const app = buildApi({ db: await demo, verifier, rateLimits: false });
    const api = await listening(app);
    try {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${closedPort}`;
      const down = await api.request(PROFILE_URL, { headers: bearer(token) }).finally(() => {
        process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
      });
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(down.body).toEqual({ success: false, message: messages.identityUnavailable });

      emulatorUp = true;
      const back = await api.request(PROFILE_URL, { headers: bearer(token) });
      expect(back.status).toBe(200);
      expect(back.body.data).toMatchObject({ email: 'enseignant@actif.demo.test' });
    } finally {
      await app.close();
      await deleteApp(getApp('faults-unreachable-emulator'));
    }
  }, DATABASE_HOOK_TIMEOUT_MS);

  test('an unreachable Firebase is told from a refused token: the caller still gets 401 for a bad one', async () => {
    const app = buildApi({ db: await demo, rateLimits: false });
    const api = await listening(app);
    try {
      const response = await api.request(PROFILE_URL, { headers: bearer('not.a.token') });
      expect(response.status).toBe(401);
    } finally {
      await app.close();
    }
  }, DATABASE_HOOK_TIMEOUT_MS);
});

describe('what counts as "unreachable"', () => {
  test.each([
    [{ code: 'app/network-error', message: 'Error while making request: connect ECONNREFUSED 127.0.0.1:1.' }, true],
    [{ code: 'app/network-timeout' }, true],
    // The signing keys could not be downloaded: firebase-admin re-wraps the fetch error as argument-error.
    [{ code: 'auth/argument-error', message: 'Error while making request: getaddrinfo ENOTFOUND www.googleapis.com. Error code: ENOTFOUND' }, true],
    [{ code: 'auth/argument-error', message: 'Error fetching public keys for Google certs: backendError' }, true],
    [{ code: 'auth/argument-error', message: 'Decoding Firebase ID token failed. Make sure you passed the entire string JWT.' }, false],
    [{ code: 'auth/id-token-revoked' }, false],
    [{ code: 'auth/internal-error' }, false],
    [new Error('boom'), false],
    [null, false],
  ])('Firebase error %j → %s', (error, expected) => {
    expect(isFirebaseUnreachable(error)).toBe(expected);
  });

  test.each([
    [connectionRefused(), true],
    [{ code: 'ETIMEDOUT' }, true],
    [{ code: '08006', message: 'connection failure' }, true],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, true],
    [{ code: '53300', message: 'too many connections' }, true],
    [new Error('Connection terminated unexpectedly'), true],
    [new Error('timeout exceeded when trying to connect'), true],
    [Object.assign(new AggregateError([connectionRefused(), connectionRefused()]), { code: 'ECONNREFUSED' }), true],
    [{ code: '42703', message: 'column "nope" does not exist' }, false],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, false],
    [new TypeError("Cannot read properties of undefined (reading 'rows')"), false],
    [undefined, false],
  ])('database error %p → %s', (error, expected) => {
    expect(isDatabaseUnreachable(error)).toBe(expected);
  });
});
