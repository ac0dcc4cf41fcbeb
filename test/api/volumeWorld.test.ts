/**
 * `npm run seed:volume` on a small shape of the same world (the full one takes a minute): deterministic,
 * beside the demo world without touching it, and rewritten whole when run again.
 */
import type { Database } from '../../server/db/database';
import { DEMO_UIDS, PAST_SESSION } from '../../server/seed/demoWorld';
import { prng, seedVolumeWorld, volumeId, volumeUsers, volumeUserUid, type VolumeShape } from '../../server/seed/volumeWorld';
import { DATABASE_HOOK_TIMEOUT_MS, demoDatabase } from './support';

const SMALL: VolumeShape = {
  organisations: 2,
  usersPerOrganisation: 40,
  teachersPerOrganisation: 4,
  groupsPerOrganisation: 3,
  foldersPerTeacher: 2,
  scenariosPerFolder: 2,
  sessionsPerOrganisation: 30,
  runLogEventsPerPastSession: 14,
};
const TODAY = new Date('2026-11-23T10:00:00Z');

let db: Database;
beforeAll(async () => {
  db = await demoDatabase();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => db?.close());

/** A fingerprint of the volume rows of a few tables, to compare two runs. */
const fingerprint = async () =>
  db.query(
    `select (select string_agg(uid || email || firstname || name || sessions_users_tags::text, ',' order by uid)
               from users where uid like 'vol-u-%') as users,
            (select string_agg(id::text || starts_at::text || status || trainer_uid, ',' order by id)
               from sessions where id::text like 'a6000000-%') as sessions,
            (select count(*)::int from run_log_events where id::text like 'a7000000-%') as events`,
  );

describe('the volume world', () => {
  test('writes the rows it reports, and the same rows for the same seed and day', async () => {
    const tables = ['organisations', 'users', 'tags', 'tag_members', 'consents', 'folders', 'scenario_versions', 'sessions',
      'session_participants', 'run_log_events', 'evaluations', 'feedback'];
    const sizes = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (table) => [table, (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0]),
        ),
      ) as Record<string, number>;
    const before = await sizes();
    const counts = await seedVolumeWorld(db, { today: TODAY, shape: SMALL });
    const after = await sizes();
    expect(counts).toMatchObject({ organisations: 2, users: 80, tags: 6, folders: 16, scenarios: 32, sessions: 60 });
    for (const table of tables) expect([table, (after[table] ?? 0) - (before[table] ?? 0)]).toEqual([table, counts[table]]);

    const first = await fingerprint();
    await seedVolumeWorld(db, { today: TODAY, shape: SMALL });
    expect(await fingerprint()).toEqual(first);
    expect(await sizes()).toEqual(after);
  });

  test('leaves the demo world alone', async () => {
    const demo = async () =>
      db.query(
        `select (select count(*)::int from users where uid like 'demo-%') as users,
                (select count(*)::int from run_log_events where session_id = $1) as events,
                (select count(*)::int from sessions where trainer_uid = $2) as sessions`,
        [PAST_SESSION.id, DEMO_UIDS.enseignant],
      );
    const before = await demo();
    await seedVolumeWorld(db, { today: TODAY, shape: SMALL });
    expect(await demo()).toEqual(before);
    expect(before[0]).toMatchObject({ users: 22, sessions: 3 });
  });

  test("students carry their group's name in sessions_users_tags, as in the demo world", async () => {
    const mismatches = await db.query(
      `select u.uid from users u where u.uid like 'vol-u-%' and u.sessions_users_tags is distinct from
         coalesce(array(select t.name from tag_members m join tags t on t.id = m.tag_id where m.user_uid = u.uid), '{}')`,
    );
    expect(mismatches).toEqual([]);
  });
});

describe('what a bench needs without a database', () => {
  test('the users of the full world: 25 000 uids, an admin and teachers per organisation', () => {
    const users = volumeUsers();
    expect(users).toHaveLength(25_000);
    expect(users[0]).toEqual({ uid: 'vol-u-000000', email: 'vol-u-000000@volume.test', role: 'admin', organisationId: volumeId('organisation', 0) });
    expect(users[1]?.role).toBe('enseignant');
    expect(users[499]?.role).toBe('etudiant');
    expect(volumeUserUid(24_999)).toBe('vol-u-024999');
  });

  test('the PRNG is seeded: same seed, same draws in [0, 1)', () => {
    const draws = (seed: number) => Array.from({ length: 5 }, prng(seed));
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
    expect(draws(7).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
