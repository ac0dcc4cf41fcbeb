/**
 * Tenant isolation under generated traffic (fast-check): random sequences of API calls by random actors
 * of two active organisations — reads of lists and of single rows, writes (groups, dossiers), some naming
 * the other organisation (`organisation=` or another organisation's row id) — against the real server
 * (listening, over PostgreSQL) with real emulator tokens. After every call:
 * - no answer contains the other organisation's data: none of its row ids, user ids, e-mail addresses,
 *   its id or its name, read from the database as it is at that moment (rows created during the run included);
 * - every refusal is a status the route documents (the OpenAPI document generated from the same schemas)
 *   and has the error envelope with a French message.
 * Collège Inactif is made active for this file's database, so that its three demo accounts act too.
 */
import fc from 'fast-check';
import { COLLEGE_INACTIF, LYCEE_ACTIF } from '../../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from '../support';

type Organisation = 'actif' | 'inactif';
type Actor = { email: string; organisation: Organisation; token: string };
type Kind = 'tag' | 'folder' | 'session' | 'scenario' | 'user';

const ORGANISATIONS = { actif: LYCEE_ACTIF, inactif: COLLEGE_INACTIF } as const;
const ACCOUNTS: [string, Organisation][] = [
  ['admin@actif.demo.test', 'actif'],
  ['enseignant@actif.demo.test', 'actif'],
  ['enseignant2@actif.demo.test', 'actif'],
  ['etudiant@actif.demo.test', 'actif'],
  ['admin@inactif.demo.test', 'inactif'],
  ['enseignant@inactif.demo.test', 'inactif'],
  ['etudiant@inactif.demo.test', 'inactif'],
];

/** One generated call: the route (as the OpenAPI document names it), how to fill it in, a body. */
type Call = {
  actor: number;
  route: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; template: string; kind?: Kind; list?: string };
  target: number;
  naming: 'own' | 'other' | 'none';
  name: string;
};

const ROUTES: Call['route'][] = [
  { method: 'GET', template: '/api/auth/users/profile' },
  { method: 'GET', template: '/api/organisation', list: '' },
  { method: 'GET', template: '/api/tags', list: '' },
  { method: 'GET', template: '/api/auth/users', list: '' },
  { method: 'GET', template: '/api/sessions', list: '' },
  { method: 'GET', template: '/api/students', list: '' },
  { method: 'GET', template: '/api/folders', list: '' },
  { method: 'GET', template: '/api/scenarios', list: 'library=true' },
  { method: 'GET', template: '/api/documents', list: '' },
  { method: 'GET', template: '/api/subscription', list: '' },
  { method: 'GET', template: '/api/documents/acceptance' },
  { method: 'GET', template: '/api/me/export' },
  { method: 'GET', template: '/api/sessions/scenarios', list: '' },
  { method: 'GET', template: '/api/sessions/{id}', kind: 'session' },
  { method: 'GET', template: '/api/sessions/{id}/events', kind: 'session' },
  { method: 'GET', template: '/api/scenarios/{id}', kind: 'scenario' },
  { method: 'GET', template: '/api/students/{uid}/history', kind: 'user' },
  { method: 'POST', template: '/api/tags', list: '' },
  { method: 'PATCH', template: '/api/tags/{id}', kind: 'tag' },
  { method: 'DELETE', template: '/api/tags/{id}', kind: 'tag' },
  { method: 'POST', template: '/api/folders', list: '' },
  { method: 'PATCH', template: '/api/folders/{id}', kind: 'folder' },
];

let api: TestApi;
let actors: Actor[];
let documented: Map<string, Set<number>>;

