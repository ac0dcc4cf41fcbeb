/**
 * The published contract describes the real answers. Every request here goes through a validating proxy
 * (contractProxy.ts: Prism's proxy mode, in-repo) in front of `npm start`'s dev server (webpack.config.ts's own
 * `devServer`: its `/api` proxy and middlewares) in front of the API, and every answer, whatever its status, is
 * checked against what the served `/api/openapi.json` says of that operation and status: 0 violations.
 *
 * Two corpora: every GET route, as each account of the demo world (hyperadmin, admin, teachers, student, and the
 * inactive organisation's admin and student), with the ids those accounts really see, first pages and one-item
 * pages; and every operation of the document, with inputs built from its own schemas, valid ones and invalid ones
 * (each field one past its limit, a wrong type, a missing field, a NUL, malformed JSON, another media type, a body
 * or a URL too large), as each role and as nobody.
 */
import net from 'node:net';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { LYCEE_ACTIF, NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { startContractProxy, type ContractProxy, type OpenApiDocument, type Operation, type SchemaObject } from './contractProxy';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

const ACCOUNTS = [
  'hyper@demo.test',
  'admin@actif.demo.test',
  'enseignant@actif.demo.test',
  'enseignant2@actif.demo.test',
  'etudiant@actif.demo.test',
  'admin@inactif.demo.test',
  'etudiant@inactif.demo.test',
] as const;

/** How many ids of each kind an account's pages are asked with (its lists' first ones). */
const IDS_PER_KIND = 4;

let api: TestApi;
let devServer: WebpackDevServer;
let proxy: ContractProxy;
let document: OpenApiDocument;
const tokens = new Map<string, string>();
/** A live patient-monitor link's token, made in beforeAll. */
const monitorTokens: string[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type DevelopmentBuild = webpack.Configuration & { devServer?: WebpackDevServer.Configuration };

/** webpack-dev-server with the repository's `devServer` section (as `npm start` runs it), over a one-line bundle. */
async function startDevServer(apiOrigin: string): Promise<{ server: WebpackDevServer; origin: string }> {
  const port = await freePort();
  const saved = { PORT: process.env.PORT, API_PROXY_TARGET: process.env.API_PROXY_TARGET };
  Object.assign(process.env, { PORT: String(port), API_PROXY_TARGET: apiOrigin });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- read once PORT and API_PROXY_TARGET are set.
  const configure = (require('../../webpack.config') as { default: (env: object, argv: { mode: string }) => DevelopmentBuild }).default;
  const { devServer: options } = configure({}, { mode: 'development' });
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const compiler = webpack({ mode: 'development', entry: 'data:text/javascript,void 0', infrastructureLogging: { level: 'error' }, stats: 'none' });
  const server = new WebpackDevServer({ ...options, hot: false, liveReload: false, client: false, setupExitSignals: false }, compiler);
  await server.start();
  return { server, origin: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  // Hundreds of calls from one address: the rate limits are another suite's subject.
  api = await testApi({ rateLimits: false });
  document = (await fetch(`${api.origin}/api/openapi.json`).then((response) => response.json())) as OpenApiDocument;
  const dev = await startDevServer(api.origin);
  devServer = dev.server;
  proxy = await startContractProxy(dev.origin, document);
  for (const email of ACCOUNTS) tokens.set(email, await signIn(email));
  const link = await fetch(`${api.origin}/api/sessions/${NEXT_WEEK_SESSION.id}/monitor-link`, { method: 'POST', headers: bearer(tokens.get('enseignant@actif.demo.test') ?? '') });
  monitorTokens.push(((await link.json()) as { data: { token: string } }).data.token);
}, 2 * DATABASE_HOOK_TIMEOUT_MS);
afterAll(async () => {
  await proxy?.close();
  await devServer?.stop();
  await api?.close();
});

type Answer = { account: string; url: string; status: number; body: unknown };

async function get(account: string, url: string): Promise<Answer> {
  const response = await fetch(`${proxy.origin}${url}`, { headers: bearer(tokens.get(account) ?? '') });
  return { account, url, status: response.status, body: await response.json() };
}

const itemsOf = (answer: Answer): Record<string, unknown>[] => {
  const data = (answer.body as { data?: { items?: unknown } }).data;
  return answer.status === 200 && Array.isArray(data?.items) ? (data.items as Record<string, unknown>[]) : [];
};

/** The ids each account really sees, by path parameter. */
type Ids = { sessions: string[]; folders: string[]; scenarios: string[]; versions: [string, number][]; students: string[] };

async function idsSeenBy(account: string): Promise<Ids> {
  const first = (answer: Answer, key: string) => itemsOf(answer).slice(0, IDS_PER_KIND).map((item) => String(item[key]));
  const sessions = first(await get(account, '/api/sessions'), 'id');
  const folders = first(await get(account, '/api/folders'), 'id');
  const listed = [(await get(account, '/api/scenarios?library=true')), ...(await Promise.all(folders.map((folder) => get(account, `/api/scenarios?folder=${folder}`))))].flatMap(
    (answer) => itemsOf(answer).slice(0, IDS_PER_KIND),
  );
  const scenarios = [...new Set(listed.map((item) => String(item.id)))];
  // The current version of each, and the earlier ones its history lists.
  const versions: [string, number][] = listed.map((item) => [String(item.id), Number(item.version)]);
  for (const id of scenarios) {
    for (const item of itemsOf(await get(account, `/api/scenarios/${id}/versions`)).slice(0, 2)) versions.push([id, Number(item.version)]);
  }
  const students = first(await get(account, '/api/students'), 'uid');
  return { sessions, folders, scenarios, versions, students };
}

/** The lists whose query chooses what they list: each choice is asked too. */
function queryChoices(template: string, ids: Ids): string[] {
  if (template === '/api/scenarios') return ['library=true', ...ids.folders.map((folder) => `folder=${folder}`)];
  return [];
}

/** Every URL to ask of a documented GET path, as this account, with the ids it sees (and those others see). */
function urlsFor(template: string, operation: Operation, ids: Ids): string[] {
  const query = new Map<string, string>();
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query' || !parameter.required) continue;
    // The access check of the sign-in page names the organisation it checks.
    if (parameter.name === 'accessCheck') query.set('accessCheck', 'true');
    else if (parameter.name === 'id') query.set('id', LYCEE_ACTIF.id);
    else throw new Error(`${template}: no value for the required query parameter ${parameter.name}`);
  }
  const searches = [query.size > 0 ? `?${new URLSearchParams([...query])}` : '', ...queryChoices(template, ids).map((choice) => `?${choice}`)];
  const pageable = (operation.parameters ?? []).some((parameter) => parameter.in === 'query' && parameter.name === 'limit');
  const withPath = (): string[] => {
    if (!template.includes('{')) return [template];
    if (template.startsWith('/api/sessions/{id}')) return ids.sessions.map((id) => template.replace('{id}', id));
    if (template === '/api/scenarios/{id}/versions/{version}') return ids.versions.map(([id, version]) => `/api/scenarios/${id}/versions/${version}`);
    if (template.startsWith('/api/scenarios/{id}')) return ids.scenarios.map((id) => template.replace('{id}', id));
    if (template === '/api/students/{uid}/history') return ids.students.map((uid) => template.replace('{uid}', uid));
    // The monitor's public page: a live link, a revoked one and a malformed one (monitorLink.test.ts for the rest).
    if (template === '/api/monitor/{token}') return [...monitorTokens, 'A'.repeat(43), 'pas-un-jeton'].map((token) => template.replace('{token}', token));
    throw new Error(`${template}: no ids for its path parameters`);
  };
  return withPath().flatMap((path) =>
    searches.flatMap((search) => [`${path}${search}`, ...(pageable ? [`${path}${search ? `${search}&` : '?'}limit=1`] : [])]),
  );
}

test('every answer of every list and page, for every demo account, is what the published contract says', async () => {
  expect(document.openapi).toMatch(/^3\.1\./);
  const before = proxy.violations.length;
  const seen = new Map<string, Ids>();
  for (const account of ACCOUNTS) seen.set(account, await idsSeenBy(account));
  // Each account also asks for what the others see: refusals (403, 404) are answers the contract describes too.
  const everyId: Ids = {
    sessions: [...new Set([...seen.values()].flatMap((ids) => ids.sessions))],
    folders: [...new Set([...seen.values()].flatMap((ids) => ids.folders))],
    scenarios: [...new Set([...seen.values()].flatMap((ids) => ids.scenarios))],
    versions: [...new Map([...seen.values()].flatMap((ids) => ids.versions).map((pair) => [pair.join('/'), pair])).values()],
    students: [...new Set([...seen.values()].flatMap((ids) => ids.students))],
  };
  expect(everyId.sessions.length).toBeGreaterThan(0);
  expect(everyId.scenarios.length).toBeGreaterThan(0);
  expect(everyId.versions.length).toBeGreaterThan(0);
  expect(everyId.students.length).toBeGreaterThan(0);

  // A stream (text/event-stream) is not a JSON answer and never ends: sessionStream.test.ts and monitorLink.test.ts.
  // A recording's video (video/webm, opened by a signed address only a list gives) neither: recordings.test.ts.
  const notJson = (template: string) => template.endsWith('/stream') || template.endsWith('/media');
  const getPaths = Object.entries(document.paths).flatMap(([template, methods]) => (methods.get && !notJson(template) ? [[template, methods.get] as const] : []));
  const succeeded = new Set<string>();
  const answers: Answer[] = [];
  for (const account of ACCOUNTS) {
    for (const [template, operation] of getPaths) {
      for (const url of urlsFor(template, operation, everyId)) {
        const answer = await get(account, url);
        answers.push(answer);
        if (answer.status === 200) succeeded.add(template);
      }
    }
  }
  expect(proxy.violations.slice(before)).toEqual([]);
  // Every documented list and page was really answered (not only refused) at least once.
  expect(getPaths.map(([template]) => template).filter((template) => !succeeded.has(template))).toEqual([]);

  // The answers this issue is about: a student's sessions carry their role in the session, a teacher's a null one.
  const roles = (account: string, url: string) =>
    answers.filter((answer) => answer.account === account && answer.url === url).flatMap((answer) => itemsOf(answer).map((item) => item.my_session_role));
  expect(roles('etudiant@actif.demo.test', '/api/sessions').filter((role) => role !== null).length).toBeGreaterThan(0);
  expect(roles('enseignant@actif.demo.test', '/api/sessions')).toContain(null);
}, 300_000);

test('a nullable closed list puts null among its values, in the served document', () => {
  const found: { enum?: unknown[]; type?: unknown }[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const schema = value as { enum?: unknown[]; type?: unknown };
      if (Array.isArray(schema.enum) && Array.isArray(schema.type) && schema.type.includes('null')) found.push(schema);
      Object.values(value).forEach(visit);
    }
  };
  visit(document);
  expect(found.length).toBeGreaterThan(0);
  expect(found.filter((schema) => !schema.enum?.includes(null))).toEqual([]);
  expect(JSON.stringify(document)).not.toContain('"nullable"');
});

