/**
 * The reference API under hostile input: rate limits, bounded requests, and a fuzz run of
 * generated malformed requests whose every answer must be one of the two JSON shapes.
 */
import net from 'node:net';
import fc from 'fast-check';
import { DATABASE_HOOK_TIMEOUT_MS, testApi, type TestApi } from './support';

let api: TestApi;
let origin: string;

beforeAll(async () => {
  // The proxy in front (TRUST_PROXY) is on loopback, as the web server is.
  api = await testApi({ rateLimits: { userPerMinute: 20, anonymousPerMinute: 20, organisationCheckPerMinute: 20 }, trustProxy: '127.0.0.1' });
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

/** Sends raw bytes, so that nothing on our side tidies the request up. */
function rawRequest(text: string): Promise<string> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

function expectOneOfTheTwoShapes(status: number, text: string) {
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(typeof body.success).toBe('boolean');
  expect(typeof body.message).toBe('string');
  if (body.success === false) expect(status).toBeGreaterThanOrEqual(400);
  expect(text).not.toMatch(/\bat \S+\.(js|ts):\d+|SELECT |INSERT |syntax error|node_modules/i);
}

describe('bounded requests', () => {
  it('refuses a very long URL with 414, in the one error shape', async () => {
    const res = await fetch(`${origin}/api/auth/organisations?accessCheck=true&id=${'a'.repeat(5000)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({ success: false, message: 'Requête trop longue.' });
  });

  it('refuses an oversized header section with 431, in the one error shape', async () => {
    const answer = await rawRequest(`GET /api/auth/users/profile HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, message: 'Requête trop longue.' });
  });

  it('answers a request that is not HTTP with 400, in the one error shape', async () => {
    const answer = await rawRequest('BONJOUR\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, message: 'Requête invalide.' });
  });
});

describe('fuzzing', () => {
  const segment = fc.oneof(fc.constantFrom('api', 'auth', 'users', 'profile', 'organisations', '..', '%2e%2e', '%00', ''), fc.string({ maxLength: 12 }));
  const query = fc.dictionary(fc.constantFrom('accessCheck', 'id', 'ID', 'access', '__proto__', 'constructor'), fc.oneof(fc.string({ maxLength: 60 }), fc.uuid(), fc.constantFrom('true', 'false', '')));
  const header = fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 200 }).map((s) => `Bearer ${s}`),
    fc.constantFrom('Bearer', 'Basic abc', 'bearer x.y.z', 'Bearer a.b.c', ''),
  );

  it('gives every generated request a JSON answer of one of the two shapes, and stays up', async () => {
    const fuzzApi = await testApi({ rateLimits: false });
    const address = fuzzApi.app.server.address();
    const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
          fc.array(segment, { minLength: 1, maxLength: 4 }),
          query,
          header,
          async (method, segments, params, authorization) => {
            const path = `/${segments.map((s) => encodeURIComponent(s).replace(/%25/g, '%')).join('/')}`;
            const search = new URLSearchParams(params as Record<string, string>).toString();
            const headers: Record<string, string> = {};
            if (authorization !== undefined) headers.Authorization = authorization.replace(/[^\x20-\x7e]/g, '');
            let res: Response;
            try {
              res = await fetch(`${base}${path}${search ? `?${search}` : ''}`, { method, headers });
            } catch {
              return; // fetch itself refused to send it (an invalid URL): nothing reached the server.
            }
            const text = await res.text();
            if (method === 'HEAD' || res.status === 204) return;
            expectOneOfTheTwoShapes(res.status, text);
          },
        ),
        { numRuns: 400 },
      );
      const alive = await fetch(`${base}/api/auth/organisations?accessCheck=true&id=00000000-0000-4000-8000-000000000000`);
      expect([200, 404]).toContain(alive.status);
    } finally {
      await fuzzApi.close();
    }
  }, 60_000);
});

describe('rate limiting', () => {
  it('answers 429 with a French message once a client exceeds its share, on both calls', async () => {
    for (const path of ['/api/auth/organisations?accessCheck=true&id=00000000-0000-4000-8000-000000000000', '/api/auth/users/profile']) {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 25; i += 1) {
        last = await fetch(`${origin}${path}`);
        statuses.push(last.status);
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
      expect(last?.headers.get('retry-after')).toBeTruthy();
      expect(await last?.json()).toEqual({ success: false, message: 'Trop de requêtes\u00a0: patientez un instant avant de réessayer.' });
    }
  });

  const PROFILE = '/api/auth/users/profile';
  const statusesFor = async (count: number, request: () => Promise<number>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push(await request());
    return statuses;
  };

  it('gives each browser its own share when the proxy in front names it', async () => {
    // Both come through the web server, on loopback; it names each browser in X-Forwarded-For.
    const through = (client: string) => async () => (await fetch(`${origin}${PROFILE}`, { headers: { 'x-forwarded-for': client } })).status;
    const first = await statusesFor(25, through('198.51.100.1'));
    expect(first.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    const second = await statusesFor(5, through('198.51.100.2'));
    expect(second).not.toContain(429);
  });

  it('believes X-Forwarded-For only from loopback: a remote client cannot choose its address', async () => {
    const statuses = await statusesFor(25, async () => {
      const res = await api.app.inject({
        url: PROFILE,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
      });
      return res.statusCode;
    });
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
  });
});
