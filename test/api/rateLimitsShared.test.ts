/**
 * Beyond one process: the limits hold across API processes. Two APIs over one database (what
 * `npm run serve:cluster` runs behind its proxy) count a person's calls against one share when their
 * counters live in the database; each process's own memory would give that person twice the share.
 * The shared counts are flushed in batches (docs/performance.md): P processes let a key through at most
 * `max + (P − 1) × batch` times in a window (rateLimitStore.ts), exact with one process.
 */
import { buildApi } from '../../server/api/buildApi';
import { rateLimitStore, trustProxy } from '../../server/api/config';
import { batchOf, deleteOldCounters, SharedCounters } from '../../server/api/plugins/external/rateLimitStore';
import type { RateLimitStore } from '../../server/api/plugins/external/rateLimit';
import { RecordingMailer } from '../../server/mail/mailer';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, demoDatabase, listening, signIn, type TestDatabase } from './support';

const PROFILE = '/api/auth/users/profile';
const LIMITS = { userPerMinute: 4, anonymousPerMinute: 4, organisationCheckPerMinute: 4 };

let db: TestDatabase;
beforeAll(async () => {
  db = await demoDatabase();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => db?.close());

async function twoProcesses(store: RateLimitStore) {
  const apps = [0, 1].map(() => buildApi({ db, mailer: new RecordingMailer(), rateLimits: LIMITS, rateLimitStore: store }));
  const servers = await Promise.all(apps.map((app) => listening(app)));
  return { servers, close: () => Promise.all(apps.map((app) => app.close())) };
}

/** Alternates between the two processes, as a round-robin load balancer does. */
async function alternate(servers: Awaited<ReturnType<typeof twoProcesses>>['servers'], count: number, init: RequestInit): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) seen.push((await servers[i % 2]!.request(PROFILE, init)).status);
  return seen;
}

test('with the counters in the database, one person’s share across two API processes is the limit plus one batch at most', async () => {
  // A limit of 4 with a batch of one hit: two processes let a person through at most 4 + (2 − 1) × 1 times.
  expect(batchOf(LIMITS.userPerMinute, 0.05)).toBe(1);
  // Flushed only when a key's batch is full (no timer in between): the order of the answers is fixed.
  const { servers, close } = await twoProcesses({ kind: 'database', flushIntervalMs: 60_000 });
  try {
    const token = await signIn('enseignant@actif.demo.test');
    expect(await alternate(servers, 8, { headers: bearer(token) })).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Calls without a token, from one address, too.
    expect(await alternate(servers, 7, {})).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another person has their own share.
    expect(await alternate(servers, 2, { headers: bearer(await signIn('etudiant@actif.demo.test')) })).toEqual([200, 200]);
  } finally {
    await close();
  }
});

test('one process alone counts exactly, even when its counts are flushed in batches', async () => {
  const { servers, close } = await twoProcesses({ kind: 'database', batchShare: 0.5 });
  try {
    const token = await signIn('enseignant2@actif.demo.test');
    const seen: number[] = [];
    for (let i = 0; i < 6; i += 1) seen.push((await servers[0]!.request(PROFILE, { headers: bearer(token) })).status);
    expect(seen).toEqual([200, 200, 200, 200, 429, 429]);
  } finally {
    await close();
  }
});

/** P counters over the one database, each sending `perProcess` hits on one key at once. */
async function concurrentHits(processes: number, perProcess: number, max: number, batchShare: number): Promise<number> {
  const counters = Array.from({ length: processes }, () => new SharedCounters(db, { batchShare, flushIntervalMs: 5 }));
  counters.forEach((counter) => counter.start());
  const key = `bound:${processes}:${batchShare}:${Math.random()}`;
  try {
    const answers = await Promise.all(counters.flatMap((counter) => Array.from({ length: perProcess }, () => counter.hit(key, max))));
    return answers.filter((answer) => answer.allowed).length;
  } finally {
    await Promise.all(counters.map((counter) => counter.stop()));
  }
}

test.each([
  [2, 0.05],
  [2, 0.25],
  [3, 0.1],
])('the error bound: %i processes with a batch of %f of the limit let at most max + (P − 1) × batch through', async (processes, batchShare) => {
  const max = 40;
  const allowed = await concurrentHits(processes, 60, max, batchShare);
  expect(allowed).toBeGreaterThanOrEqual(max);
  expect(allowed).toBeLessThanOrEqual(max + (processes - 1) * batchOf(max, batchShare));
});

