/**
 * Backups: `npm run db:backup` then `npm run db:restore` give back every table with the same rows — each
 * table's row count and a checksum of its rows compared — on this project's database: pg_dump/pg_restore
 * on the PostgreSQL server (`api-postgres`), the data folder's dump for PGlite (`api`). The scripts run
 * in their own processes, as a person runs them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summary, type TableFingerprint } from '../../server/db/backup';
import type { DatabaseLocation } from '../../server/db/database';
import { repoPath } from '../../server/paths';
import { demoDatabase, emptyDatabase, testDatabaseKind, type TestDatabase } from './support';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-backup-'));
const file = path.join(workDir, testDatabaseKind() === 'postgres' ? 'simusession.dump' : 'simusession.tar.gz');
const COPY_TAGS = `insert into tags (id, organisation_id, name) select gen_random_uuid(), organisation_id, name || ' (copie é’«»)' from tags`;

function environment(location: DatabaseLocation): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: location.kind === 'postgres' ? location.url : '',
    PGLITE_DATA_DIR: location.kind === 'pglite' ? location.dataDir : '',
  };
}

/** The npm scripts themselves (`tsx server/db/backupCli.ts …`) on `location`: what they print. */
function npmScript(command: 'backup' | 'restore', location: DatabaseLocation): string {
  return execFileSync(process.execPath, ['--import', 'tsx', repoPath('server', 'db', 'backupCli.ts'), command, file], { env: environment(location), encoding: 'utf8' });
}

/** Runs SQL on `location` in another process (PGlite cannot open inside Jest) and returns every table's fingerprint. */
function fingerprintsAfter(location: DatabaseLocation, ...statements: string[]): TableFingerprint[] {
  const output = execFileSync(process.execPath, ['--import', 'tsx', repoPath('test', 'support', 'databaseScript.ts'), ...statements], {
    env: environment(location),
    encoding: 'utf8',
  });
  return JSON.parse(output) as TableFingerprint[];
}

let source: DatabaseLocation;
let target: DatabaseLocation;
let original: TableFingerprint[];
const closing: (() => Promise<void>)[] = [];

beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    const [from, to]: TestDatabase[] = await Promise.all([demoDatabase(), emptyDatabase()]);
    closing.push(() => from!.close(), () => to!.close());
    source = { kind: 'postgres', url: from!.url as string };
    target = { kind: 'postgres', url: to!.url as string };
    original = fingerprintsAfter(source, COPY_TAGS);
  } else {
    source = { kind: 'pglite', dataDir: path.join(workDir, 'source') };
    target = { kind: 'pglite', dataDir: path.join(workDir, 'target') };
    original = fingerprintsAfter(source, 'migrate', 'seed', COPY_TAGS);
  }
}, 60_000);

afterAll(async () => {
  for (const close of closing) await close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('a backup restored into an empty database gives back every table, row for row', () => {
  expect(original.find((table) => table.table === 'users')?.rows).toBeGreaterThan(10);
  expect(original.find((table) => table.table === 'schema_migrations')?.rows).toBeGreaterThan(0);
  const backedUp = npmScript('backup', source);
  expect(backedUp).toContain(`Sauvegarde écrite : ${file}`);
  expect(backedUp).toContain(`Base sauvegardée : ${summary(original)}`);
  expect(fs.statSync(file).size).toBeGreaterThan(1_000);
  // The restored database's tables, counted and summed in the restoring process: the same as the source's.
  expect(npmScript('restore', target)).toContain(`Base restaurée : ${summary(original)}`);
}, 120_000);

test('a restore over a database that changed since puts it back as it was at the backup', () => {
  const changed = fingerprintsAfter(source, `delete from tags where name like '% (copie%'`, `update users set firstname = 'Modifié'`);
  expect(summary(changed)).not.toBe(summary(original));
  const restored = npmScript('restore', source);
  if (source.kind === 'pglite') expect(restored).toContain(`Ancien dossier conservé : ${source.dataDir}.before-restore-`);
  expect(restored).toContain(`Base restaurée : ${summary(original)}`);
}, 120_000);
