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
  /**
   * LISTENs on `channel` on a connection of its own (PostgreSQL: a dedicated client, reopened if it drops;
   * PGlite: its own notifications). `onReconnected` runs after a dropped connection listens again: whatever
   * was notified in between is lost, so the listener catches up from the tables. Resolves to `unlisten`.
   * Optional: a test double without it has no live push.
   */
  listen?(channel: string, onNotification: (payload: string) => void, onReconnected?: () => void): Promise<() => Promise<void>>;
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
      // One process, one connection: nothing can drop between the writer and the listener.
      listen: (channel, onNotification) => db.listen(channel, onNotification),
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
    listen: (channel, onNotification, onReconnected) => listenPostgres(url, channel, onNotification, onReconnected),
    close: () => pool.end(),
    description: `PostgreSQL (${host})`,
  };
}

/** How long a dropped LISTEN connection waits before trying again, at most (doubling from 100 ms). */
export const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * A client of its own, outside the pool: a pooled connection is handed to other queries and would lose its
 * LISTEN. When it drops (a server restart, a failover, an administrator's terminate), a new one LISTENs
 * again after a growing delay, then `onReconnected` lets the caller catch up with what it missed.
 */
async function listenPostgres(url: string, channel: string, onNotification: (payload: string) => void, onReconnected?: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  const identifier = `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '');
    });
    // A refused connection must not become an unhandled 'error' event: the caller retries.
    const ignore = () => undefined;
    next.on('error', ignore);
    try {
      await next.connect();
      await next.query(`listen ${identifier}`);
    } catch (error) {
      void next.end().catch(ignore);
      throw error;
    }
    next.off('error', ignore);
    return next;
  }

  function watch(current: pg.Client, delayMs: number): void {
    const dropped = () => {
      current.removeAllListeners('end');
      if (client === current) client = null;
      void current.end().catch(() => undefined);
      if (!stopped) retry(delayMs);
    };
    current.on('error', dropped);
    current.once('end', dropped);
  }

  function retry(delayMs: number): void {
    retryTimer = setTimeout(() => {
      connect().then(
        (next) => {
          if (stopped) return void next.end().catch(() => undefined);
          client = next;
          watch(next, 100);
          onReconnected?.();
        },
        () => retry(Math.min(delayMs * 2, LISTEN_RETRY_MAX_MS)),
      );
    }, delayMs);
    retryTimer.unref();
  }

  try {
    client = await connect();
    watch(client, 100);
  } catch {
    // The database is not there yet (or not now): the API still starts and answers 503 where it needs it;
    // the push starts as soon as a connection listens, and `onReconnected` catches up from the tables.
    retry(100);
  }
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners('end');
      current.removeAllListeners('error');
      current.on('error', () => undefined);
      await current.end().catch(() => undefined);
    }
  };
}
