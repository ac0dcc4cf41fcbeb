/** The envelope's helpers on the server side; the schemas themselves live in `contract/schemas`. */
import { Type, type TSchema } from '@sinclair/typebox';
import { Failure, Ok } from '../../contract/schemas/envelope';

export type { Failure, Ok };

/**
 * The one way a route answers success: `return ok(data)`. The handler's return type is still checked
 * against the route's 200 schema (`responses(data)`), and the client's base query unwraps it once.
 */
export function ok<T>(data: T): Ok<T> {
  return { success: true, message: '', data };
}

export function failure(message: string): Failure {
  return { success: false, message };
}

/** Every route may be refused before it runs: no token, refused token, role or organisation, rate limit, outage. */
const ALWAYS = [400, 401, 403, 429, 500, 503] as const;

/**
 * The response schemas of a route: `data` for 200 (serialisation drops anything not listed, so a
 * column added later cannot leak) and the failure shape for every error status it may answer.
 */
export function responses(data: TSchema, errorStatuses: readonly number[] = []) {
  const statuses = [...new Set([...ALWAYS, ...errorStatuses])].sort();
  return { 200: Ok(data), ...Object.fromEntries(statuses.map((status) => [status, Failure])) };
}

/** The same, for the public routes: no token, so no 401 or 403. */
export function publicResponses(data: TSchema, errorStatuses: readonly number[] = []) {
  const statuses = [...new Set([400, 429, 500, 503, ...errorStatuses])].sort();
  return { 200: Ok(data), ...Object.fromEntries(statuses.map((status) => [status, Failure])) };
}

/** What a Server-Sent Events route's 200 is: a text/event-stream written by plugins/app/live.ts, never serialised. */
const EVENT_STREAM = { description: 'text/event-stream', content: { 'text/event-stream': { schema: Type.String() } } };

/** A stream's responses: the event stream, and the envelope for every refusal before it opens. */
export function streamResponses(errorStatuses: readonly number[], { isPublic = false } = {}) {
  const { 200: _json, ...refusals } = (isPublic ? publicResponses : responses)(Type.Null(), errorStatuses);
  return { 200: EVENT_STREAM, ...refusals };
}

