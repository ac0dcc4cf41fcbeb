import type { FastifyInstance } from 'fastify';
import { buildApi, type ApiOptions } from '../../server/api/buildApi';
import type { Database } from '../../server/db/database';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/db/seed';
import { DEMO_PASSWORD } from '../../server/seed/demoWorld';
import { workerDatabase } from './workerDatabase';

/** Starting PGlite (~3 s) and migrating it outlasts Jest's default 5 s hook timeout on a busy machine. */
export const DATABASE_HOOK_TIMEOUT_MS = 30_000;

/** Every body of the API: the success flag, a message, and data on success. */
export type ApiBody = { success: boolean; message: string; data?: Record<string, unknown> };

export type Reply = { status: number; headers: Headers; body: ApiBody };

export type TestApi = {
  app: FastifyInstance;
  db: Database;
  /** Where the API listens, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** A real HTTP request to the listening API (`app.inject` needs an ESM-only package Jest cannot load). */
  request(path: string, init?: RequestInit): Promise<Reply>;
  close(): Promise<void>;
};

/** A migrated, seeded in-memory database. */
export async function demoDatabase(): Promise<Database> {
  const db = workerDatabase();
  await runMigrations(db);
  await seedDemoWorld(db);
  return db;
}

/** Listens on a free port of 127.0.0.1, for requests with a JSON answer. */
export async function listening(app: FastifyInstance): Promise<Pick<TestApi, 'origin' | 'request'>> {
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    origin,
    async request(path, init) {
      const response = await fetch(`${origin}${path}`, init);
      return { status: response.status, headers: response.headers, body: (await response.json()) as ApiBody };
    },
  };
}

/** The API over a fresh demo database, talking to the tests' Auth emulator (see globalSetup). */
export async function testApi(options: Partial<ApiOptions> = {}): Promise<TestApi> {
  const db = await demoDatabase();
  const app = buildApi({ db, ...options });
  return {
    app,
    db,
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
