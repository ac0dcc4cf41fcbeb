/**
 * Runs an in-memory PGlite in a worker thread for the tests. PGlite loads its WebAssembly
 * with dynamic `import()`, which Jest's module sandbox refuses without --experimental-vm-modules;
 * a worker thread is plain Node. See ./workerDatabase.ts for the other end.
 */
import { parentPort } from 'node:worker_threads';
import { openDatabase } from '../../server/db/database';
import type { WorkerNotification, WorkerReply, WorkerRequest } from './workerProtocol';

const port = parentPort;
if (!port) throw new Error('databaseWorker.ts runs as a worker thread only');

const ready = openDatabase({ kind: 'memory' });

port.on('message', async (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const db = await ready;
    if (request.op === 'query') reply = { id: request.id, ok: true, rows: await db.query(request.sql, request.params) };
    else if (request.op === 'listen') {
      const { channel } = request;
      await db.listen?.(channel, (payload) => port.postMessage({ notification: { channel, payload } } satisfies WorkerNotification));
      reply = { id: request.id, ok: true, rows: [] };
    } else if (request.op === 'exec') {
      await db.exec(request.sql);
      reply = { id: request.id, ok: true, rows: [] };
    } else {
      await db.close();
      reply = { id: request.id, ok: true, rows: [] };
    }
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
  if (request.op === 'close') port.close();
});
