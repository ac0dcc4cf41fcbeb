/**
 * @jest-environment node
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { classifyProfileResult, outageMessage, type ProfileCallResult } from '../../../src/features/auth';
import { identityFailure, noSession } from '../../../src/lib/api/classifyAnswer';

const profileData = {
  id: 12,
  email: 'enseignant@actif.demo.test',
  role: 'enseignant',
  uid_organisation: 'org-actif',
  firstname: 'Claire',
  name: 'Dubois',
};

const http = (status: number, data: unknown = { success: false, message: 'x' }): ProfileCallResult => ({
  error: { status, data } as FetchBaseQueryError,
});

/** An HTTP error with the response's headers, as fetchBaseQuery gives it in `meta`. */
const withHeaders = (status: number, headers: Record<string, string>): ProfileCallResult => ({
  ...http(status, { success: false, message: 'Trop de requêtes.' }),
  meta: { request: new Request('http://localhost/api/auth/users/profile'), response: new Response(null, { status, headers }) },
});

describe('classifyProfileResult: "could not be reached" against "answered no" (docs/product.md §8, §19.6)', () => {
  const rows: [string, ProfileCallResult, string][] = [
    ['a profile', { data: { success: true, message: '', data: profileData } }, 'profile'],
    ['the fetch failing (API process gone, network down)', { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } }, 'unreachable:api'],
    ['a timeout', { error: { status: 'TIMEOUT_ERROR', error: 'AbortError' } }, 'unreachable:api'],
    ['502 from the web server (no API behind it)', http(502), 'unreachable:api'],
    ['503 from the API (Firebase or the database away)', http(503), 'unreachable:api'],
    ['504 from a gateway', http(504), 'unreachable:api'],
    ['a gateway HTML page with 502', { error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' } }, 'unreachable:api'],
    ['the token refresh failing on the network', { error: identityFailure('auth/network-request-failed') }, 'unreachable:identity'],
    ['429 (rate limited)', http(429), 'unreachable:api'],
    ['429 with Retry-After', withHeaders(429, { 'Retry-After': '1' }), 'unreachable:api'],
    ['429 from a proxy, not JSON', { error: { status: 'PARSING_ERROR', originalStatus: 429, data: 'Too Many Requests', error: 'SyntaxError' } }, 'unreachable:api'],
    ['401 after the forced refresh', http(401), 'empty'],
    ['403 (e-mail not verified)', http(403), 'empty'],
    ['404', http(404), 'empty'],
    ['400', http(400), 'empty'],
    ['500 from the API', http(500), 'empty'],
    ['500 with a body that is not JSON', { error: { status: 'PARSING_ERROR', originalStatus: 500, data: 'oops', error: 'SyntaxError' } }, 'empty'],
    ['a 200 that is not JSON', { error: { status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' } }, 'empty'],
    ['a custom error', { error: { status: 'CUSTOM_ERROR', error: 'x' } }, 'empty'],
    ['success false', { data: { success: false, message: 'Aucun profil pour ce compte.' } }, 'empty'],
    ['empty data', { data: { success: true, message: '', data: {} } }, 'empty'],
    ['no user at the provider (no token)', { error: noSession() }, 'empty'],
    ['a null body', { data: null }, 'empty'],
    ['the provider refusing the refresh (account disabled)', { error: identityFailure('auth/user-disabled') }, 'empty'],
    ['the provider refusing the refresh (session expired)', { error: identityFailure('auth/user-token-expired') }, 'empty'],
  ];
  test.each(rows.map(([name, result, expected]) => [name, expected, result] as const))('%s → %s', (_name, expected, result) => {
    const outcome = classifyProfileResult(result);
    expect(outcome.kind === 'unreachable' ? `unreachable:${outcome.service}` : outcome.kind).toBe(expected);
  });

  test('a Retry-After travels with the outcome, in milliseconds', () => {
    expect(classifyProfileResult(withHeaders(429, { 'Retry-After': '1' }))).toEqual({ kind: 'unreachable', service: 'api', retryAfterMs: 1_000 });
    expect(classifyProfileResult(http(503))).toEqual({ kind: 'unreachable', service: 'api', retryAfterMs: null });
  });

  test('the profile comes parsed', () => {
    const outcome = classifyProfileResult({ data: { success: true, message: '', data: profileData } });
    expect(outcome).toMatchObject({ kind: 'profile', profile: { id: 12, role: 'enseignant', firstname: 'Claire' } });
  });
});

describe('outageMessage', () => {
  test.each([
    [null, null],
    [{ service: 'api' as const, retryInSeconds: 2 }, 'Le service SimuSession est momentanément injoignable. Nouvelle tentative dans 2 s…'],
    [{ service: 'identity' as const, retryInSeconds: 30 }, 'Le service de connexion est momentanément injoignable. Nouvelle tentative dans 30 s…'],
  ])('%j → %s', (outage, expected) => {
    expect(outageMessage(outage)).toBe(expected);
  });
});
