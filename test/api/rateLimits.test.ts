/**
 * Rate limits (docs/product.md §19.6): verified calls are counted per account, calls with a missing or refused token per
 * client address, the public organisation check per client address; the address is the socket's
 * unless the proxy in front is trusted. Every 429 carries Retry-After and the envelope.
 */
import { rateLimits } from '../../server/api/config';
import { DEFAULT_RATE_LIMITS } from '../../server/api/plugins/external/rateLimit';
import { LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

const PROFILE = '/api/auth/users/profile';
const CHECK = `/api/auth/organisations?accessCheck=true&id=${LYCEE_ACTIF.id}`;
const TOO_MANY = { success: false, message: 'Trop de requêtes\u00a0: patientez un instant avant de réessayer.' };

let api: TestApi;
beforeAll(async () => {
  api = await testApi({ rateLimits: { userPerMinute: 5, anonymousPerMinute: 5, organisationCheckPerMinute: 5 } });
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

async function statuses(count: number, send: () => Promise<number>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) seen.push(await send());
  return seen;
}

/** Through app.inject, so that the socket's address can be chosen. */
const injected = (url: string, remoteAddress: string, headers: Record<string, string> = {}) => async () =>
  (await api.app.inject({ url, remoteAddress, headers })).statusCode;

test('verified calls are counted per account: one busy person does not stop their neighbour behind the same address', async () => {
  const busy = await signIn('enseignant@actif.demo.test');
  const neighbour = await signIn('etudiant@actif.demo.test');
  expect(await statuses(6, injected(PROFILE, '192.0.2.10', bearer(busy)))).toEqual([200, 200, 200, 200, 200, 429]);
  const refused = await api.request(PROFILE, { headers: bearer(busy) });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.body).toEqual(TOO_MANY);
  expect(await statuses(5, injected(PROFILE, '192.0.2.10', bearer(neighbour)))).toEqual([200, 200, 200, 200, 200]);
});

test('calls without a valid token are counted per client address, and do not use up the signed-in people’s share', async () => {
  expect(await statuses(7, injected(PROFILE, '192.0.2.20'))).toEqual([401, 401, 401, 401, 401, 429, 429]);
  expect(await statuses(2, injected(PROFILE, '192.0.2.20', bearer('not.a.token')))).toEqual([429, 429]);
  const response = await api.app.inject({ url: PROFILE, remoteAddress: '192.0.2.20' });
  expect(response.headers['retry-after']).toBeDefined();
  expect(response.json()).toEqual(TOO_MANY);
  // Another address has its own share; a signed-in person behind the refused address is not refused.
  expect(await statuses(1, injected(PROFILE, '192.0.2.21'))).toEqual([401]);
  expect(await statuses(1, injected(PROFILE, '192.0.2.20', bearer(await signIn('admin@actif.demo.test'))))).toEqual([200]);
});

test('the organisation check is counted per client address', async () => {
  expect(await statuses(6, injected(CHECK, '192.0.2.30'))).toEqual([200, 200, 200, 200, 200, 429]);
  const response = await api.app.inject({ url: CHECK, remoteAddress: '192.0.2.30' });
  expect(response.headers['retry-after']).toBeDefined();
  expect(response.json()).toEqual(TOO_MANY);
  expect(await statuses(1, injected(CHECK, '192.0.2.31'))).toEqual([200]);
});

test('a forged X-Forwarded-For on the API’s own port does not choose the address counted', async () => {
  let forged = 0;
  const send = async () => {
    forged += 1;
    const response = await fetch(`${api.origin}${PROFILE}`, { headers: { 'x-forwarded-for': `198.51.100.${forged}` } });
    return response.status;
  };
  const seen = await statuses(8, send);
  expect(seen.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
});

test('the defaults fit a school: 300 a minute per account, 120 per address without a token, 3 000 for the organisation check', () => {
  expect(DEFAULT_RATE_LIMITS).toEqual({ userPerMinute: 300, anonymousPerMinute: 120, organisationCheckPerMinute: 3000 });
  expect(rateLimits({ RATE_LIMIT_USER_PER_MINUTE: '600', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0' })).toEqual({
    userPerMinute: 600,
    anonymousPerMinute: false,
    organisationCheckPerMinute: 3000,
  });
  expect(() => rateLimits({ RATE_LIMIT_ORGANISATION_CHECK_PER_MINUTE: 'beaucoup' })).toThrow(
    'RATE_LIMIT_ORGANISATION_CHECK_PER_MINUTE doit être un entier positif ou 0.',
  );
});
