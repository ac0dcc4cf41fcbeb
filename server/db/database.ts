import { createHash } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { repoPath } from '../paths';
import { acquireDataDirLock } from './dataDirLock';

export type QueryOptions = {
  /**
   * A query of the hot read paths, whose text is a constant of the code (never built from input): on a
   * PostgreSQL server it becomes a named prepared statement on each connection, so that the server
   * stops planning it again on every call (planning a session page's joins cost five times running them).
   */
  prepare?: boolean;
};

/** What the rest of the server needs from a database: parameterised SQL with `$1` placeholders. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Several statements at once (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable & Pick<Database, 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Where the data lives, for log lines (never contains a password). */
  readonly description: string;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

export const DEFAULT_PGLITE_DIR = repoPath('.data', 'pglite');

/**
 * `DATABASE_URL=postgres://…` selects a PostgreSQL server; otherwise the embedded PGlite in the
 * folder of `PGLITE_DATA_DIR`, by default `.data/pglite`.
 */
export function locationFromEnvironment(env: NodeJS.ProcessEnv): DatabaseLocation {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url) throw new Error('DATABASE_URL doit commencer par postgres:// ou postgresql://');
  return { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR || DEFAULT_PGLITE_DIR };
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return location.kind === 'postgres' ? openPostgres(location.url) : openPglite(location);
}

function pgliteQueryable(target: PGlite | Transaction): Queryable & Pick<Database, 'exec'> {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

async function openPglite(location: Exclude<DatabaseLocation, { kind: 'postgres' }>): Promise<Database> {
  // PGlite is single-process: a second process opening the same folder would corrupt it.
  const releaseLock = location.kind === 'pglite' ? acquireDataDirLock(location.dataDir) : () => undefined;
  try {
    // Loaded only when used: a process on a PostgreSQL server does not pay PGlite's memory.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = location.kind === 'pglite' ? await PGlite.create(location.dataDir) : await PGlite.create();
    return {
      ...pgliteQueryable(db),
      transaction: (work) => db.transaction((tx) => work(pgliteQueryable(tx))),
      async close() {
        await db.close();
        releaseLock();
      },
      description: location.kind === 'pglite' ? `PGlite (${location.dataDir})` : 'PGlite (mémoire)',
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** One name per statement text: a name the server already holds for another text would be an error. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `q_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function postgresQueryable(client: pg.Pool | pg.PoolClient): Queryable & Pick<Database, 'exec'> {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      const values = [...params];
      const result = options?.prepare ? await client.query({ name: statementName(sql), text: sql, values }) : await client.query(sql, values);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closed (a restart, a failover, an administrator's terminate) is an
  // `error` event on the pool; without a listener Node would end the process. The pool has already
  // dropped that connection and opens a new one for the next query: the API reconnects by itself.
  pool.on('error', () => undefined);
  const host = new URL(url).host;
  return {
    ...postgresQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(postgresQueryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    description: `PostgreSQL (${host})`,
  };
}
