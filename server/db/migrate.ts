import { readdirSync, readFileSync } from 'node:fs';
import { repoPath } from '../paths';
import type { Database, Queryable } from './database';

const MIGRATIONS_DIR = repoPath('server', 'db', 'migrations');
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Any fixed number: serialises concurrent migration runs on a shared PostgreSQL. */
const MIGRATION_LOCK_KEY = 4_207_001;

export type Migration = { version: string; name: string; sql: string };

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 3),
      name: file,
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }));
}

/** The database was migrated by a newer version of the code: running older code on it could corrupt it. */
export class UnknownMigrationError extends Error {
  constructor(readonly versions: readonly string[]) {
    super(
      `La base contient ${versions.length > 1 ? 'des migrations inconnues' : 'une migration inconnue'} de ce code ` +
        `(${versions.join(', ')}) : elle a été migrée par une version plus récente de l'application. ` +
        'Démarrez cette version, ou restaurez une sauvegarde compatible.',
    );
    this.name = 'UnknownMigrationError';
  }
}

/** Versions recorded in the database that no migration file carries (pure, for the table test). */
export function unknownVersions(recorded: readonly string[], migrations: readonly Migration[]): string[] {
  const known = new Set(migrations.map((migration) => migration.version));
  return recorded.filter((version) => !known.has(version)).sort();
}

async function recordedVersions(db: Queryable): Promise<string[]> {
  // to_regclass: null on a fresh database, where nothing is recorded yet.
  const [table] = await db.query<{ found: boolean }>(`select to_regclass('schema_migrations') is not null as found`);
  if (!table?.found) return [];
  return (await db.query<{ version: string }>('select version from schema_migrations order by version')).map(
    (row) => row.version,
  );
}

/** Throws `UnknownMigrationError` when the database records a migration that is not among `migrations`. */
export async function assertKnownMigrations(db: Queryable, migrations: readonly Migration[] = loadMigrations()): Promise<void> {
  const unknown = unknownVersions(await recordedVersions(db), migrations);
  if (unknown.length > 0) throw new UnknownMigrationError(unknown);
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, each in its own
 * transaction (a failing migration leaves the ones before it applied and itself not at all).
 * Every transaction takes the same advisory lock and re-reads what is applied, so concurrent
 * runs (two API processes starting on one PostgreSQL) apply each migration exactly once.
 * Refuses, before touching anything, a database that records a migration this code does not know.
 * Returns the names of the migrations applied.
 */
export async function runMigrations(db: Database, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  await assertKnownMigrations(db, migrations);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
