import { readdirSync, readFileSync } from 'node:fs';
import { repoPath } from '../paths';
import type { Database } from './database';

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

/** Applies the migrations not yet recorded in `schema_migrations`, all in one transaction. Returns their names. */
export async function runMigrations(db: Database, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.name);
  });
}
