/**
 * Issue 26.13: the published contract describes the real answers. Every GET route of the served
 * `/api/openapi.json` is called as each account of the demo world (hyperadmin, admin, teachers, student, and the
 * inactive organisation's admin and student), with the ids those accounts really see (sessions, scenarios and
 * their versions, students), first pages and one-item pages; each answer, whatever its status, is validated
 * against what the document says of that status, by a standard validator: Ajv for JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1's Schema Object (with OpenAPI's own annotation keywords, and nothing else: a 3.0-only
 * keyword such as `nullable` is refused when the document is compiled).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { LYCEE_ACTIF, NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

type Operation = {
  parameters?: { name: string; in: 'path' | 'query'; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };

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
const BASE = 'https://simusession.test/openapi.json';

let api: TestApi;
let document: OpenApiDocument;
const tokens = new Map<string, string>();
/** A live patient-monitor link's token (issue 27.2), made in beforeAll. */
const monitorTokens: string[] = [];

beforeAll(async () => {
  // Hundreds of calls from one address: the rate limits are another suite's subject.
  api = await testApi({ rateLimits: false });
  document = (await fetch(`${api.origin}/api/openapi.json`).then((response) => response.json())) as OpenApiDocument;
  for (const email of ACCOUNTS) tokens.set(email, await signIn(email));
  const link = await fetch(`${api.origin}/api/sessions/${NEXT_WEEK_SESSION.id}/monitor-link`, { method: 'POST', headers: bearer(tokens.get('enseignant@actif.demo.test') ?? '') });
  monitorTokens.push(((await link.json()) as { data: { token: string } }).data.token);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

/** The document's schemas with their `#/components/schemas/…` references pointed at one registered schema. */
function validatorFor(openapi: OpenApiDocument): (schema: unknown) => ValidateFunction {
  // strict: an unknown keyword or format is an error when compiling, so nothing is silently not checked.
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  // OpenAPI 3.1's Schema Object = JSON Schema 2020-12 + these annotations (OpenAPI 3.1.0, §4.8.24).
  ajv.addVocabulary(['discriminator', 'xml', 'externalDocs', 'example']);
  const pointed = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${BASE}#/$defs/`));
  ajv.addSchema({ $id: BASE, $defs: pointed(openapi.components?.schemas ?? {}) });
  const compiled = new Map<unknown, ValidateFunction>();
  return (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(pointed(schema) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

type Answer = { account: string; url: string; status: number; body: unknown };

async function get(account: string, url: string): Promise<Answer> {
  const response = await fetch(`${api.origin}${url}`, { headers: bearer(tokens.get(account) ?? '') });
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
  const validatorOf = validatorFor(document);
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
  const getPaths = Object.entries(document.paths).flatMap(([template, methods]) => (methods.get && !template.endsWith('/stream') ? [[template, methods.get] as const] : []));
  const violations: string[] = [];
  const succeeded = new Set<string>();
  const answers: Answer[] = [];
  for (const account of ACCOUNTS) {
    for (const [template, operation] of getPaths) {
      for (const url of urlsFor(template, operation, everyId)) {
        const answer = await get(account, url);
        answers.push(answer);
        const schema = operation.responses[String(answer.status)]?.content?.['application/json']?.schema;
        if (!schema) {
          violations.push(`${account} GET ${url}: ${answer.status} is not a documented answer`);
          continue;
        }
        const validate = validatorOf(schema);
        if (!validate(answer.body)) violations.push(`${account} GET ${url} ${answer.status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
        if (answer.status === 200) succeeded.add(template);
      }
    }
  }
  expect(violations).toEqual([]);
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
