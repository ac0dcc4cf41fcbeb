/**
 * Every endpoint (docs/product.md §12.4) × each role × own organisation / other organisation / inactive
 * organisation / no token, against the real server and real emulator tokens. The expectations are
 * written out by hand, not derived from contract/policy.ts: this table is the check on the policy.
 *
 * The columns:
 * - own: the role's account of Lycée Actif (active) asks about its own organisation (the hyperadmin,
 *   who has none, names Lycée Actif with `organisation=`);
 * - other: the same account names Collège Inactif (`organisation=` or the access check's `id=`): a
 *   member stays scoped to their own organisation whatever they send; the hyperadmin gets the other one;
 * - inactive: the role's account of Collège Inactif (the hyperadmin names Collège Inactif);
 * - none: no token.
 * '403 rôle' is « Action non autorisée pour votre rôle. », '403 abonnement' is « Abonnement de
 * l'organisation inactif. ».
 */
import { ACTIF, INACTIF, MATRIX_EMAILS, requestFor, type Role } from './matrixColumns';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

type Expected = '200' | '401' | '403 rôle' | '403 abonnement';


/** Each endpoint, with the organisation it is asked about. */
const ENDPOINTS: Record<string, (organisation: string) => string> = {
  'GET /api/auth/users/profile': () => '/api/auth/users/profile',
  'GET /api/auth/organisations': (id) => `/api/auth/organisations?accessCheck=true&id=${id}`,
  'GET /api/organisation': (id) => `/api/organisation?organisation=${id}`,
  'GET /api/tags': (id) => `/api/tags?organisation=${id}`,
  'GET /api/auth/users': (id) => `/api/auth/users?organisation=${id}`,
  'GET /api/sessions': (id) => `/api/sessions?organisation=${id}`,
  'GET /api/folders': (id) => `/api/folders?organisation=${id}`,
  'GET /api/scenarios': (id) => `/api/scenarios?library=true&organisation=${id}`,
  'GET /api/organisations': () => '/api/organisations',
  'GET /api/subscription': (id) => `/api/subscription?organisation=${id}`,
  'GET /api/openapi.json': () => '/api/openapi.json',
  'GET /api/inactive-users': () => '/api/inactive-users',
  'GET /api/me/export': () => '/api/me/export',
};