test('what a review through Stoplight Prism saw outside the contract: each a 400 in the envelope, documented, through npm start', async () => {
  const before = proxy.violations.length;
  const ask = async (account: string, url: string, init: RequestInit = {}) => {
    const response = await fetch(`${proxy.origin}${url}`, { ...init, headers: { ...bearer(tokens.get(account) ?? ''), ...init.headers } });
    return [response.status, response.headers.get('content-type'), await response.json().catch(() => 'pas du JSON')];
  };
  // Prism's `--errors` answers its own 422 to a request its document forbids, before the API sees it: the API's own
  // answers, here, are what the contract must list.
  expect(await ask('admin@actif.demo.test', `/api/auth/users?search=${'a'.repeat(101)}`)).toEqual([
    400,
    'application/json; charset=utf-8',
    { success: false, message: 'Paramètres de requête manquants ou invalides.' },
  ]);
  expect(await ask('enseignant@actif.demo.test', '/api/folders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'a'.repeat(121) }) })).toEqual([
    400,
    'application/json; charset=utf-8',
    { success: false, message: 'Corps de requête invalide\u00a0: le champ «\u00a0Nom\u00a0» est trop long (120\u00a0caractères au plus).' },
  ]);
  // The dev server's bundle middleware answered this one with Express's HTML error page.
  expect(await ask('admin@actif.demo.test', '/api/sessions/%00')).toEqual([400, 'application/json; charset=utf-8', { success: false, message: 'Paramètres de requête manquants ou invalides.' }]);
  expect(proxy.violations.slice(before)).toEqual([]);
});

