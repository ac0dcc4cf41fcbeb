/** Pure parsing of the organisation check (docs/product.md §5, §7.1, §8). */
import { organisationMessages } from '../../config/messages/common';
import { classifyResult, type ApiResult, type Outcome } from '../../lib/api';
import type { OrganisationAccess, OrganisationCheck, OrganisationRecord } from './types';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const failed = (message: string, organisation: OrganisationRecord | null = null): OrganisationAccess => ({
  isActive: false,
  organisation,
  message,
});

/** An unsuccessful answer: the API's own message, or "Erreur inconnue". */
function refused(body: unknown): OrganisationAccess {
  const apiMessage = isObject(body) && typeof body.message === 'string' ? body.message.trim() : '';
  return failed(apiMessage || organisationMessages.unknownError);
}

/** `String(value)`, or null for a JSON object whose own `toString` is not a function (it would throw). */
function asText(value: unknown): string | null {
  try {
    return String(value);
  } catch {
    return null;
  }
}

/** The JSON body of a successful HTTP answer. */
export function parseOrganisationBody(body: unknown): OrganisationAccess {
  if (!isObject(body) || body.success !== true) return refused(body);
  const data = body.data;
  if (!isObject(data) || data.isActive === undefined || data.isActive === null) {
    return failed(organisationMessages.unexpectedResponse, isObject(data) ? data : null);
  }
  return asText(data.isActive) === 'true'
    ? { isActive: true, organisation: data, message: null }
    : { isActive: false, organisation: data, message: null };
}

function accessFrom(outcome: Outcome, result: ApiResult): OrganisationAccess {
  switch (outcome.kind) {
    case 'ok':
      return parseOrganisationBody(result.data);
    case 'refused':
    case 'unauthenticated':
      // A JSON answer below 500 is the API refusing (whatever its body claims).
      return refused(result.error?.data);
    default:
      // The network or the server failed, or a rate limit outlasted its retries.
      return failed(organisationMessages.networkOrServer);
  }
}

/** docs/product.md §8's outcome of the HTTP call: a body, or a refusal, or a transport, server or parsing failure. */
export function organisationAccessFromResult(result: ApiResult): OrganisationAccess {
  return accessFrom(classifyResult('organisationCheck', result), result);
}

/** The same, with the outcome the listener's retry decisions read. */
export function organisationCheckFromResult(result: ApiResult): OrganisationCheck {
  const outcome = classifyResult('organisationCheck', result);
  return {
    access: accessFrom(outcome, result),
    outcome: outcome.kind,
    retryAfterMs: outcome.kind === 'transient' ? outcome.retryAfterMs : null,
  };
}

/** What one organisation check tells the listener. */
export type CheckReading =
  /** The API said whether the organisation is active. */
  | { kind: 'status'; isActive: boolean; organisation: OrganisationRecord }
  /** The API refused the check in its own JSON words (a 4xx, or `success: false`): final, shown as it says. */
  | { kind: 'refused'; message: string; organisation: OrganisationRecord | null }
  /**
   * Nobody answered about the organisation: a 5xx, a gateway, the network, a time-out, a body that is
   * not the API's. Never read as the organisation's state: retried, and the page says the service is
   * unreachable.
   */
  | { kind: 'unreachable'; retryAfterMs: number | null };

export function readOrganisationCheck(check: OrganisationCheck): CheckReading {
  const { access, outcome } = check;
  if (outcome === 'ok' && access.message === null) {
    return { kind: 'status', isActive: access.isActive, organisation: access.organisation };
  }
  if (access.message !== null && (outcome === 'ok' || outcome === 'refused' || outcome === 'unauthenticated')) {
    return { kind: 'refused', message: access.message, organisation: access.organisation };
  }
  return { kind: 'unreachable', retryAfterMs: check.retryAfterMs };
}