//                                            role          own        other      inactive           none
const MATRIX: [endpoint: string, role: Role, own: Expected, other: Expected, inactive: Expected, none: Expected][] = [
  ['GET /api/auth/users/profile', 'admin', '200', '200', '200', '401'],
  ['GET /api/auth/users/profile', 'hyperadmin', '200', '200', '200', '401'],
  ['GET /api/auth/users/profile', 'enseignant', '200', '200', '200', '401'],
  ['GET /api/auth/users/profile', 'etudiant', '200', '200', '200', '401'],

  ['GET /api/auth/organisations', 'admin', '200', '200', '200', '200'],
  ['GET /api/auth/organisations', 'hyperadmin', '200', '200', '200', '200'],
  ['GET /api/auth/organisations', 'enseignant', '200', '200', '200', '200'],
  ['GET /api/auth/organisations', 'etudiant', '200', '200', '200', '200'],

  ['GET /api/organisation', 'admin', '200', '200', '200', '401'],
  ['GET /api/organisation', 'hyperadmin', '200', '200', '200', '401'],
  ['GET /api/organisation', 'enseignant', '200', '200', '200', '401'],
  ['GET /api/organisation', 'etudiant', '200', '200', '200', '401'],

  ['GET /api/tags', 'admin', '200', '200', '403 abonnement', '401'],
  ['GET /api/tags', 'hyperadmin', '200', '200', '200', '401'],
  ['GET /api/tags', 'enseignant', '200', '200', '403 abonnement', '401'],
  ['GET /api/tags', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['GET /api/organisations', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['GET /api/organisations', 'hyperadmin', '200', '200', '200', '401'],
  ['GET /api/organisations', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['GET /api/organisations', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['GET /api/auth/users', 'admin', '200', '200', '403 abonnement', '401'],
  ['GET /api/auth/users', 'hyperadmin', '200', '200', '200', '401'],
  ['GET /api/auth/users', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['GET /api/auth/users', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['GET /api/sessions', 'admin', '200', '200', '403 abonnement', '401'],
  ['GET /api/sessions', 'hyperadmin', '200', '200', '200', '401'],
  ['GET /api/sessions', 'enseignant', '200', '200', '403 abonnement', '401'],
  ['GET /api/sessions', 'etudiant', '200', '200', '403 abonnement', '401'],

  // The admin of an inactive organisation reads (and pays) its subscription: that is how it comes back.
  ['GET /api/subscription', 'admin', '200', '200', '200', '401'],
  ['GET /api/subscription', 'hyperadmin', '200', '200', '200', '401'],
  ['GET /api/subscription', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['GET /api/subscription', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['GET /api/folders', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['GET /api/folders', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['GET /api/folders', 'enseignant', '200', '200', '403 abonnement', '401'],
  ['GET /api/folders', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['GET /api/scenarios', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['GET /api/scenarios', 'hyperadmin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['GET /api/scenarios', 'enseignant', '200', '200', '403 abonnement', '401'],
  ['GET /api/scenarios', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['GET /api/openapi.json', 'admin', '200', '200', '200', '200'],
  ['GET /api/openapi.json', 'hyperadmin', '200', '200', '200', '200'],
  ['GET /api/openapi.json', 'enseignant', '200', '200', '200', '200'],
  ['GET /api/openapi.json', 'etudiant', '200', '200', '200', '200'],

  ['GET /api/inactive-users', 'admin', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['GET /api/inactive-users', 'hyperadmin', '200', '200', '200', '401'],
  ['GET /api/inactive-users', 'enseignant', '403 rôle', '403 rôle', '403 rôle', '401'],
  ['GET /api/inactive-users', 'etudiant', '403 rôle', '403 rôle', '403 rôle', '401'],

  ['GET /api/me/export', 'admin', '200', '200', '200', '401'],
  ['GET /api/me/export', 'hyperadmin', '200', '200', '200', '401'],
  ['GET /api/me/export', 'enseignant', '200', '200', '200', '401'],
  ['GET /api/me/export', 'etudiant', '200', '200', '200', '401'],
];

const MESSAGES: Record<Expected, string | undefined> = {
  '200': undefined,
  '401': 'Authentification requise.',
  '403 rôle': 'Action non autorisée pour votre rôle.',
  '403 abonnement': "Abonnement de l’organisation inactif.",
};

let api: TestApi;
const tokens = new Map<string, string>();

beforeAll(async () => {
  api = await testApi();
  for (const email of MATRIX_EMAILS) tokens.set(email, await signIn(email));
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const CASES = MATRIX.flatMap(([endpoint, role, own, other, inactive, none]) =>
  (
    [
      ['own', own],
      ['other', other],
      ['inactive', inactive],
      ['none', none],
    ] as const
  ).map(([column, expected]) => [endpoint, role, column, expected] as const),
);

test('the matrix covers every endpoint for every role', () => {
  for (const endpoint of Object.keys(ENDPOINTS)) {
    expect(MATRIX.filter(([name]) => name === endpoint).map(([, role]) => role).sort()).toEqual(['admin', 'enseignant', 'etudiant', 'hyperadmin']);
  }
});

test.each(CASES)('%s · %s · %s → %s', async (endpoint, role, column, expected) => {
  const { email, organisation } = requestFor(role, column);
  const path = ENDPOINTS[endpoint]?.(organisation) ?? '';
  const token = email === undefined ? undefined : tokens.get(email);
  const response = await api.request(path, { headers: token ? bearer(token) : {} });
  expect(String(response.status)).toBe(expected.slice(0, 3));
  const message = MESSAGES[expected];
  if (message !== undefined) expect(response.body).toEqual({ success: false, message });
  // The OpenAPI document and the personal-data file are documents, not enveloped answers.
  else if (endpoint === 'GET /api/me/export') expect(response.body).toHaveProperty('generated_at');
  else if (endpoint !== 'GET /api/openapi.json') expect(response.body.success).toBe(true);
});

describe('authorisation comes before validation (docs/product.md §12)', () => {
  test.each([
    ['etudiant@actif.demo.test', 403, 'Action non autorisée pour votre rôle.'],
    ['admin@inactif.demo.test', 403, "Abonnement de l’organisation inactif."],
    ['admin@actif.demo.test', 400, 'Paramètres de requête manquants ou invalides.'],
  ])('%s with a malformed query → %s', async (email, status, message) => {
    const response = await api.request('/api/auth/users?limit=beaucoup&role=roi', { headers: bearer(tokens.get(email) ?? '') });
    expect(response).toMatchObject({ status, body: { success: false, message } });
  });
});

describe('another organisation is never seen by its members', () => {
  test('an admin naming another organisation still gets their own users', async () => {
    const response = await api.request(`/api/auth/users?organisation=${INACTIF}`, { headers: bearer(tokens.get('admin@actif.demo.test') ?? '') });
    const items = (response.body.data?.items ?? []) as { uid_organisation: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.uid_organisation))).toEqual(new Set([ACTIF]));
  });

  test('a member naming another organisation still gets their own organisation', async () => {
    const response = await api.request(`/api/organisation?organisation=${INACTIF}`, { headers: bearer(tokens.get('etudiant@actif.demo.test') ?? '') });
    expect(response.body.data).toMatchObject({ id: ACTIF, name: 'Lycée Actif' });
  });

  test('the hyperadmin must name the organisation', async () => {
    const response = await api.request('/api/auth/users', { headers: bearer(tokens.get('hyper@demo.test') ?? '') });
    expect(response).toMatchObject({ status: 400, body: { success: false, message: 'Paramètre «\u00a0organisation\u00a0» requis pour l’hyperadministrateur.' } });
  });
});
