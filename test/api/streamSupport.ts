/**
 * Server-Sent Events as a client reads them (fetch's body, frames split on blank lines), and an API over
 * a database that can LISTEN (the worker's PGlite or the test's PostgreSQL database).
 */
import type { FastifyInstance } from 'fastify';
import { buildApi, type ApiOptions } from '../../server/api/buildApi';
import { type Database, openDatabase } from '../../server/db/database';
import { RecordingMailer } from '../../server/mail/mailer';
import { demoDatabase, listening, type TestApi, type TestDatabase } from './support';

export type Frame = { event?: string; id?: string; data?: string; comment?: string };

export type OpenStream = {
  status: number;
  headers: Headers;
  frames: Frame[];
  /** The first frame (from the start) matching, waited for; fails after `timeoutMs`. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
};

function parseFrame(text: string): Frame {
  const frame: Frame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else {
      const colon = line.indexOf(':');
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event' || field === 'id') frame[field] = value;
      else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    }
  }
  return frame;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const frames: Frame[] = [];
  const waiting = new Set<() => void>();
  let finished = false;
  const ended = (async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          for (const wake of waiting) wake();
        }
      }
    } catch {
      // Aborted by the test, or cut by the server: the stream has ended either way.
    } finally {
      finished = true;
      for (const wake of waiting) wake();
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    frames,
    ended,
    close: () => controller.abort(),
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (found) {
            cleanUp();
            resolve(found);
          } else if (finished) {
            cleanUp();
            reject(new Error(`stream ended without the frame; got ${JSON.stringify(frames)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`no such frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiting.delete(check);
        };
        waiting.add(check);
        check();
      });
    },
  };
}

export const runEvents = (stream: OpenStream) => stream.frames.filter((frame) => frame.event === 'run').map((frame) => JSON.parse(frame.data ?? 'null') as { id: string; kind: string });

/** A migrated, seeded database that can LISTEN (both kinds of test database can). */
export const liveDatabase = (): Promise<TestDatabase> => demoDatabase();

/** The API over `db` (its own by default), listening. */
export async function liveApi(options: Partial<ApiOptions> = {}, shared?: TestDatabase): Promise<TestApi> {
  const db = shared ?? (await liveDatabase());
  const mailer = new RecordingMailer();
  const app: FastifyInstance = buildApi({ db, mailer, ...options });
  return {
    app,
    db,
    mailer,
    ...(await listening(app)),
    async close() {
      await app.close();
      if (!shared) await db.close();
    },
  };
}

/**
 * `db` as another API process opens it: on PostgreSQL a pool of its own (and so a LISTEN connection of its
 * own); PGlite is one process's database, shared as it is. `close()` closes only what was opened here.
 */
export async function otherProcessDatabase(db: TestDatabase): Promise<{ db: Database; close(): Promise<void> }> {
  if (!db.url) return { db, close: async () => undefined };
  const own = await openDatabase({ kind: 'postgres', url: db.url });
  return { db: own, close: () => own.close() };
}

/**
 * Two API processes over one database, as `serve:cluster` runs them (each with its own pool on PostgreSQL): `writer`,
 * where the changes are made, and `holder`, where the streams are held. `close()` ends both, then the database.
 */
export async function twoProcesses(): Promise<{
  db: TestDatabase;
  second: Awaited<ReturnType<typeof otherProcessDatabase>>;
  writer: TestApi;
  holder: TestApi;
  close(): Promise<void>;
}> {
  const db = await liveDatabase();
  const second = await otherProcessDatabase(db);
  const writer = await liveApi({}, db);
  const holder = await liveApi({}, second.db as TestDatabase);
  return {
    db,
    second,
    writer,
    holder,
    async close() {
      await holder.close();
      await writer.close();
      await second.close();
      await db.close();
    },
  };
}