beforeAll(async () => {
  api = await testApi({ rateLimits: false });
  await api.db.query(`update organisations set subscription_status = 'active', subscription_end = current_date + 365 where id = $1`, [COLLEGE_INACTIF.id]);
  actors = await Promise.all(ACCOUNTS.map(async ([email, organisation]) => ({ email, organisation, token: await signIn(email) })));
  const openapi = (await api.request('/api/openapi.json')).body as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
  documented = new Map();
  for (const [template, methods] of Object.entries(openapi.paths)) {
    for (const [method, operation] of Object.entries(methods)) documented.set(`${method.toUpperCase()} ${template}`, new Set(Object.keys(operation.responses).map(Number)));
  }
  // The generated calls use real routes only: a typo here would test the 404 of no route.
  expect(ROUTES.filter((route) => !documented.has(`${route.method} ${route.template}`))).toEqual([]);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

/** Rows of each kind per organisation, as the database holds them now. */
async function rowsOf(kind: Kind, organisation: Organisation): Promise<string[]> {
  const id = ORGANISATIONS[organisation].id;
  const sql = {
    tag: 'select id::text as key from tags where organisation_id = $1 order by id',
    folder: 'select id::text as key from folders where organisation_id = $1 order by id',
    session: 'select id::text as key from sessions where organisation_id = $1 order by id',
    scenario: 'select id::text as key from scenarios where organisation_id = $1 order by id',
    user: 'select uid as key from users where organisation_id = $1 order by uid',
  }[kind];
  return (await api.db.query<{ key: string }>(sql, [id])).map((row) => row.key);
}

/** Everything of `organisation` that must never reach a member of the other one. */
async function secretsOf(organisation: Organisation): Promise<string[]> {
  const { id, name } = ORGANISATIONS[organisation];
  const rows = await api.db.query<{ secret: string }>(
    `select id::text as secret from tags where organisation_id = $1
     union all select id::text from folders where organisation_id = $1
     union all select id::text from sessions where organisation_id = $1
     union all select id::text from scenarios where organisation_id = $1
     union all select id::text from documents where organisation_id = $1
     union all select uid from users where organisation_id = $1
     union all select email from users where organisation_id = $1`,
    [id],
  );
  return [id, name, ...rows.map((row) => row.secret)];
}

async function perform(call: Call): Promise<void> {
  const actor = actors[call.actor % actors.length]!;
  const other: Organisation = actor.organisation === 'actif' ? 'inactif' : 'actif';
  const { route } = call;
  let path = route.template;
  if (route.kind) {
    // A row of either organisation, the other's as often as one's own.
    const pool = [...(await rowsOf(route.kind, actor.organisation)), ...(await rowsOf(route.kind, other))];
    const chosen = pool.length > 0 ? pool[call.target % pool.length]! : '00000000-0000-4000-8000-000000000000';
    path = path.replace(/\{(id|uid)\}/, chosen);
  }
  const query = [route.list ?? '', call.naming === 'none' ? '' : `organisation=${ORGANISATIONS[call.naming === 'own' ? actor.organisation : other].id}`]
    .filter(Boolean)
    .join('&');
  const body = route.method === 'POST' || route.method === 'PATCH' ? JSON.stringify({ name: call.name }) : undefined;
  const response = await fetch(`${api.origin}${path}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers: { ...bearer(actor.token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await response.text();
  const where = `${actor.email} ${route.method} ${path}${query ? `?${query}` : ''} → ${response.status} ${text.slice(0, 300)}`;

  const leaked = (await secretsOf(other)).filter((secret) => text.includes(secret));
  if (leaked.length > 0) throw new Error(`données de l’autre organisation (${leaked.join(', ')}) dans : ${where}`);
  if (response.status >= 400) {
    const statuses = documented.get(`${route.method} ${route.template}`);
    if (!statuses?.has(response.status)) throw new Error(`statut non documenté (${[...(statuses ?? [])].join(', ')}) : ${where}`);
    const parsed = JSON.parse(text) as { success?: unknown; message?: unknown };
    if (parsed.success !== false || typeof parsed.message !== 'string' || parsed.message.length === 0) throw new Error(`refus hors enveloppe : ${where}`);
  }
}

const callArbitrary: fc.Arbitrary<Call> = fc.record({
  actor: fc.nat({ max: ACCOUNTS.length - 1 }),
  route: fc.constantFrom(...ROUTES),
  target: fc.nat(),
  naming: fc.constantFrom('own' as const, 'other' as const, 'none' as const, 'none' as const),
  name: fc.stringMatching(/^[A-Za-zÀ-ÿ0-9 ’-]{1,20}$/).filter((name) => /\S/.test(name)),
});

test('no answer ever carries the other organisation’s data, and every refusal is a documented status', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(callArbitrary, { minLength: 1, maxLength: 20 }), async (calls) => {
      for (const call of calls) await perform(call);
    }),
    { numRuns: 60, seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined, endOnFailure: true },
  );
}, 180_000);
