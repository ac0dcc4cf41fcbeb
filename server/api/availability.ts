/**
 * "The service could not be reached" as opposed to "the service answered no": Firebase Auth or the
 * database being unreachable is nobody's fault in the request, so the API answers 503 with a French
 * message and a `Retry-After`, and tries again on the next request (nothing broken is cached).
 */
import type { Queryable, QueryOptions } from '../db/database';
import { ApiError } from './errors';
import { messages } from './messages';

export type UnavailableService = 'identity' | 'database';

/** Seconds a client is asked to wait before trying again (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;

export class ServiceUnavailableError extends ApiError {
  constructor(
    readonly service: UnavailableService,
    override readonly cause: unknown,
  ) {
    super(503, service === 'identity' ? messages.identityUnavailable : messages.databaseUnavailable, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
    this.name = 'ServiceUnavailableError';
  }
}

/**
 * One log line when a service goes away and one when it answers again, however many requests fail
 * in between (an outage must not flood the log).
 */
export class Incidents {
  private readonly open = new Set<UnavailableService>();
  constructor(private readonly log: { warn(details: object, message: string): void; info(details: object, message: string): void }) {}

  failed(error: ServiceUnavailableError): void {
    if (this.open.has(error.service)) return;
    this.open.add(error.service);
    this.log.warn({ service: error.service, cause: String(error.cause) }, 'service unavailable');
  }

  answered(service: UnavailableService): void {
    if (!this.open.delete(service)) return;
    this.log.info({ service }, 'service available again');
  }
}

const field = (error: unknown, key: string): unknown =>
  typeof error === 'object' && error !== null && key in error ? (error as Record<string, unknown>)[key] : undefined;

/** firebase-admin's codes for "no answer" (observed: `app/network-error`, "connect ECONNREFUSED", emulator stopped). */
const FIREBASE_NETWORK_CODES = new Set(['app/network-error', 'app/network-timeout']);

/**
 * firebase-admin wraps a failed download of the signing keys into the token's own error
 * (`auth/argument-error`), keeping only the text of the fetch error: "Error while making request: …"
 * (no answer) or "Error fetching public keys for Google certs: …" (an error page).
 */
const KEY_FETCH_FAILURE = /^Error while making requests?: |^Error fetching public keys/;

export function isFirebaseUnreachable(error: unknown): boolean {
  const code = field(error, 'code');
  if (typeof code !== 'string') return false;
  if (FIREBASE_NETWORK_CODES.has(code)) return true;
  const message = field(error, 'message');
  return code === 'auth/argument-error' && typeof message === 'string' && KEY_FETCH_FAILURE.test(message);
}

/** Socket-level failures (node-postgres passes Node's errno codes on). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** PostgreSQL SQLSTATEs of a server that is away or not accepting work: connection exceptions (08…), shutdown, start-up, no slot. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and PGlite say these in words only. */
const UNAVAILABLE_MESSAGES = [/^Connection terminated/i, /timeout exceeded when trying to connect/i, /PGlite is closed/i];

export function isDatabaseUnreachable(error: unknown): boolean {
  const code = field(error, 'code');
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  // Node 20 tries every address of a host name; the failures come back together.
  const errors = field(error, 'errors');
  if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnreachable)) return true;
  const message = field(error, 'message');
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** The same database, whose connection failures become `ServiceUnavailableError`s; a query bug stays what it is. */
export function reportingUnavailability(db: Queryable, onAnswer: () => void = () => undefined): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      try {
        const rows = await db.query<Row>(sql, params, options);
        onAnswer();
        return rows;
      } catch (error) {
        if (isDatabaseUnreachable(error)) throw new ServiceUnavailableError('database', error);
        throw error;
      }
    },
  };
}
