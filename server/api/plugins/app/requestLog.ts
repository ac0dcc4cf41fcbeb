/**
 * One structured line per answered request (with its request id), except the refusals a flood is
 * made of — 401 and 429 — which are counted and summarised once a minute: 100 000 refused requests
 * cost a few lines, not 100 000. Fastify's own per-request lines are turned off
 * (`disableRequestLogging` in buildApi); headers are never logged, so neither is a token.
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

/**
 * Request ids: this process's random prefix and a counter, e.g. `k3Jq9xQe-1a2b`. Unique across processes and restarts
 * for all practical purposes, like a UUID, without drawing random bytes for every request (a UUID per request was a
 * measurable share of the organisation check's cost, docs/performance.md).
 */
export function requestIds(prefix = randomBytes(6).toString('base64url')): () => string {
  let count = 0;
  return () => `${prefix}-${(count += 1).toString(36)}`;
}

/** How long a log line may wait in memory before it is written, at most. */
export const LOG_FLUSH_INTERVAL_MS = 100;
const LOG_FLUSH_BYTES = 64 * 1024;

/**
 * The logger's destination when the API logs to stdout (docs/performance.md): a request no longer writes
 * its line itself — one `write` per line to a pipe is a system call in the answer's path, and on Linux a
 * pipe or a file is written synchronously. Lines wait here and are written together every
 * LOG_FLUSH_INTERVAL_MS or once 64 KiB wait, in their order (pino's `sync: false` destination, without
 * its dependency). `flushSync` writes what waits: buildApi calls it when the app closes, last, so that
 * a clean shutdown loses no line (what a crash loses: at most the last 100 ms).
 */
export class BatchedLogDestination {
  private lines: string[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly out: { write(text: string): unknown } = process.stdout) {}

  write(line: string): void {
    this.lines.push(line);
    this.bytes += line.length;
    if (this.bytes >= LOG_FLUSH_BYTES) this.flushSync();
    else if (this.timer === null) {
      this.timer = setTimeout(() => this.flushSync(), LOG_FLUSH_INTERVAL_MS);
      this.timer.unref();
    }
  }

  flushSync(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.lines.length === 0) return;
    const text = this.lines.join('');
    this.lines = [];
    this.bytes = 0;
    this.out.write(text);
  }
}

export const SUMMARY_INTERVAL_MS = 60_000;
const SUMMARISED = new Set([401, 429]);

export default fp<{ intervalMs?: number }>(
  async (app, { intervalMs = SUMMARY_INTERVAL_MS }) => {
    let counts = new Map<number, number>();
    let since = Date.now();
    const flush = () => {
      if (counts.size === 0) return;
      app.log.info({ refused: Object.fromEntries(counts), since: new Date(since).toISOString() }, 'refused requests summary');
      counts = new Map();
      since = Date.now();
    };
    const timer = setInterval(flush, intervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      flush();
    });

    // A callback hook: it never waits, so it costs no promise per request.
    app.addHook('onResponse', (request, reply, done) => {
      const status = reply.statusCode;
      if (SUMMARISED.has(status)) {
        counts.set(status, (counts.get(status) ?? 0) + 1);
        return done();
      }
      const line = { method: request.method, url: withoutSecrets(request.url), statusCode: status, responseTime: Math.round(reply.elapsedTime) };
      if (status >= 500) request.log.warn(line, 'request answered');
      else request.log.info(line, 'request answered');
      done();
    });
  },
  { name: 'request-log' },
);

/** A monitor link's token is its whole authority (docs/product.md §14): log lines name the route, never the token. */
export function withoutSecrets(url: string): string {
  return url.replace(/^\/api\/monitor\/[^/?#]+/, '/api/monitor/[jeton]');
}
