import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from '../../server/db/database';
import type { WorkerNotification, WorkerReply, WorkerRequest } from './workerProtocol';

const WORKER_ENTRY = path.join(__dirname, 'databaseWorker.ts');

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** An in-memory PGlite `Database` whose engine runs in a worker thread (see ./databaseWorker.ts). */
export function workerDatabase(): Database {
  // The worker is plain Node: tsx's require hook lets it load the TypeScript entry.
  const worker = new Worker(`require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(WORKER_ENTRY)});`, {
    eval: true,
  });
  // A test that fails before closing its database must not keep Jest from exiting.
  worker.unref();
  const pending = new Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void }>();
  let nextId = 0;

  const listeners = new Set<{ channel: string; onNotification: (payload: string) => void }>();
  worker.on('message', (reply: WorkerReply | WorkerNotification) => {
    if ('notification' in reply) {
      for (const listener of listeners) if (listener.channel === reply.notification.channel) listener.onNotification(reply.notification.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.rows);
    else waiting?.reject(new Error(reply.message));
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });

  function send(request: WithoutId<WorkerRequest>): Promise<unknown[]> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  // The session's statements, as the worker runs them (a transaction's own statements go straight here).
  const session: Queryable & Pick<Database, 'exec'> = {
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await send({ op: 'query', sql, params })) as Row[],
    exec: async (sql: string) => {
      await send({ op: 'exec', sql });
    },
  };

  // One PGlite session, as PGlite itself runs it: a transaction has the session to itself, and other
  // statements wait for it. Without this, two requests' transactions at once (a double click) would
  // interleave in one session, and one's rollback would undo the other's work.
  let tail: Promise<unknown> = Promise.resolve();
  function exclusive<T>(run: () => Promise<T>): Promise<T> {
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    return result;
  }

  return {
    query: <Row>(sql: string, params: readonly unknown[] = []) => exclusive(() => session.query<Row>(sql, params)),
    exec: (sql: string) => exclusive(() => session.exec(sql)),
    transaction(work) {
      return exclusive(async () => {
        await session.exec('begin');
        try {
          const result = await work(session);
          await session.exec('commit');
          return result;
        } catch (error) {
          await session.exec('rollback');
          throw error;
        }
      });
    },
    // The worker's PGlite notifies its own writes, as one PGlite process does (server/db/database.ts).
    async listen(channel, onNotification) {
      const listener = { channel, onNotification };
      listeners.add(listener);
      await send({ op: 'listen', channel });
      return async () => {
        listeners.delete(listener);
      };
    },
    async close() {
      await send({ op: 'close' });
      await worker.terminate();
    },
    description: 'PGlite (mémoire, worker de test)',
  };
}
