import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import type { TokenVerifier } from './authenticate';
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
};

/** The reference API, ready to `listen` or to `inject` into. */
export function buildApi(options: ApiOptions): FastifyInstance {
  const { db, logger = false, corsOrigin = DEFAULT_APP_ORIGIN } = options;
  const tokenVerifier = options.verifier ?? firebaseAuth(process.env);
  const app = Fastify({
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
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return reply.code(400).send(failure(messages.invalidQuery));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(failure(messages.badRequest));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(messages.internalError));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(failure(messages.routeNotFound)));

  // Registered as a plugin so that the routes come after CORS and get its hooks.
  app.register(async (scope) => {
    registerProfileRoute(scope, db, tokenVerifier);
    registerOrganisationRoute(scope, db);
  });

  return app;
}
