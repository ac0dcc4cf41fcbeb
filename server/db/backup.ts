/**
 * Backups (`npm run db:backup -- FILE`, `npm run db:restore -- FILE`), for both databases the API runs on:
 * - a PostgreSQL server (DATABASE_URL): `pg_dump --format=custom` and `pg_restore --clean --if-exists
 *   --single-transaction` (the restore replaces the schema and rows, all or nothing). In production a
 *   managed PostgreSQL adds its own point-in-time recovery; these dumps are for moves and for a copy
 *   kept elsewhere.
 * - PGlite (PGLITE_DATA_DIR, `.data/pglite`): the data folder's own dump (`dumpDataDir`, a gzip'd tar),
 *   restored into the folder, the previous one kept beside it (`<folder>.before-restore-<time>`).
 *   Both need the folder not to be open (`npm start` stopped): the lock says who holds it.
 * `tableFingerprints` reads each table's row count and a checksum of its rows: the CLI prints them, the
 * round-trip test compares them.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock } from './dataDirLock';
import { type DatabaseLocation, openDatabase, type Queryable } from './database';

export type TableFingerprint = { table: string; rows: number; checksum: string };

/** Each table of the public schema and its columns, in their order. */
export async function tableColumns(db: Queryable): Promise<Map<string, string[]>> {
  const rows = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema = 'public' order by c.table_name, c.ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  return columns;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the public schema: its row count and the md5 of its rows in a fixed order. `columns`: read only
 * these columns of each table named (the columns a database had before a migration added some), so that rows kept
 * as they were compare equal; a table not named is read whole.
 */
export async function tableFingerprints(db: Queryable, columns?: ReadonlyMap<string, readonly string[]>): Promise<TableFingerprint[]> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const fingerprints: TableFingerprint[] = [];
  for (const { name } of tables) {
    const only = columns?.get(name);
    // A row's text form covers every column (or those named); ordering by it makes the checksum independent of storage order.
    const row = only ? `row(${only.map((column) => `t.${quoted(column)}`).join(', ')})::text` : 't::text';
    const [result] = await db.query<{ rows: number; checksum: string | null }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(${row}, E'\\n' order by ${row}), '')) as checksum from ${quoted(name)} t`,
    );
    fingerprints.push({ table: name, rows: result?.rows ?? 0, checksum: result?.checksum ?? '' });
  }
  return fingerprints;
}

/** One line for a person: how many tables and rows, and one checksum over every table's count and checksum. */
export function summary(fingerprints: readonly TableFingerprint[]): string {
  const rows = fingerprints.reduce((total, table) => total + table.rows, 0);
  const checksum = createHash('sha256').update(JSON.stringify(fingerprints)).digest('hex').slice(0, 16);
  return `${fingerprints.length} tables, ${rows} lignes, empreinte ${checksum}`;
}

/** The folder of PostgreSQL's client programs: PG_BINDIR, Debian's newest, else whatever PATH finds. */
export function postgresClientBinary(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  const dirs = [env.PG_BINDIR];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    dirs.push(
      ...readdirSync(debian)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(debian, version, 'bin')),
    );
  }
  const found = dirs.filter((dir): dir is string => Boolean(dir)).map((dir) => path.join(dir, name)).find((file) => existsSync(file));
  return found ?? name;
}

function run(binary: string, args: string[]): void {
  try {
    execFileSync(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${binary} introuvable : installez le client PostgreSQL (apt-get install -y postgresql-client) ou indiquez PG_BINDIR.`);
    }
    throw new Error(`${path.basename(binary)} a échoué : ${stderr || String(error)}`);
  }
}

/** PGlite's own handle as a Queryable, for the fingerprints of a folder the backup or restore holds open. */
const pgliteQueryable = (db: { query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }> }): Queryable => ({
  query: async <Row>(sql: string, params: readonly unknown[] = []) => (await db.query<Row>(sql, [...params])).rows,
});

async function postgresFingerprints(url: string): Promise<TableFingerprint[]> {
  const db = await openDatabase({ kind: 'postgres', url });
  try {
    return await tableFingerprints(db);
  } finally {
    await db.close();
  }
}

/** Writes the backup; returns the tables' fingerprints as they were backed up. */
export async function backupDatabase(location: DatabaseLocation, file: string): Promise<TableFingerprint[]> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (location.kind === 'postgres') {
    run(postgresClientBinary('pg_dump'), ['--format=custom', '--no-owner', '--file', file, '--dbname', location.url]);
    return postgresFingerprints(location.url);
  }
  if (location.kind !== 'pglite') throw new Error('Une base en mémoire ne se sauvegarde pas.');
  const release = acquireDataDirLock(location.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(location.dataDir);
    try {
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      return await tableFingerprints(pgliteQueryable(db));
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

export type Restored = { fingerprints: TableFingerprint[]; keptAt: string | null };

/** Replaces the database's contents with the backup's; returns the tables' fingerprints and where the previous PGlite folder was kept. */
export async function restoreDatabase(location: DatabaseLocation, file: string, now: Date = new Date()): Promise<Restored> {
  if (!existsSync(file)) throw new Error(`Sauvegarde introuvable : ${file}`);
  if (location.kind === 'postgres') {
    run(postgresClientBinary('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', location.url, file]);
    return { fingerprints: await postgresFingerprints(location.url), keptAt: null };
  }
  if (location.kind !== 'pglite') throw new Error('Une base en mémoire ne se restaure pas.');
  const release = acquireDataDirLock(location.dataDir);
  try {
    let keptAt: string | null = null;
    if (existsSync(location.dataDir) && readdirSync(location.dataDir).length > 0) {
      keptAt = `${location.dataDir}.before-restore-${now.toISOString().replaceAll(':', '-')}`;
      renameSync(location.dataDir, keptAt);
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(location.dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      return { fingerprints: await tableFingerprints(pgliteQueryable(db)), keptAt };
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}