/** A request of the second corpus: what is sent and as whom (null: nobody). */
type Call = { method: string; url: string; account: string | null; body?: string; contentType?: string; headers?: Record<string, string> };

/** The document's schemas with `$ref` followed, for building values. */
function resolved(schema: unknown): SchemaObject {
  const reference = (schema as { $ref?: string } | undefined)?.$ref;
  if (!reference) return (schema ?? {}) as SchemaObject;
  return resolved(document.components?.schemas?.[reference.replace('#/components/schemas/', '')]);
}

const UUID = '00000000-0000-4000-8000-000000000000';

/** A value the schema accepts (its required fields only): the valid inputs, before any field is broken. */
function sample(schemaLike: unknown, name = ''): unknown {
  const schema = resolved(schemaLike);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (options) return sample(options.find((option) => resolved(option).type !== 'null') ?? options[0], name);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((each) => each !== 'null') : (schema.type as string | undefined);
  if (type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const required = (schema.required ?? []) as string[];
    // A PATCH needs one field at least (minProperties): the first one it lists.
    const chosen = required.length > 0 ? required : Object.keys(properties).slice(0, Number(schema.minProperties ?? 0));
    return Object.fromEntries(chosen.map((key) => [key, sample(properties[key], key)]));
  }
  if (type === 'array') return Array.from({ length: Number(schema.minItems ?? 0) }, () => sample(schema.items, name));
  if (type === 'integer' || type === 'number') return Math.min(Number(schema.maximum ?? Infinity), Math.max(Number(schema.minimum ?? 1), 1));
  if (type === 'boolean') return false;
  if (type === 'string') {
    if (schema.format === 'date-time') return new Date(Date.now() + 7 * 86_400_000).toISOString();
    if (schema.format === 'date') return '2027-01-15';
    if (schema.format === 'email') return `contrat-${name || 'x'}@actif.demo.test`;
    if (typeof schema.pattern === 'string' && schema.pattern.includes('[0-9a-fA-F]{8}')) return UUID;
    const text = `Contrat ${name}`.padEnd(Number(schema.minLength ?? 0), 'x');
    return text.slice(0, Number(schema.maxLength ?? text.length));
  }
  return null;
}

