import { buildApi } from '../../server/api/buildApi';
import { messages } from '../../server/api/messages';
import type { Queryable } from '../../server/db/database';
import { isoDateInDays } from '../../server/seed/demoDatabase';
import { COLLEGE_INACTIF, LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, listening, type TestApi, testApi } from './support';

const checkUrl = (id: string) => `/api/auth/organisations?accessCheck=true&id=${id}`;

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

async function get(url: string) {
  const { status, body } = await api.request(url);
  return { status, body };
}

describe('GET /api/auth/organisations?accessCheck=true&id=…', () => {
  test('Lycée Actif is active, with exactly the documented keys and no authorisation needed', async () => {
    const { status, body } = await get(checkUrl(LYCEE_ACTIF.id));
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: '',
      data: {
        isActive: 'true',
        id: LYCEE_ACTIF.id,
        name: 'Lycée Actif',
        plan: LYCEE_ACTIF.plan,
        subscription_status: 'active',
        subscription_end: isoDateInDays(new Date(), LYCEE_ACTIF.subscriptionEndInDays),
      },
    });
  });

  test('Collège Inactif is inactive: its subscription has ended', async () => {
    const { status, body } = await get(checkUrl(COLLEGE_INACTIF.id));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ isActive: 'false', name: 'Collège Inactif', subscription_status: 'canceled' });
    expect(String(body.data?.subscription_end) < isoDateInDays(new Date(), 0)).toBe(true);
  });

  test.each([
    ['an end date of today still counts', 'active', 0, 'true'],
    ['an end date of yesterday does not', 'active', -1, 'false'],
    ['no end date: active as long as the status is', 'active', null, 'true'],
    ['a status other than active does not, whatever the date', 'past_due', 30, 'false'],
  ])('isActive: %s', async (_case, status, endInDays, isActive) => {
    const id = '00000000-0000-4000-8000-000000000001';
    const end = endInDays === null ? null : isoDateInDays(new Date(), endInDays);
    await api.db.query(
      `insert into organisations (id, name, plan, subscription_status, subscription_end) values ($1, 'Essai', 'essai', $2, $3)
       on conflict (id) do update set subscription_status = excluded.subscription_status, subscription_end = excluded.subscription_end`,
      [id, status, end],
    );
    expect((await get(checkUrl(id))).body.data).toMatchObject({ isActive, subscription_end: end });
  });

  test('an unknown id → 404 Organisation inconnue.', async () => {
    expect(await get(checkUrl('5d0c2f5e-0b8a-4f4e-9c43-7d1a9b1e2f3a'))).toMatchObject({
      status: 404,
      body: { success: false, message: 'Organisation inconnue.' },
    });
  });

  test.each([
    ['no id', '/api/auth/organisations?accessCheck=true'],
    ['an empty id', '/api/auth/organisations?accessCheck=true&id='],
    ['a malformed id', checkUrl('pas-un-uuid')],
    ['an id with SQL in it', checkUrl("1' or '1'='1")],
    ['a urn:uuid: id', checkUrl(`urn:uuid:${LYCEE_ACTIF.id}`)],
    ['no accessCheck', `/api/auth/organisations?id=${LYCEE_ACTIF.id}`],
    ['accessCheck=false', `/api/auth/organisations?accessCheck=false&id=${LYCEE_ACTIF.id}`],
  ])('%s → 400', async (_case, url) => {
    expect(await get(url)).toMatchObject({ status: 400, body: { success: false, message: messages.invalidQuery } });
  });
});

describe('every answer has the one shape, in French', () => {
  test('an unknown route → 404', async () => {
    expect(await get('/api/auth/inconnue')).toMatchObject({
      status: 404,
      body: { success: false, message: messages.routeNotFound },
    });
  });

  test('a database failure → 500 without SQL nor stack trace', async () => {
    const broken: Queryable = {
      query: () => Promise.reject(new Error('relation "organisations" does not exist')),
    };
    const app = buildApi({ db: broken });
    const { request } = await listening(app);
    try {
      expect(await request(checkUrl(LYCEE_ACTIF.id))).toMatchObject({
        status: 500,
        body: { success: false, message: messages.internalError },
      });
    } finally {
      await app.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${api.origin}/api/auth/users/profile`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  test('allows the app origin', async () => {
    const { status, headers } = await preflight('http://127.0.0.1:8080');
    expect(status).toBe(204);
    expect(headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    expect(headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    // Answered before the routes' hooks: it says no-store like every other /api answer.
    expect(headers.get('cache-control')).toBe('no-store');
  });

  test('does not allow another origin', async () => {
    const { headers } = await preflight('https://ailleurs.example');
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });
});
