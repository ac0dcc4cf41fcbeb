/**
 * Migrations under data: a database as the previous release left it — every migration but the newest,
 * holding the demo world and the volume world — gets every migration of this code; nothing it held is
 * lost or changed (each table's row count and the checksum of its rows, before and after), and the API
 * starts on it, in its own process, and answers.
 *
 * The volume world is the benchmark's shape (server/seed/volumeWorld.ts) at a fifth of its organisations
 * (10 × 500 users, 4 000 sessions, ~47 000 run-log events) to keep CI quick; `MIGRATIONS_FULL_VOLUME=1`
 * runs it on the whole world (25 000 users, 20 000 sessions, 235 000 events).
 */
import { spawn } from 'node:child_process';
import { tableColumns, tableFingerprints, type TableFingerprint } from '../../../server/db/backup';
import { loadMigrations, runMigrations } from '../../../server/db/migrate';
import { seedDemoWorld } from '../../../server/seed/demoDatabase';
import { repoPath } from '../../../server/paths';
import { seedVolumeWorld, VOLUME_SHAPE } from '../../../server/seed/volumeWorld';
import { freePorts } from '../../../server/stack/ports';
import { LYCEE_ACTIF } from '../../../server/seed/demoWorld';
import { bearer, emptyDatabase, signIn, type TestDatabase } from '../support';

const shape = process.env.MIGRATIONS_FULL_VOLUME === '1' ? VOLUME_SHAPE : { ...VOLUME_SHAPE, organisations: VOLUME_SHAPE.organisations / 5 };

let db: TestDatabase;
afterAll(() => db?.close());

test('every migration applied to the previous release’s database with its volume data: nothing lost, and the API starts on it', async () => {
  db = await emptyDatabase();
  const migrations = loadMigrations();
  const previous = migrations.slice(0, -1);
  const newest = migrations.at(-1)!;
  expect(await runMigrations(db, previous)).toEqual(previous.map((migration) => migration.name));
  await seedDemoWorld(db);
  const counts = await seedVolumeWorld(db, { shape });
  expect(counts.users).toBeGreaterThanOrEqual(shape.organisations * shape.usersPerOrganisation);
  const before = await tableFingerprints(db);
  const columnsBefore = await tableColumns(db);

  expect(await runMigrations(db)).toEqual([newest.name]);
  // The columns the previous release had, with the same values; the columns and tables added besides.
  const after = await tableFingerprints(db, columnsBefore);
  // Every table the previous release had, with the same rows; the new ones besides.
  const kept = new Map(after.map((table) => [table.table, table]));
  const changed = before.filter((table) => table.table !== 'schema_migrations' && JSON.stringify(kept.get(table.table)) !== JSON.stringify(table));
  expect(changed.map((table): [TableFingerprint, TableFingerprint | undefined] => [table, kept.get(table.table)])).toEqual([]);
  expect(kept.get('schema_migrations')?.rows).toBe(migrations.length);

  // The API (what `npm run api` runs) starts on it and answers, as a person and the public check see it.
  const [port] = await freePorts(1);
  const api = spawn(process.execPath, ['--import', 'tsx', repoPath('server', 'api', 'main.ts')], {
    cwd: repoPath(),
    env: { ...process.env, DATABASE_URL: db.url, API_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  api.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const origin = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (api.exitCode !== null) throw new Error(`l’API s’est arrêtée : ${stderr}`);
      if (Date.now() > deadline) throw new Error('l’API ne répond pas');
      if (await fetch(`${origin}/api/ready`).then(() => true, () => false)) break;
    }
    const profile = await fetch(`${origin}/api/auth/users/profile`, { headers: bearer(await signIn('admin@actif.demo.test')) });
    expect(profile.status).toBe(200);
    const check = await fetch(`${origin}/api/auth/organisations?accessCheck=true&id=${LYCEE_ACTIF.id}`);
    expect(await check.json()).toMatchObject({ success: true, data: { isActive: 'true' } });
  } finally {
    api.kill('SIGTERM');
  }
}, 240_000);
