import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApi, type ApiOptions } from '../../server/api/buildApi';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/database';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/seed/demoDatabase';
import { RecordingMailer } from '../../server/mail/mailer';
import { DEMO_PASSWORD } from '../../server/seed/demoWorld';
import { type DatabaseKindGlobal, POSTGRES_URL_VARIABLE, type TestDatabaseKind } from './testGlobals';
import { workerDatabase } from './workerDatabase';

/** Starting PGlite (~3 s) and migrating it outlasts Jest's default 5 s hook timeout on a busy machine. */
export const DATABASE_HOOK_TIMEOUT_MS = 30_000;

/** Every body of the API: the success flag, a message, and data on success. */
export type ApiBody = { success: boolean; message: string; data?: Record<string, unknown> };

export type Reply = { status: number; headers: Headers; body: ApiBody };

export type TestApi = {
  app: FastifyInstance;
  db: Database;
  /** What the API e-mailed (`mailer.sent`); set `mailer.failing` to play an unreachable mail server. */
  mailer: RecordingMailer;
  /** Where the API listens, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** A real HTTP request to the listening API (`app.inject` needs an ESM-only package Jest cannot load). */
  request(path: string, init?: RequestInit): Promise<Reply>;
  /** A JSON call as the person holding `token` (none: a caller without one), the shape most tests need. */
  call(method: string, path: string, token: string | null, body?: unknown): Promise<Reply>;
  close(): Promise<void>;
};

/** The database this test file runs against: set per jest project (`api`: PGlite, `api-postgres`: PostgreSQL). */
export function testDatabaseKind(): TestDatabaseKind {
  return (globalThis as DatabaseKindGlobal).__TEST_DATABASE__ ?? 'pglite';
}

/** A test's database; `url` when another process can open it too (PostgreSQL). */
export type TestDatabase = Database & { url?: string };

/** A new, empty database of its own on the tests' PostgreSQL server, dropped again by `close()`. */
async function postgresDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env[POSTGRES_URL_VARIABLE];
  if (!serverUrl) throw new Error(`${POSTGRES_URL_VARIABLE} is not set: is the api-postgres project's globalSetup running?`);
  // Unique across workers and across the files one worker runs in turn: a counter restarts with each file's
  // module registry, and a previous file's late `drop database … with (force)` would then end this one's connections.
  const name = `simu_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...db,
    url: url.toString(),
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        // pg's pool.end() resolves once it has *asked* its connections to close, not once they are closed; forcing
        // the drop while one is still closing ends it with 57P01, an error event nobody listens to any more
        // (an "Unhandled error" charged to some test). Wait for them to be gone; force only what lingers.
        for (let waited = 0; waited < 5_000; waited += 50) {
          const [open] = (await dropper.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name])).rows;
          if (!open?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** An empty database of this project's kind, not migrated. */
export async function emptyDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'postgres') return postgresDatabase();
  const db = workerDatabase();
  // PGlite starts in the worker (seconds on a busy machine): wait for it here, in the caller's hook.
  await db.query('select 1');
  return db;
}

/** A migrated, seeded database of this project's kind (in-memory PGlite, or a fresh one on the PostgreSQL server). */
export async function demoDatabase(): Promise<TestDatabase> {
  const db = await emptyDatabase();
  try {
    await runMigrations(db);
    await seedDemoWorld(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Listens on a free port of 127.0.0.1, for requests with a JSON answer. */
export async function listening(app: FastifyInstance): Promise<Pick<TestApi, 'origin' | 'request' | 'call'>> {
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const request: TestApi['request'] = async (path, init) => {
    const response = await fetch(`${origin}${path}`, init);
    return { status: response.status, headers: response.headers, body: (await response.json()) as ApiBody };
  };
  return {
    origin,
    request,
    call: (method, path, token, body) =>
      request(path, {
        method,
        headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/** A reply's `data`, typed by the caller. */
export const dataOf = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;

/** The API over a fresh demo database, talking to the tests' Auth emulator (see globalSetup). */
export async function testApi(options: Partial<ApiOptions> = {}): Promise<TestApi> {
  const db = await demoDatabase();
  const mailer = new RecordingMailer();
  const app = buildApi({ db, mailer, ...options });
  return {
    app,
    db,
    mailer,
    ...(await listening(app)),
    async close() {
      await app.close();
      await db.close();
    },
  };
}

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: is the api project globalSetup running?');
  return host;
}

/** Signs in through the emulator's REST API, as the web SDK does, and returns the ID token. */
export async function signIn(email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const send = () =>
    fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
  // A kept-alive connection the emulator closed while a long test ran fails once ("other side closed").
  const response = await send().catch(send);
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

function decodeSegment(segment: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A copy of an (unsigned) emulator token with some payload claims replaced. */
export function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const edited = { ...decodeSegment(payload), ...claims };
  return [header, Buffer.from(JSON.stringify(edited)).toString('base64url'), signature].join('.');
}

export function claimsOf(token: string): Record<string, unknown> {
  return decodeSegment(token.split('.')[1] ?? '');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
