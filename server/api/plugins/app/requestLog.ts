/**
 * One structured line per answered request (with its request id), except the refusals a flood is
 * made of — 401 and 429 — which are counted and summarised once a minute: 100 000 refused requests
 * cost a few lines, not 100 000 (issue 19). Fastify's own per-request lines are turned off
 * (`disableRequestLogging` in buildApi); headers are never logged, so neither is a token.
 */
import fp from 'fastify-plugin';

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

    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      if (SUMMARISED.has(status)) {
        counts.set(status, (counts.get(status) ?? 0) + 1);
        return;
      }
      const line = { method: request.method, url: request.url, statusCode: status, responseTime: Math.round(reply.elapsedTime) };
      if (status >= 500) request.log.warn(line, 'request answered');
      else request.log.info(line, 'request answered');
    });
  },
  { name: 'request-log' },
);
