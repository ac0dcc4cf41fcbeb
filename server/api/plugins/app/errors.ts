/**
 * The one error shape: every refusal and failure is `{ success: false, message }` with a French
 * message and the right status, whatever produced it; a 5xx tells the caller nothing of its cause.
 * Also: no `/api` answer is cached by a browser or a proxy (docs/api.md), unless its route says why.
 */
import type { FastifyError, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { declaresMoreThan } from '../../../bodyLimit';
import { Incidents, ServiceUnavailableError } from '../../availability';
import { ApiError } from '../../errors';
import { messages } from '../../messages';
import { failure } from '../../schemas';
import { invalidBodyMessage } from '../../validationMessage';

/** The methods whose requests carry a body. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Longer URLs are refused before any route runs. */
export const MAX_URL_LENGTH = 2048;

/**
 * The path of the first string of a parsed body that holds a NUL character, or null. PostgreSQL's text cannot
 * hold one: stored as is, it failed the query (a 500) instead of refusing the input.
 */
export function nulPathIn(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPathIn(item, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

declare module 'fastify' {
  interface FastifyInstance {
    incidents: Incidents;
  }
}

export default fp(
  async (app) => {
    app.decorate('incidents', new Incidents(app.log));

    // Runs on every request and never waits: a callback hook, so that it costs no promise and no microtask.
    app.addHook('onRequest', (request, reply, done) => {
      // Set before anything answers, refusals included; a route that may be cached sets its own, which replaces it.
      // (Set here rather than checked in an onSend hook: that whole hook phase cost every answer, docs/performance.md.)
      reply.header('cache-control', 'no-store');
      if (request.url.length > MAX_URL_LENGTH) return done(new ApiError(414, messages.requestTooLarge));
      // A NUL in a path segment or a query value: refused as the input it is, never handed to the database.
      if (request.url.includes('%00')) return done(new ApiError(400, messages.invalidQuery));
      done();
    });

    // Only the routes that take a body look into one: a GET runs no preValidation phase at all.
    const refuseNulInBody = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const path = request.body === undefined ? null : nulPathIn(request.body);
      if (path !== null) return done(new ApiError(400, invalidBodyMessage([{ keyword: 'pattern', instancePath: path, params: {} }])));
      done();
    };
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().some((method) => BODY_METHODS.has(method))) {
        route.preValidation = [refuseNulInBody, ...(route.preValidation === undefined ? [] : [route.preValidation].flat())];
      }
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ServiceUnavailableError) app.incidents.failed(error);
      if (error instanceof ApiError) return reply.code(error.statusCode).headers(error.headers).send(failure(error.message));
      if (error.validation) {
        return reply.code(400).send(failure(error.validationContext === 'body' ? invalidBodyMessage(error.validation) : messages.invalidQuery));
      }
      const status = error.statusCode ?? 500;
      if (status === 413) {
        // Fastify closes the connection on a body over the route's limit: a proxy still sending it then loses this
        // answer in a reset. Up to the largest body any route takes, Node reads and discards the rest once the
        // answer is sent, so the 413 arrives and the connection serves the next call (server/bodyLimit.ts).
        if (!declaresMoreThan(request.headers['content-length'])) reply.removeHeader('connection');
        return reply.code(413).send(failure(messages.requestTooLarge));
      }
      // Anything else Fastify refuses (a body it cannot parse, a wrong content type…) gets a generic message.
      if (status >= 400 && status < 500) return reply.code(status).send(failure(messages.badRequest));
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure(messages.internalError));
    });

    app.setNotFoundHandler((_request, reply) => reply.code(404).send(failure(messages.routeNotFound)));
  },
  { name: 'errors' },
);
