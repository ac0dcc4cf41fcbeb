/**
 * Three limits (docs/product.md §19.6), each a counter of @fastify/rate-limit's in-memory store, run by our own
 * hooks where the key is known rather than by the plugin's global hook:
 * - `user`: verified calls, per account (`uid`), counted once the token is verified, so that a school
 *   behind one address is not one bucket;
 * - `anonymous`: calls with a missing or refused token, per client address (a valid token is never
 *   counted here, so one misbehaving device does not lock a school's address out);
 * - `organisationCheck`: the public access check (docs/product.md §7), per client address, with a ceiling a
 *   class's sign-in rush fits.
 * The client address is the socket's unless `trustProxy` names the proxy in front (buildApi).
 *
 * Where the counters live: in this process's memory (one process, the tests), or shared through the
 * database (`store: 'database'`, what `npm run api` and `serve:cluster` use on PostgreSQL) so that every
 * API process behind the load balancer counts against the same share — counted in memory and flushed in
 * batches, within a written error bound (rateLimitStore.ts says why and how much).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../errors';
import { messages } from '../../messages';
import { deleteOldCounters, SharedCounters, type Counted, type SharedCounterOptions } from './rateLimitStore';

export type RateLimits = { userPerMinute: number | false; anonymousPerMinute: number | false; organisationCheckPerMinute: number | false };

export const DEFAULT_RATE_LIMITS: RateLimits = { userPerMinute: 300, anonymousPerMinute: 120, organisationCheckPerMinute: 3000 };

/** A 429 in the envelope, with the seconds to wait until the window resets. */
export class TooManyRequestsError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, messages.tooManyRequests, { 'Retry-After': String(retryAfterSeconds) });
    this.name = 'TooManyRequestsError';
  }
}

/**
 * Where the counters are kept: this process's memory, or the database every API process shares (with
 * its flush settings when they are not the defaults: tests, the bench).
 */
export type RateLimitStore = 'memory' | 'database' | ({ kind: 'database' } & SharedCounterOptions);

/** How often a process deletes the counters of windows long over (rateLimitStore.ts). */
const COUNTER_CLEAN_UP_MS = 60_000;

function refuseOver(counted: Counted): void {
  if (!counted.allowed) throw new TooManyRequestsError(counted.retryAfterSeconds);
}

export type Limiter = {
  /**
   * Counts this request. Over the limit it throws `TooManyRequestsError`, at once or, when the count had to wait
   * for the shared total, as the returned promise's rejection; `undefined` means counted and allowed at once — the
   * common case, which then costs the request no promise (rateLimitStore.ts).
   */
  hit(request: FastifyRequest): Promise<void> | undefined;
};

export type Limiters = Record<'user' | 'anonymous' | 'organisationCheck', Limiter>;

const UNLIMITED: Limiter = { hit: () => undefined };

/** The limiter as a route's `onRequest`: a callback hook, so that an allowed request waits for nothing. */
export function limitedBy(limiter: Limiter): onRequestHookHandler {
  return (request, _reply, done) => {
    let counting: Promise<void> | undefined;
    try {
      counting = limiter.hit(request);
    } catch (error) {
      return done(error as Error);
    }
    if (counting === undefined) return done();
    counting.then(() => done(), done);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    limiters: Limiters;
  }
}

export default fp<{ limits: RateLimits | false; store?: RateLimitStore; db: Queryable }>(
  async (app, { limits, store = 'memory', db }) => {
    let limiter: (max: number | false, keyOf: (request: FastifyRequest) => string) => Limiter;
    if (store !== 'memory' && limits !== false) {
      const counters = new SharedCounters(db, store === 'database' ? {} : store, (error: unknown) =>
        app.log.warn({ err: error }, 'rate limit counts not flushed'),
      );
      counters.start();
      const cleanUp = setInterval(() => {
        deleteOldCounters(db).catch((error: unknown) => app.log.warn({ err: error }, 'old rate limit counters not deleted'));
      }, COUNTER_CLEAN_UP_MS);
      cleanUp.unref();
      app.addHook('onClose', async () => {
        clearInterval(cleanUp);
        await counters.stop();
      });
      limiter = (max, keyOf) => {
        if (max === false) return UNLIMITED;
        return {
          hit(request) {
            const counted = counters.hit(keyOf(request), max);
            if (counted instanceof Promise) return counted.then(refuseOver);
            refuseOver(counted);
            return undefined;
          },
        };
      };
    } else {
      // Bounded: the least recently seen keys are forgotten first.
      await app.register(rateLimit, { global: false, cache: 20_000 });
      limiter = (max, keyOf) => {
        if (limits === false || max === false) return UNLIMITED;
        const counter = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: keyOf });
        return {
          async hit(request) {
            const result = await counter(request);
            if (!result.isAllowed && result.isExceeded) throw new TooManyRequestsError(Math.max(1, result.ttlInSeconds));
          },
        };
      };
    }
    const maxOf = (key: keyof RateLimits) => (limits === false ? false : limits[key]);
    app.decorate('limiters', {
      user: limiter(maxOf('userPerMinute'), (request) => `user:${request.identity?.uid ?? request.ip}`),
      anonymous: limiter(maxOf('anonymousPerMinute'), (request) => `anonymous:${request.ip}`),
      organisationCheck: limiter(maxOf('organisationCheckPerMinute'), (request) => `organisation:${request.ip}`),
    });
  },
  { name: 'rate-limit' },
);
