/**
 * The reference API, ready to `listen` or to `inject` into: Fastify's own settings, then three layers
 * registered in order (fastify/demo's structure, each plugin naming the ones it needs):
 * - `plugins/external`: third-party plugins with their options (CORS, rate limit, OpenAPI);
 * - `plugins/app`: the application's own — the error envelope, the request log, the repositories,
 *   authentication, the caller's profile, the per-route policy and the audit log;
 * - `routes/<resource>`: one plugin per resource, every route with its action and its schemas, each
 *   folder registered by routes/index.ts as it finds it (no list to keep) and named after its URL.
 */
import http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import type { ApiDatabase } from './plugins/app/repositories';
import { mailerFromEnvironment, type Mailer } from '../mail/mailer';
import type { TokenVerifier } from './authenticate';
import { firebaseAuth } from './firebase';
import { messages } from './messages';
import auditPlugin from './plugins/app/audit';
import authenticationPlugin from './plugins/app/authentication';
import callerPlugin from './plugins/app/caller';
import errorsPlugin from './plugins/app/errors';
import afterAnswerPlugin from './plugins/app/afterAnswer';
import identityPlugin, { type IdentityAdmin } from './plugins/app/identity';
import livePlugin, { type LiveOptions } from './plugins/app/live';
import mailerPlugin from './plugins/app/mailer';
import paymentPlugin from './plugins/app/payment';
import { paymentProviderFromEnvironment, type PaymentProvider } from '../payment/provider';
import policyPlugin from './plugins/app/policy';
import recordingsPlugin, { type RecordingsOptions } from './plugins/app/recordings';
import repositoriesPlugin from './plugins/app/repositories';
import requestLogPlugin, { BatchedLogDestination, requestIds } from './plugins/app/requestLog';
import retentionPlugin from './plugins/app/retention';
import runTimerPlugin from './plugins/app/runTimer';
import corsPlugin from './plugins/external/cors';
import rateLimitPlugin, { DEFAULT_RATE_LIMITS, type RateLimits, type RateLimitStore } from './plugins/external/rateLimit';
import swaggerPlugin from './plugins/external/swagger';
import routes from './routes';
import { failure } from './schemas';

export { MAX_URL_LENGTH } from './plugins/app/errors';

export const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:8080';

/** Addresses or ranges (comma-separated), or a rule on (address, hop): Fastify's `trustProxy`. */
export type TrustedProxy = string | ((address: string, hop: number) => boolean) | false;

export type LogStream = { write(line: string): void };

export type ApiOptions = {
  db: ApiDatabase;
  /** Structured JSON logs: `true` to stdout, or to the given stream. Off by default, for tests. */
  logger?: boolean | LogStream;
  /** The only origin allowed by CORS. */
  corsOrigin?: string;
  /** Defaults to firebase-admin for `FIREBASE_PROJECT_ID`. */
  verifier?: TokenVerifier;
  /** Account administration (create, disable, delete, action links); defaults to firebase-admin too. */
  identity?: IdentityAdmin;
  /** Where e-mail goes; defaults to `SMTP_URL` (server/mail/mailer.ts). */
  mailer?: Mailer;
  /** Who charges the subscription's checkout; defaults to `PAYMENT_PROVIDER` (server/payment/provider.ts). */
  payment?: PaymentProvider;
  /** This app's public address, for the links e-mails carry (`APP_ORIGIN`); defaults to `corsOrigin`. */
  appOrigin?: string;
  /** Requests per minute (defaults: DEFAULT_RATE_LIMITS); `false` turns every limit off (load figures, tests). */
  rateLimits?: Partial<RateLimits> | false;
  /**
   * Where the limits' counters live: `memory` (default; one process) or `database`, shared by every API
   * process on the same database (`RATE_LIMIT_STORE`, by default `database` on PostgreSQL: config.ts).
   */
  rateLimitStore?: RateLimitStore;
  /**
   * The proxy in front whose X-Forwarded-For is believed (Fastify's `trustProxy`: an address, a
   * subnet, `loopback`…). By default nobody: the client address is the socket's, so a client cannot
   * choose the address the limits count.
   */
  trustProxy?: TrustedProxy;
  /**
   * How often the audit log's entries past their retention (contract/retention.ts) are deleted, the
   * first time once the API is ready; `false` (default, for tests) never. `apiSettings` sets a day.
   */
  auditRetentionMs?: number | false;
  /**
   * The longest wait, in ms, between two looks of the `délai` timer at the running sessions
   * (plugins/app/runTimer.ts); `false` (default, for tests that do not run a scenario) never fires. `apiSettings` sets a second.
   */
  runTimerPollMs?: number | false;
  /** The streams' heartbeat and the unsent bytes past which a slow client is dropped (plugins/app/live.ts). */
  live?: LiveOptions;
  /**
   * 32 bytes sealing the monitor links' tokens in the table (`MONITOR_LINK_KEY`, monitorLinkSeal.ts), so the
   * trainer's page can show the active link again; without one (default) a link is shown once only.
   */
  monitorLinkKey?: Buffer | null;
  /** The video recordings' store, signing key and retention (plugins/app/recordings.ts); by default `.data/recordings/`, unsigned. */
  recordings?: RecordingsOptions;
};