/** Each way to break a body, from the schema: one field one past its limit, of the wrong type, or missing. */
function brokenBodies(schemaLike: unknown): unknown[] {
  const schema = resolved(schemaLike);
  const valid = sample(schema) as Record<string, unknown>;
  const properties = Object.entries((schema.properties ?? {}) as Record<string, unknown>);
  const broken: unknown[] = [{}, [], 'texte', { ...valid, champ_inconnu: 1 }];
  for (const [key, property] of properties) {
    const field = resolved(property);
    if (typeof field.maxLength === 'number') broken.push({ ...valid, [key]: 'é'.repeat(field.maxLength + 1) });
    if (typeof field.maximum === 'number') broken.push({ ...valid, [key]: field.maximum + 1 });
    if (typeof field.maxItems === 'number') broken.push({ ...valid, [key]: Array.from({ length: field.maxItems + 1 }, () => sample(field.items, key)) });
    broken.push({ ...valid, [key]: { objet: true } }, { ...valid, [key]: 'nul\u0000' });
  }
  return broken;
}

/** The ids the valid calls use, by path parameter: what the demo world's admin and teacher see. */
async function pathValues(): Promise<Record<string, string>> {
  const first = async (account: string, url: string, key: string) => {
    const response = await fetch(`${api.origin}${url}`, { headers: bearer(tokens.get(account) ?? '') });
    const items = ((await response.json()) as { data?: { items?: Record<string, unknown>[] } }).data?.items ?? [];
    return String(items[0]?.[key] ?? UUID);
  };
  return {
    '/api/sessions/{id}': NEXT_WEEK_SESSION.id,
    '/api/scenarios/{id}': await first('enseignant@actif.demo.test', '/api/scenarios?library=true', 'id'),
    '/api/folders/{id}': await first('enseignant@actif.demo.test', '/api/folders', 'id'),
    '/api/tags/{id}': await first('admin@actif.demo.test', '/api/tags', 'id'),
    '/api/auth/users/{uid}': await first('admin@actif.demo.test', '/api/auth/users?role=etudiant', 'uid'),
    '/api/students/{uid}': await first('enseignant@actif.demo.test', '/api/students', 'uid'),
    '/api/organisations/{id}': LYCEE_ACTIF.id,
    '/api/monitor/{token}': monitorTokens[0] ?? 'A'.repeat(43),
    '{version}': '1',
  };
}

function withPath(template: string, values: Record<string, string>, broken?: string): string {
  return template.replace(/\{([^}]+)\}/g, (whole, _name: string, offset: number) => {
    if (broken !== undefined) return broken;
    const prefix = `${template.slice(0, offset)}${whole}`;
    return values[prefix] ?? values[whole] ?? UUID;
  });
}

/**
 * Calls that change the identity provider's accounts — deleted, disabled, a password reset — which the Auth emulator
 * shares with every other test file signing in as the demo accounts: their valid call goes as nobody only (the
 * contract's 401), their invalid ones as usual (refused before anything changes). Their answers as each role are
 * the suites of usersAdmin, personalData and purgeEligibility.
 */
const IDENTITY_WRITES: ReadonlySet<string> = new Set([
  'DELETE /api/me',
  'DELETE /api/auth/users/{uid}',
  'PATCH /api/auth/users/{uid}',
  'POST /api/auth/users/{uid}/invitation',
  'POST /api/inactive-users/purge',
]);