test('a hit within this process’s share is answered at once, without a promise; past it, after the shared total is read', async () => {
  const counters = new SharedCounters(db, { flushIntervalMs: 10_000, batchShare: 0.5 });
  const key = `at-once:${Math.random()}`;
  // A limit of 4 and a share of a half: two hits may wait unflushed here.
  expect(counters.hit(key, 4)).toEqual({ allowed: true });
  expect(counters.hit(key, 4)).toEqual({ allowed: true });
  const third = counters.hit(key, 4);
  expect(third).toBeInstanceOf(Promise);
  expect(await third).toEqual({ allowed: true });
  await counters.stop();
});

test('a process learns the other processes’ hits at its next flush, without a request of its own', async () => {
  const [first, second] = [new SharedCounters(db, { flushIntervalMs: 10_000 }), new SharedCounters(db, { flushIntervalMs: 10_000 })];
  const key = `learned:${Math.random()}`;
  for (let i = 0; i < 3; i += 1) expect(await first!.hit(key, 4)).toEqual({ allowed: true });
  await first!.flush();
  expect(await second!.hit(key, 4)).toEqual({ allowed: true });
  await second!.flush();
  // The second process now knows the four hits: the next one is refused with the window's remaining seconds.
  const refused = await second!.hit(key, 4);
  expect(refused.allowed).toBe(false);
  expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
  // And the first process learns it at its own next flush, once it has something to send.
  expect(await first!.hit(key, 5)).toEqual({ allowed: true });
  await first!.flush();
  expect((await first!.hit(key, 5)).allowed).toBe(false);
});

test('with the counters in each process’s memory, the same person would get twice the share (why the database)', async () => {
  const { servers, close } = await twoProcesses('memory');
  try {
    const token = await signIn('admin@actif.demo.test');
    expect(await alternate(servers, 10, { headers: bearer(token) })).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
  } finally {
    await close();
  }
});

test('a window over starts again, and counters of windows long over are deleted', async () => {
  const windowMs = 1500;
  const app = buildApi({ db, mailer: new RecordingMailer(), rateLimits: LIMITS, rateLimitStore: { kind: 'database', windowMs } });
  const server = await listening(app);
  try {
    const token = await signIn('hyper@demo.test');
    for (let i = 0; i < 5; i += 1) await server.request(PROFILE, { headers: bearer(token) });
    expect((await server.request(PROFILE, { headers: bearer(token) })).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, windowMs + 100));
    expect((await server.request(PROFILE, { headers: bearer(token) })).status).toBe(200);
    await db.query(`update rate_limit_counters set window_started_at = now() - interval '1 hour' where key like 'anonymous:%'`);
    await deleteOldCounters(db);
    const left = await db.query<{ key: string }>('select key from rate_limit_counters order by key');
    expect(left.map((row) => row.key.split(':')[0])).not.toContain('anonymous');
    expect(left.length).toBeGreaterThan(0);
  } finally {
    await app.close();
  }
});

test('RATE_LIMIT_STORE: the database by default on PostgreSQL, memory on PGlite; anything else is refused in French', () => {
  expect(rateLimitStore({ DATABASE_URL: 'postgres://db/simusession' })).toBe('database');
  expect(rateLimitStore({})).toBe('memory');
  expect(rateLimitStore({ DATABASE_URL: 'postgres://db/simusession', RATE_LIMIT_STORE: 'memory' })).toBe('memory');
  expect(() => rateLimitStore({ RATE_LIMIT_STORE: 'redis' })).toThrow('RATE_LIMIT_STORE doit valoir « memory » ou « database ».');
});

test('TRUST_PROXY=1 (a managed runtime’s front end, the only way in): each browser the front end names has its own share', async () => {
  const app = buildApi({ db, mailer: new RecordingMailer(), rateLimits: LIMITS, rateLimitStore: 'database', trustProxy: trustProxy({ TRUST_PROXY: '1' }) });
  try {
    // The front end appends the address it saw: whatever a browser put before it is not believed.
    const from = (browser: string) => async () =>
      (await app.inject({ url: PROFILE, remoteAddress: '169.254.1.1', headers: { 'x-forwarded-for': `203.0.113.99, ${browser}` } })).statusCode;
    const statuses = async (count: number, send: () => Promise<number>) => {
      const seen: number[] = [];
      for (let i = 0; i < count; i += 1) seen.push(await send());
      return seen;
    };
    expect(await statuses(5, from('198.51.100.1'))).toEqual([401, 401, 401, 401, 429]);
    expect(await statuses(1, from('198.51.100.2'))).toEqual([401]);
  } finally {
    await app.close();
  }
});
