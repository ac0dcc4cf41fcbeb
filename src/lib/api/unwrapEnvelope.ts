/**
 * The one place a successful envelope (`{ success: true, message, data }`, contract/schemas/envelope.ts)
 * is opened: every endpoint's result is its `data`, so no endpoint unwraps it again. The two shell calls
 * (profile, organisation check) keep the whole body: docs/product.md §8 decides their outcomes on `success` and
 * `message`, which their own parsers read (features/auth/profile.ts, features/organisation/parseOrganisation.ts).
 */
import type { Call } from './classifyAnswer';
import type { AuthenticatedBaseQuery } from './authenticatedBaseQuery';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Pure: what the endpoint of `call` receives from a successful body. A resource's envelope gives its
 * `data`; anything else (a shell call's envelope, a file read as text) is handed over as it came.
 */
export function resultOf(call: Call, body: unknown): unknown {
  if (call !== 'resource') return body;
  return isObject(body) && body.success === true && 'data' in body ? body.data : body;
}

/** The base query whose successful results are already unwrapped (failures keep the envelope: `refusalMessage`). */
export function unwrapEnvelope(baseQuery: AuthenticatedBaseQuery): AuthenticatedBaseQuery {
  return async (args, api, options = {}) => {
    const result = await baseQuery(args, api, options);
    if (result.error) return result;
    return { ...result, data: resultOf(options.call ?? 'resource', result.data) };
  };
}