const VALID_CALLERS = [null, 'hyper@demo.test', 'admin@actif.demo.test', 'enseignant2@actif.demo.test', 'etudiant@actif.demo.test', 'admin@inactif.demo.test'];

function callsFor(template: string, method: string, operation: Operation, values: Record<string, string>): Call[] {
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const path = withPath(template, values);
  const validBody = jsonSchema ? JSON.stringify(sample(jsonSchema)) : undefined;
  const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });
  const valid = { method, url: path, ...(validBody === undefined ? {} : { body: validBody, contentType: 'application/json' }) };
  const calls: Call[] = [];
  // Valid inputs: as nobody, and as each role of both organisations.
  for (const account of IDENTITY_WRITES.has(`${method} ${template}`) ? [null] : VALID_CALLERS) calls.push({ ...valid, account });
  // Invalid inputs, as the teacher or the admin of the active organisation in turn (refused before or after their rights).
  const invalid: Omit<Call, 'account'>[] = [];
  if (template.includes('{')) for (const broken of ['%00', 'pas-un-id', 'x'.repeat(201), '%E9']) invalid.push({ ...valid, url: withPath(template, values, broken) });
  for (const parameter of (operation.parameters ?? []).filter((each) => each.in === 'query')) {
    const schema = resolved(parameter.schema);
    for (const value of ['%00', encodeURIComponent('é'.repeat(Number(schema.maxLength ?? 300) + 1)), 'abc', '-1']) invalid.push({ ...valid, url: `${path}?${parameter.name}=${value}` });
  }
  invalid.push({ ...valid, url: `${path}?${'a'.repeat(2100)}=1` }, { ...valid, headers: { 'x-rembourrage': 'x'.repeat(9000) } });
  if (jsonSchema) {
    for (const body of brokenBodies(jsonSchema)) invalid.push({ method, url: path, ...json(body) });
    invalid.push({ method, url: path, body: '{"', contentType: 'application/json' });
    invalid.push({ method, url: path, body: validBody, contentType: 'text/plain' }, { method, url: path, body: '<a/>', contentType: 'application/xml' });
    invalid.push({ method, url: path, ...json({ ...(sample(jsonSchema) as object), rembourrage: 'x'.repeat(300_000) }) });
  }
  invalid.forEach((call, index) => calls.push({ ...call, account: index % 2 === 0 ? 'enseignant@actif.demo.test' : 'admin@actif.demo.test' }));
  return calls;
}

test('every operation, with valid and invalid inputs, as each role and as nobody, answers what the contract says, through npm start', async () => {
  const values = await pathValues();
  const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ template, method: method.toUpperCase(), operation })),
  );
  // Reads first, deletions last (the account itself last of all): each call meets the world the earlier ones left.
  const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  operations.sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method) || Number(a.template === '/api/me') - Number(b.template === '/api/me'));
  const before = proxy.violations.length;
  const serverErrors: string[] = [];
  let sent = 0;
  for (const { template, method, operation } of operations) {
    // A stream never ends: its head is checked by the proxy, then the call is dropped (its frames: the stream suites).
    // The monitor's is opened by its link alone, and waits for its first frame: asked with a dead link here.
    const stream = template.endsWith('/stream');
    const known = template === '/api/monitor/{token}/stream' ? { ...values, '/api/monitor/{token}': 'A'.repeat(43) } : values;
    for (const call of callsFor(template, method, operation, known)) {
      const abort = new AbortController();
      const response = await fetch(`${proxy.origin}${call.url}`, {
        method: call.method,
        headers: { ...call.headers, ...(call.account ? bearer(tokens.get(call.account) ?? '') : {}), ...(call.contentType ? { 'content-type': call.contentType } : {}) },
        body: call.body,
        signal: abort.signal,
      });
      sent += 1;
      if (response.status >= 500) serverErrors.push(`${call.account} ${call.method} ${call.url.slice(0, 120)} → ${response.status}`);
      if (stream && response.headers.get('content-type')?.startsWith('text/event-stream')) abort.abort();
      else await response.arrayBuffer();
    }
  }
  expect(sent).toBeGreaterThan(operations.length * 10);
  // The demo accounts every other test file signs in with are as they were (the emulator is shared).
  for (const email of ACCOUNTS) await expect(signIn(email)).resolves.toEqual(expect.any(String));
  expect(proxy.violations.slice(before)).toEqual([]);
  // A 500 is documented for every operation, but never the right answer to what a caller sent.
  expect(serverErrors).toEqual([]);
}, 300_000);
