import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { isFirebaseUnreachable, ServiceUnavailableError } from './availability';
import { messages } from './messages';

export type TokenVerifier = Pick<Auth, 'verifyIdToken'>;

export type Authentication = { ok: true; token: DecodedIdToken } | { ok: false; message: string };

const BEARER = /^Bearer ([A-Za-z0-9_.~+/=-]+)$/i;

/** firebase-admin error codes that mean "this caller is not authenticated", with what to tell them. */
const REJECTIONS: Readonly<Record<string, string>> = {
  'auth/argument-error': messages.tokenInvalid,
  'auth/invalid-id-token': messages.tokenInvalid,
  'auth/user-not-found': messages.tokenInvalid,
  'auth/id-token-expired': messages.tokenExpired,
  'auth/id-token-revoked': messages.tokenRevoked,
  'auth/user-disabled': messages.accountDisabled,
};

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * Checks the `Authorization: Bearer <Firebase ID token>` header, revocation included.
 * Firebase unreachable (the revocation check asks it) throws a `ServiceUnavailableError` (503); any
 * other failure is thrown as is (500): it is the server's fault, not the caller's.
 */
export async function authenticate(header: string | undefined, verifier: TokenVerifier): Promise<Authentication> {
  if (!header) return { ok: false, message: messages.authorizationMissing };
  const token = BEARER.exec(header)?.[1];
  if (!token) return { ok: false, message: messages.authorizationMalformed };
  try {
    return { ok: true, token: await verifier.verifyIdToken(token, true) };
  } catch (error) {
    const message = REJECTIONS[errorCode(error) ?? ''];
    if (message !== undefined) return { ok: false, message };
    if (isFirebaseUnreachable(error)) throw new ServiceUnavailableError('identity', error);
    throw error;
  }
}
