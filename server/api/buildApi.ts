import http from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import type { TokenVerifier } from './authenticate';
import { reportingUnavailability, RETRY_AFTER_SECONDS, ServiceUnavailableError } from './availability';
import { firebaseAuth } from './firebase';
import { messages } from './messages';
import { registerOrganisationRoute } from './organisationRoute';
import { registerProfileRoute } from './profileRoute';
import { failure } from './schemas';

export const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:8080';

export type LogStream = { write(line: string): void };

export type ApiOptions = {
  db: Queryable;
  /** Request logging as JSON lines: `true` to stdout, or to the given stream. Off by default, for tests. */
  logger?: boolean | LogStream;
  /** The only origin allowed by CORS. */
  corsOrigin?: string;
  /** Defaults to firebase-admin for `FIREBASE_PROJECT_ID`. */
  verifier?: TokenVerifier;
  /** Requests per minute and per client address on each route; `false` turns the limiter off (load figures, tests). */
  rateLimitPerMinute?: number | false;
};

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 120;
/** Longer URLs or header sections are refused before any route runs. */
export const MAX_URL_LENGTH = 2048;
export const MAX_HEADER_BYTES = 8192;

type StatusError = Error & { statusCode: number };
const statusError = (statusCode: number, message: string): StatusError => Object.assign(new Error(message), { statusCode });

/** The reference API, ready to `listen` or to `inject` into. */
export function buildApi(options: ApiOptions): FastifyInstance {
  const { db, logger = false, corsOrigin = DEFAULT_APP_ORIGIN, rateLimitPerMinute = DEFAULT_RATE_LIMIT_PER_MINUTE } = options;
  const tokenVerifier = options.verifier ?? firebaseAuth(process.env);
  const app = Fastify({
    // The API listens on loopback only (API_HOST): every request reaches it through a proxy on this
    // machine (the web server, the dev server), which names the client in X-Forwarded-For. Without
    // this, every browser would be 127.0.0.1 and share one rate-limit bucket.
    trustProxy: 'loopback',
    // Bounded header sections; Node answers an oversized one through clientErrorHandler below.
    serverFactory: (handler) => http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, handler),
    bodyLimit: 1024,
    routerOptions: { maxParamLength: 200 },
    // Errors met before routing (a URL that cannot be decoded…) would otherwise bypass the error handler.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send(failure(messages.badRequest));
    },
    // Malformed or oversized requests that never reach Fastify's router still get the one error shape.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return;
      const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify(failure(tooLarge ? messages.requestTooLarge : messages.badRequest));
      socket.end(
        `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    // Fastify's request serialiser logs no headers; the redaction keeps it so if one is ever added.
    logger: logger && {
      level: 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logger === true ? {} : { stream: logger }),
    },
  });

  app.register(cors, {
    // A list, not a string: a string would be sent back to every origin instead of only matching ones.
    origin: [corsOrigin],
    methods: ['GET'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
    // A malformed preflight goes on to the routes and gets the JSON error shape, not a plain-text 400.
    strictPreflight: false,
  });

  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw statusError(414, messages.requestTooLarge);
  });

  if (rateLimitPerMinute !== false) {
    app.register(rateLimit, {
      max: rateLimitPerMinute,
      timeWindow: 60_000,
      errorResponseBuilder: () => statusError(429, messages.tooManyRequests),
    });
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Firebase or the database away: a French message, no detail, and when to try again.
    if (error instanceof ServiceUnavailableError) {
      request.log.warn({ service: error.service, cause: String(error.cause) }, 'service unavailable');
      return reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(failure(error.message));
    }
    if (error.validation) return reply.code(400).send(failure(messages.invalidQuery));
    const status = error.statusCode ?? 500;
    // Our own refusals carry their French message; anything else from Fastify gets a generic one.
    if (status === 429 || status === 414) return reply.code(status).send(failure(error.message));
    if (status >= 400 && status < 500) return reply.code(status).send(failure(messages.badRequest));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(messages.internalError));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(failure(messages.routeNotFound)));

  // Registered as a plugin so that the routes come after CORS and get its hooks.
  const guardedDb = reportingUnavailability(db);
  app.register(async (scope) => {
    registerProfileRoute(scope, guardedDb, tokenVerifier);
    registerOrganisationRoute(scope, guardedDb);
  });

  return app;
}