export const MAX_HEADER_BYTES = 8192;

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's public origin, e.g. `https://app.simusession.fr`: e-mailed links point there. */
    appOrigin: string;
    /** The key sealing the monitor links' tokens, or null (ApiOptions.monitorLinkKey). */
    monitorLinkKey: Buffer | null;
  }
}

export function buildApi(options: ApiOptions): FastifyInstance {
  const { db, logger = false, corsOrigin = DEFAULT_APP_ORIGIN, trustProxy = false } = options;
  const limits = options.rateLimits === false ? false : { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const verifier = options.verifier ?? firebaseAuth(process.env);
  const identity = options.identity ?? firebaseAuth(process.env);
  const mailer = options.mailer ?? mailerFromEnvironment(process.env);
  const payment = options.payment ?? paymentProviderFromEnvironment(process.env);
  // Logs to stdout leave the request's path: written in batches, flushed on close and on exit (requestLog.ts).
  const stdout = logger === true ? new BatchedLogDestination() : null;
  const app = Fastify({
    trustProxy,
    // Bounded header sections; Node answers an oversized one through clientErrorHandler below.
    serverFactory: (handler) => http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, handler),
    bodyLimit: 1024,
    // The resources' route modules are loaded as they are registered (routes/index.ts reads the
    // folders): under tsx on a busy machine their first compilation alone can pass Fastify's default 10 s.
    pluginTimeout: 60_000,
    routerOptions: { maxParamLength: 200 },
    // Our own request ids: a client-sent one would let it forge log lines' correlation.
    requestIdHeader: false,
    genReqId: requestIds(),
    // requestLog.ts logs one line per answer and summarises refusals instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Errors met before routing (a URL that cannot be decoded…) would otherwise bypass the error handler.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).header('cache-control', 'no-store').send(failure(messages.badRequest));
    },
    // Malformed or oversized requests that never reach Fastify's router still get the one error shape.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return;
      const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify(failure(tooLarge ? messages.requestTooLarge : messages.badRequest));
      socket.end(
        `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    // No serialiser logs headers; the redaction keeps it so if one is ever added.
    logger: logger && {
      level: 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      stream: stdout ?? (logger as LogStream),
    },
  });
  if (stdout) {
    app.addHook('onClose', async () => stdout.flushSync());
    process.once('exit', () => stdout.flushSync());
  }

  app.register(corsPlugin, { origin: corsOrigin });
  app.register(rateLimitPlugin, { limits, store: options.rateLimitStore, db });
  app.register(swaggerPlugin);

  app.register(errorsPlugin);
  app.register(requestLogPlugin);
  app.register(repositoriesPlugin, { db });
  app.register(identityPlugin, { identity });
  app.register(mailerPlugin, { mailer });
  app.register(paymentPlugin, { payment });
  app.decorate('appOrigin', options.appOrigin ?? corsOrigin);
  app.decorate('monitorLinkKey', options.monitorLinkKey ?? null);
  app.register(authenticationPlugin, { verifier });
  app.register(callerPlugin);
  app.register(policyPlugin);
  app.register(auditPlugin);
  app.register(afterAnswerPlugin);
  app.register(retentionPlugin, { intervalMs: options.auditRetentionMs ?? false });
  app.register(runTimerPlugin, { pollMs: options.runTimerPollMs ?? false });
  app.register(livePlugin, { db, options: options.live });
  app.register(recordingsPlugin, options.recordings ?? {});

  app.register(routes);

  return app;
}
