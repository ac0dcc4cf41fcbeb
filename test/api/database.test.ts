import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DatabaseBusyError } from '../../server/db/dataDirLock';
import { type Database, locationFromEnvironment } from '../../server/db/database';
import { loadMigrations, runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/db/seed';
import { demoAccounts, demoOrganisations } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, demoDatabase } from './support';

let db: Database;
beforeAll(async () => {
  db = await demoDatabase();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => db?.close());

const count = async (table: string) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);

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
});

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
