/**
 * What an operator relies on (docs/api.md): an identity outage is a 503
 * logged once, no /api answer is cached, the log stays small under a flood of refusals and never
 * holds a token, and the OpenAPI document describes every route.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { TokenVerifier } from '../../server/api/authenticate';
import { buildApi } from '../../server/api/buildApi';
import { firebaseAuth } from '../../server/api/firebase';
import { LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, demoDatabase, listening, signIn } from './support';
import type { Database } from '../../server/db/database';

const PROFILE = '/api/auth/users/profile';

let db: Database;
beforeAll(async () => {
  db = await demoDatabase();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => db?.close());

/** Log lines, parsed. */
function logSink() {
  const lines: string[] = [];
  return { stream: { write: (line: string) => void lines.push(line) }, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/**
 * What firebase-admin throws when the signing keys cannot be downloaded: the key fetcher's network
 * error, re-wrapped by the token verifier as `auth/argument-error` with the fetch error's text.
 */
const keysUnreachable = () =>
  Object.assign(new Error('Error while making request: getaddrinfo ENOTFOUND www.googleapis.com. Error code: ENOTFOUND'), {
    code: 'auth/argument-error',
  });

describe('the identity provider unreachable', () => {
  test('signing keys that cannot be fetched: 503 « Erreur réseau ou serveur. », logged once per incident, never 401', async () => {
    const real = firebaseAuth(process.env);
    let keysReachable = false;
    const verifier: TokenVerifier = {
      verifyIdToken: async (token: string, checkRevoked?: boolean): Promise<DecodedIdToken> => {
        if (!keysReachable) throw keysUnreachable();
        return real.verifyIdToken(token, checkRevoked);
      },
      getUsers: (identifiers) => real.getUsers(identifiers),
    };
    const log = logSink();
    const app = buildApi({ db, verifier, rateLimits: false, logger: log.stream });
    const api = await listening(app);
    try {
      const token = await signIn('enseignant@actif.demo.test');
      for (let i = 0; i < 3; i += 1) {
        const response = await api.request(PROFILE, { headers: bearer(token) });
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ success: false, message: 'Erreur réseau ou serveur.' });
        expect(response.headers.get('retry-after')).toBeTruthy();
      }
      keysReachable = true;
      expect((await api.request(PROFILE, { headers: bearer(token) })).status).toBe(200);
      const messages = log.parsed().map((line) => line.msg);
      expect(messages.filter((msg) => msg === 'service unavailable')).toHaveLength(1);
      expect(messages.filter((msg) => msg === 'service available again')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  test('the account look-up unreachable (app/network-error) is a 503 too', async () => {
    const real = firebaseAuth(process.env);
    const verifier: TokenVerifier = {
      verifyIdToken: (token: string) => real.verifyIdToken(token, false),
      getUsers: async () => {
        throw Object.assign(new Error('Error while making request: connect ECONNREFUSED 127.0.0.1:1. Error code: ECONNREFUSED'), { code: 'app/network-error' });
      },
    };
    const app = buildApi({ db, verifier, rateLimits: false });
    const api = await listening(app);
    try {
      const response = await api.request(PROFILE, { headers: bearer(await signIn('admin@actif.demo.test')) });
      expect(response).toMatchObject({ status: 503, body: { success: false, message: 'Erreur réseau ou serveur.' } });
    } finally {
      await app.close();
    }
  });
});

describe('caching', () => {
  test('every /api answer says Cache-Control: no-store; the OpenAPI document may be cached briefly', async () => {
    const app = buildApi({ db, rateLimits: { anonymousPerMinute: 1 } });
    const api = await listening(app);
    try {
      const token = await signIn('admin@actif.demo.test');
      const answers = [
        await fetch(`${api.origin}${PROFILE}`, { headers: bearer(token) }),
        await fetch(`${api.origin}/api/auth/organisations?accessCheck=true&id=${LYCEE_ACTIF.id}`),
        await fetch(`${api.origin}/api/auth/organisations?accessCheck=nope`),
        await fetch(`${api.origin}/api/nulle-part`),
        await fetch(`${api.origin}${PROFILE}`),
        await fetch(`${api.origin}${PROFILE}`),
        await fetch(`${api.origin}/api/%E0%A4%A`),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400, 404, 401, 429, 400]);
      for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
      const document = await fetch(`${api.origin}/api/openapi.json`);
      expect(document.headers.get('cache-control')).toBe('public, max-age=300');
    } finally {
      await app.close();
    }
  });
});

describe('logs', () => {
  test('100 000 refused requests leave less than 10 MB of log, summarised, with no token in it', async () => {
    let bytes = 0;
    const sample: string[] = [];
    const stream = {
      write(line: string) {
        bytes += Buffer.byteLength(line);
        if (sample.length < 50) sample.push(line);
      },
    };
    const app = buildApi({ db, logger: stream, rateLimits: { anonymousPerMinute: 120 } });
    await app.ready();
    try {
      const forged = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
      for (let sent = 0; sent < 100_000; sent += 1000) {
        await Promise.all(
          Array.from({ length: 1000 }, (_, i) => app.inject({ url: PROFILE, headers: (sent + i) % 2 ? { authorization: forged } : {} })),
        );
      }
    } finally {
      await app.close();
    }
    expect(bytes).toBeLessThan(10 * 1024 * 1024);
    const summaries = sample.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'refused requests summary');
    expect(summaries.length).toBeGreaterThan(0);
    expect(sample.join('\n')).not.toContain('eyJzdWIiOiJ4In0');
  }, 300_000);

  test('an answered request is one structured line with its request id, and no header', async () => {
    const log = logSink();
    const app = buildApi({ db, logger: log.stream, rateLimits: false });
    const api = await listening(app);
    try {
      const token = await signIn('etudiant@actif.demo.test');
      await api.request(PROFILE, { headers: bearer(token) });
      await api.request(PROFILE, { headers: bearer(token) });
      const [line, next] = log.parsed().filter((entry) => entry.msg === 'request answered');
      expect(line).toMatchObject({ level: 30, method: 'GET', url: PROFILE, statusCode: 200 });
      // Each request its own id, to follow one request through the lines it left.
      expect(line?.reqId).toEqual(expect.any(String));
      expect(next?.reqId).toEqual(expect.any(String));
      expect(next?.reqId).not.toBe(line?.reqId);
      expect(log.lines.join('\n')).not.toContain(token.split('.')[1]);
      expect(log.lines.join('\n').toLowerCase()).not.toContain('authorization');
    } finally {
      await app.close();
    }
  });
});

describe('OpenAPI', () => {
  async function routesOf(app: FastifyInstance): Promise<RouteOptions[]> {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    await app.ready();
    return routes.filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/'));
  }

  test('every route declares a response schema, and the public document lists every route', async () => {
    const app = buildApi({ db, rateLimits: false });
    try {
      const routes = await routesOf(app);
      expect(routes.length).toBeGreaterThanOrEqual(7);
      for (const route of routes) expect(route.schema?.response).toBeDefined();
      const response = await app.inject({ url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json<{ openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
      expect(document.openapi).toMatch(/^3\./);
      const documented = Object.keys(document.paths).sort();
      // OpenAPI writes a path parameter `{uid}` where Fastify writes `:uid`.
      const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
      const served = routes.filter((route) => route.url !== '/api/openapi.json').map((route) => openApiPath(route.url)).sort();
      expect(documented).toEqual([...new Set(served)]);
      for (const route of routes.filter((r) => r.url !== '/api/openapi.json')) {
        const operation = document.paths[openApiPath(route.url)]?.[String(route.method).toLowerCase()];
        expect([route.method, route.url, Object.keys(operation?.responses ?? {}).includes('200')]).toEqual([route.method, route.url, true]);
      }
    } finally {
      await app.close();
    }
  });
});
