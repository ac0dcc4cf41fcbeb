import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DatabaseBusyError } from '../../server/db/dataDirLock';
import { type Database, locationFromEnvironment, openDatabase } from '../../server/db/database';
import {
  assertKnownMigrations,
  loadMigrations,
  type Migration,
  runMigrations,
  UnknownMigrationError,
  unknownVersions,
} from '../../server/db/migrate';
import { repoPath } from '../../server/paths';
import { seedDemoWorld } from '../../server/seed/demoDatabase';
import { demoAccounts, demoOrganisations } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, demoDatabase, emptyDatabase, testDatabaseKind, type TestDatabase } from './support';

let db: Database;
beforeAll(async () => {
  db = await demoDatabase();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => db?.close());

const count = async (table: string, on: Database = db) =>
  Number((await on.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);

describe('migrations', () => {
  test('are numbered files applied once and recorded', async () => {
    const migrations = loadMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    const recorded = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(recorded.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
  });

  test('running them again is harmless', async () => {
    expect(await runMigrations(db)).toEqual([]);
    expect(await runMigrations(db)).toEqual([]);
    expect(await count('organisations')).toBe(demoOrganisations.length);
  });

  const m = (version: string): Migration => ({ version, name: `${version}_m.sql`, sql: '' });
  test.each([
    { recorded: [], files: ['001'], unknown: [] },
    { recorded: ['001'], files: ['001', '002'], unknown: [] },
    { recorded: ['001', '002'], files: ['001', '002'], unknown: [] },
    { recorded: ['001', '002', '003'], files: ['001', '002'], unknown: ['003'] },
    { recorded: ['004', '001', '003'], files: ['001'], unknown: ['003', '004'] },
    { recorded: ['001'], files: [], unknown: ['001'] },
  ])('recorded $recorded with files $files: unknown $unknown', ({ recorded, files, unknown }) => {
    expect(unknownVersions(recorded, files.map(m))).toEqual(unknown);
  });
});

describe('the migrations runner on a database of its own', () => {
  let fresh: Database;
  beforeEach(async () => {
    fresh = await emptyDatabase();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterEach(() => fresh?.close());

  const tables = async () =>
    (
      await fresh.query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
      )
    ).map((row) => row.name);

  test('applies each migration in its own transaction: a failing one leaves those before it applied', async () => {
    const migrations: Migration[] = [
      { version: '001', name: '001_a.sql', sql: 'create table a (id int primary key);' },
      { version: '002', name: '002_b.sql', sql: 'create table b (id int primary key); insert into nowhere values (1);' },
      { version: '003', name: '003_c.sql', sql: 'create table c (id int primary key);' },
    ];
    await expect(runMigrations(fresh, migrations)).rejects.toThrow(/nowhere/);
    expect(await tables()).toEqual(['a', 'schema_migrations']);
    expect(await fresh.query('select version, name from schema_migrations')).toEqual([{ version: '001', name: '001_a.sql' }]);

    const fixed = migrations.map((migration) =>
      migration.version === '002' ? { ...migration, sql: 'create table b (id int primary key);' } : migration,
    );
    expect(await runMigrations(fresh, fixed)).toEqual(['002_b.sql', '003_c.sql']);
    expect(await tables()).toEqual(['a', 'b', 'c', 'schema_migrations']);
  });

  test('refuses, in French and before applying anything, a database that has a migration this code does not know', async () => {
    await runMigrations(fresh);
    await fresh.query(`insert into schema_migrations (version, name) values ('999', '999_from_the_future.sql')`);
    await fresh.query('delete from schema_migrations where version = $1', [loadMigrations()[0]?.version]);

    await expect(assertKnownMigrations(fresh)).rejects.toThrow(UnknownMigrationError);
    await expect(runMigrations(fresh)).rejects.toThrow(
      'La base contient une migration inconnue de ce code (999) : elle a été migrée par une version plus récente ' +
        "de l'application. Démarrez cette version, ou restaurez une sauvegarde compatible.",
    );
    // The deleted (known) migration was not re-applied: the refusal came first.
    expect(await count('schema_migrations', fresh)).toBe(loadMigrations().length);
  });

  test('sessions started before the real start was kept apart get it from their run log, else from the date the old rule had moved', async () => {
    const before = loadMigrations().filter((migration) => migration.version < '020');
    await runMigrations(fresh, before);
    const session = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const add = (n: number, status: string, startsAt: string) =>
      fresh.query(`insert into sessions (id, title, starts_at, duration_minutes, status) values ($1, $2, $3, 60, $4)`, [session(n), `Session ${n}`, startsAt, status]);
    await add(1, 'terminée', '2026-11-02T09:00:00Z');
    await add(2, 'en cours', '2026-11-03T09:00:00Z');
    await add(3, 'planifiée', '2026-12-01T09:00:00Z');
    await add(4, 'annulée', '2026-11-04T09:00:00Z');
    await fresh.query(
      `insert into run_log_events (id, session_id, kind, at, payload) values
         ('10000000-0000-4000-8000-000000000001', $1, 'phase_started', '2026-11-02T09:04:00Z', '{"phase":"scénario"}'),
         ('10000000-0000-4000-8000-000000000002', $1, 'phase_started', '2026-11-02T09:40:00Z', '{"phase":"débriefing"}')`,
      [session(1)],
    );
    await runMigrations(fresh, loadMigrations());
    const rows = await fresh.query<{ id: string; started_at: string | null }>(
      `select id::text, to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as started_at from sessions order by id`,
    );
    expect(rows).toEqual([
      { id: session(1), started_at: '2026-11-02T09:04' },
      { id: session(2), started_at: '2026-11-03T09:00' },
      { id: session(3), started_at: null },
      { id: session(4), started_at: null },
    ]);
  });

  test('a session inserted already begun by a writer that does not know of its real start began at its planned time', async () => {
    await runMigrations(fresh, loadMigrations());
    await fresh.query(
      `insert into sessions (id, title, starts_at, duration_minutes, status) values
         ('00000000-0000-4000-8000-000000000011', 'Finie', '2026-11-02T09:00:00Z', 60, 'terminée'),
         ('00000000-0000-4000-8000-000000000012', 'Prévue', '2026-12-02T09:00:00Z', 60, 'planifiée')`,
    );
    expect(
      await fresh.query(`select title, to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as started_at from sessions order by title`),
    ).toEqual([
      { title: 'Finie', started_at: '2026-11-02T09:00' },
      { title: 'Prévue', started_at: null },
    ]);
  });

  test('a fresh database has nothing unknown', async () => {
    await expect(assertKnownMigrations(fresh)).resolves.toBeUndefined();
  });
});

// Spawning the API needs a database another process can open: the PostgreSQL server's.
if (testDatabaseKind() === 'postgres') {
  describe('migrations between processes (PostgreSQL)', () => {
    let newer: TestDatabase;
    beforeAll(async () => {
      newer = await emptyDatabase();
      await runMigrations(newer);
      await newer.query(`insert into schema_migrations (version, name) values ('999', '999_from_the_future.sql')`);
    }, DATABASE_HOOK_TIMEOUT_MS);
    afterAll(() => newer?.close());

    test('two processes migrating one empty database at once apply each migration exactly once', async () => {
      const target = await emptyDatabase();
      const [first, second] = [await openDatabase({ kind: 'postgres', url: target.url ?? '' }), await openDatabase({ kind: 'postgres', url: target.url ?? '' })];
      try {
        const applied = await Promise.all([runMigrations(first), runMigrations(second)]);
        expect(applied.flat().sort()).toEqual(loadMigrations().map((migration) => migration.name));
        expect(await count('schema_migrations', target)).toBe(loadMigrations().length);
      } finally {
        await first.close();
        await second.close();
        await target.close();
      }
    });

    test('refuses to start, with the French reason and a non-zero exit', () => {
      const result = spawnSync(repoPath('node_modules', '.bin', 'tsx'), [repoPath('server', 'api', 'main.ts')], {
        env: { ...process.env, DATABASE_URL: newer.url, API_PORT: '0' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('La base contient une migration inconnue de ce code (999)');
    }, 40_000);
  });
}

describe('the demo seed', () => {
  test('loads every demo account that has a profile, and no other', async () => {
    const uids = (await db.query<{ uid: string }>('select uid from users order by id')).map((row) => row.uid);
    expect(uids).toEqual(demoAccounts.filter((account) => account.profile).map((account) => account.uid));
  });

  test('is idempotent and puts edited demo rows back, leaving other rows alone', async () => {
    await db.query(`update users set role = 'hyperadmin', firstname = 'Modifié' where uid = 'demo-etudiant-actif'`);
    await db.query(`update organisations set subscription_status = 'canceled' where name = 'Lycée Actif'`);
    await db.query(`insert into users (uid, email, role, account_type) values ('autre', 'autre@demo.test', 'etudiant', 'gratuit')`);
    await db.query(`insert into users (uid, email, role, account_type) values ('demo-sans-profil', 's@demo.test', 'etudiant', 'gratuit')`);

    await seedDemoWorld(db);
    await seedDemoWorld(db);

    expect(await db.query(`select role, firstname from users where uid = 'demo-etudiant-actif'`)).toEqual([
      { role: 'etudiant', firstname: 'Emma' },
    ]);
    expect(await db.query(`select subscription_status from organisations where name = 'Lycée Actif'`)).toEqual([
      { subscription_status: 'active' },
    ]);
    expect(await db.query(`select uid from users where uid in ('autre', 'demo-sans-profil')`)).toEqual([{ uid: 'autre' }]);
    expect(await count('organisations')).toBe(demoOrganisations.length);
  });

  test('moves the id sequence past the fixed demo ids', async () => {
    const [row] = await db.query<{ id: number }>(
      `insert into users (uid, email, role, account_type) values ('nouveau', 'n@demo.test', 'etudiant', 'gratuit') returning id`,
    );
    const demoIds = demoAccounts.map((account) => account.profile?.id ?? 0);
    expect(row?.id).toBeGreaterThan(Math.max(...demoIds));
  });
});

describe('choosing the database', () => {
  test('PGlite under .data/pglite by default, PostgreSQL with DATABASE_URL', () => {
    expect(locationFromEnvironment({})).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\.data[\\/]pglite$/) });
    expect(locationFromEnvironment({ DATABASE_URL: 'postgres://u:p@db:5432/simu' })).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/simu',
    });
    expect(() => locationFromEnvironment({ DATABASE_URL: 'mysql://db/simu' })).toThrow(/postgres:\/\//);
  });

  test('PGLITE_DATA_DIR moves the PGlite folder (the end-to-end stack keeps one in its temporary folder)', () => {
    expect(locationFromEnvironment({ PGLITE_DATA_DIR: '/tmp/e2e/pglite' })).toEqual({ kind: 'pglite', dataDir: '/tmp/e2e/pglite' });
    expect(locationFromEnvironment({ PGLITE_DATA_DIR: '/tmp/e2e/pglite', DATABASE_URL: 'postgres://db/simu' })).toMatchObject({ kind: 'postgres' });
  });

  test('a PGlite folder is opened by one process at a time', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'simusession-lock-'));
    const dataDir = path.join(dir, 'pglite');
    try {
      const release = acquireDataDirLock(dataDir);
      // The lock holder (this very process) is alive, so a second opening is refused.
      expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseBusyError);
      release();
      acquireDataDirLock(dataDir)();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
