/**
 * The audit log's retention (contract/retention.ts, the privacy policy's « Journal d'audit »): entries
 * past three years are deleted, by the job a running API schedules, and nothing younger is.
 */
import { auditLogCutoff } from '../../contract/retention';
import { buildApi } from '../../server/api/buildApi';
import { deleteExpiredAuditEntries } from '../../server/api/plugins/app/retention';
import { repositories } from '../../server/api/repositories';
import { DATABASE_HOOK_TIMEOUT_MS, demoDatabase, type TestDatabase } from './support';

let db: TestDatabase;
beforeAll(async () => {
  db = await demoDatabase();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => db?.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function entryAt(at: Date, action = 'retention.test'): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into audit_log (organisation_id, actor_uid, action, target, detail, at) values (null, 'u-test', $1, null, '{}'::jsonb, $2) returning id::text as id`,
    [action, at.toISOString()],
  );
  return row!.id;
}

async function remaining(ids: string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id::text as id from audit_log where id = any($1::bigint[]) order by id', [ids]);
  return rows.map((row) => row.id);
}

test('deletes the entries older than three years, by batches, and keeps the younger ones', async () => {
  const now = new Date();
  const cutoff = auditLogCutoff(now);
  const expired = await Promise.all([1, 2, 30, 400, 2000].map((days) => entryAt(new Date(cutoff.getTime() - days * DAY_MS))));
  const kept = [await entryAt(new Date(cutoff.getTime() + DAY_MS)), await entryAt(now)];

  expect(await repositories(db).auditLog.deleteOlderThan(cutoff, 2)).toBe(expired.length);
  expect(await remaining([...expired, ...kept])).toEqual(kept);
  expect(await deleteExpiredAuditEntries(repositories(db), now)).toBe(0);
});

async function until(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

test('a running API (a day between runs) deletes them once it is ready, beside its start-up', async () => {
  const old = await entryAt(new Date(auditLogCutoff(new Date()).getTime() - DAY_MS));
  const app = buildApi({ db, auditRetentionMs: 24 * 60 * 60 * 1000 });
  try {
    await app.ready();
    await until(async () => (await remaining([old])).length === 0);
    expect(await remaining([old])).toEqual([]);
  } finally {
    await app.close();
  }
});

test('an API built without the job (tests, tools) deletes nothing', async () => {
  const old = await entryAt(new Date(auditLogCutoff(new Date()).getTime() - DAY_MS));
  const app = buildApi({ db });
  try {
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await remaining([old])).toEqual([old]);
  } finally {
    await app.close();
    await db.query('delete from audit_log where id = $1', [old]);
  }
});
