import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import errorsPlugin from '../../server/api/plugins/app/errors';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { MAX_API_BODY_BYTES } from '../../server/bodyLimit';
import { apiBodyLimit, apiDevProxy, monitorPageHeaders } from '../../server/stack/devProxy';
import { MONITOR_PAGE_HEADERS, securityHeaders } from '../../server/web/securityHeaders';
import { buildWebServer, isApiPath, looksLikeFile } from '../../server/web/webServer';

/** An upstream that records the X-Forwarded-For each request reaches it with. */
async function echoUpstream(): Promise<{ url: string; seen: (string | undefined)[]; close(): Promise<void> }> {
  const seen: (string | undefined)[] = [];
  const upstream = http.createServer((request, response) => {
    seen.push(request.headers['x-forwarded-for'] as string | undefined);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"success":true}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => upstream.close(() => resolve())) };
}

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toBe(securityHeaders()['Content-Security-Policy']);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
}

/** A raw request: `fetch` and `app.inject` would normalise a malformed URL before sending it. */
function rawGet(port: number, pathAndQuery: string, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: pathAndQuery, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'app.html'), '<!doctype html><html lang="fr"><title></title><div id="root"></div></html>');
  // Two pre-rendered public pages, as the production build writes them.
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Accueil</title><div id="root"><h1>Accueil</h1></div>');
  fs.mkdirSync(path.join(dist, 'legal', 'cgu'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'legal', 'cgu', 'index.html'), '<!doctype html><title>CGU</title><div id="root"><h1>CGU</h1></div>');
  // And a protected page's frame (title and skeleton, shown by first-paint.js for a fitting access hint).
  fs.mkdirSync(path.join(dist, 'teacher', 'teacher_main'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'teacher', 'teacher_main', 'index.html'),
    '<!doctype html><html lang="fr" data-frame-for="enseignant:active"><title>Sessions</title><div id="root"><div data-prerendered-frame=""><h2>Sessions</h2></div></div></html>',
  );
  fs.writeFileSync(
    path.join(dist, 'prerendered.json'),
    JSON.stringify({ '/': 'index.html', '/legal/cgu': 'legal/cgu/index.html', '/teacher/teacher_main': 'teacher/teacher_main/index.html' }),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4096))});`);
  app = await buildWebServer({ distDir: dist });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('production web server', () => {
  it('sends the security headers on every answer', async () => {
    for (const url of ['/', '/teacher/students', '/assets/main.0123456789.js', '/api/auth/users/profile']) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('serves the app for any route, revalidated', async () => {
    const res = await app.inject({ url: '/session/dossiers/Dossiers' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves a public page its pre-rendered HTML, with or without a trailing slash or a query', async () => {
    for (const [url, heading] of [['/', 'Accueil'], ['/legal/cgu', 'CGU'], ['/legal/cgu/', 'CGU'], ['/?utm=x', 'Accueil']]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('serves a protected page its pre-rendered frame, under the same policy: no inline script, revalidated', async () => {
    for (const url of ['/teacher/teacher_main', '/teacher/teacher_main/', '/teacher/teacher_main?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
      expect(res.body).toContain('data-frame-for="enseignant:active"');
      expect(res.body).toContain('<div data-prerendered-frame=""><h2>Sessions</h2></div>');
    }
    // A page with a parameter has no file of its own: the shell.
    expect((await app.inject({ url: '/teacher/sessions/42' })).body).not.toContain('data-prerendered-frame');
  });

  it('never serves pre-rendered content for other paths, whatever they look like', async () => {
    for (const url of ['/teacher/students', '/legal/cgu/x', '/legal', '/LEGAL/CGU', '/legal/cgu.html']) {
      const res = await app.inject({ url });
      expect(res.body).not.toMatch(/<h1>/);
    }
  });

  it('caches hashed assets for good, compressed', async () => {
    const res = await app.inject({ url: '/assets/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('answers a missing asset with 404, not the app', async () => {
    expect((await app.inject({ url: '/assets/absent.js' })).statusCode).toBe(404);
  });

  it('answers a missing file anywhere (an old chunk after a deploy) with 404 and the security headers, never the app', async () => {
    for (const url of ['/static/js/old.123.js', '/assets/old.0123456789.css', '/favicon.png', '/teacher/report.pdf?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toBe('Fichier introuvable.');
      expect(res.body).not.toContain('<div id="root">');
      expectSecurityHeaders(res.headers);
    }
  });

  it('answers another method than GET or HEAD on a page with 405 and the methods allowed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/teacher/students' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body).toBe('Méthode non autorisée.');
      expectSecurityHeaders(res.headers);
    }
  });

  it('answers /api in the API error shape when no API is configured', async () => {
    const res = await app.inject({ url: '/api/auth/organisations?accessCheck=true&id=x' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: 'Erreur réseau ou serveur.' });
  });
});

describe('the patient monitor’s page leaves no Referer (its token is in its address)', () => {
  const TOKEN = 'a'.repeat(43);

  it('npm run serve answers /moniteur/… with Referrer-Policy: no-referrer, every other page with the site’s policy', async () => {
    for (const url of [`/moniteur/${TOKEN}`, `/moniteur/${TOKEN}?plein-ecran=1`, '/moniteur']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode, res.headers['referrer-policy']]).toEqual([url, 200, 'no-referrer']);
      expectSecurityHeaders(res.headers);
    }
    // Its errors too (a method a page does not take).
    expect((await app.inject({ method: 'POST', url: `/moniteur/${TOKEN}` })).headers['referrer-policy']).toBe('no-referrer');
    for (const url of ['/', '/moniteurs', '/teacher/sessions/s-1', '/assets/main.0123456789.js']) {
      expect([url, (await app.inject({ url })).headers['referrer-policy']]).toEqual([url, 'strict-origin-when-cross-origin']);
    }
  });

  it('npm start (the webpack dev server, its middlewares as webpack.config.ts chains them) answers it the same way', async () => {
    const dev = http.createServer((request, response) =>
      monitorPageHeaders(request, response, () => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html>');
      }),
    );
    await new Promise<void>((resolve) => dev.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = dev.address() as AddressInfo;
      expect((await rawGet(port, `/moniteur/${TOKEN}`)).headers['referrer-policy']).toBe('no-referrer');
      expect((await rawGet(port, '/teacher/sessions/s-1')).headers['referrer-policy']).toBeUndefined();
    } finally {
      await new Promise((resolve) => dev.close(resolve));
    }
  });
});

describe("the web server's own errors", () => {
  let port: number;
  beforeAll(async () => {
    port = Number(new URL(await app.listen({ host: '127.0.0.1', port: 0 })).port);
  });

  it('answers a malformed URL under /api with 400 in the API envelope, in French, with the security headers', async () => {
    for (const url of ['/api/%E0%A4%A', '/api/auth/users/%E0%A4%A?x=1', '/api/%']) {
      const res = await rawGet(port, url);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(JSON.parse(res.body)).toEqual({ success: false, message: 'Requête invalide.' });
      expect(res.body).not.toMatch(/FST_ERR|Bad Request/);
      expectSecurityHeaders(res.headers);
    }
  });

  it('answers a malformed page URL with 400 and the security headers every page has', async () => {
    const res = await rawGet(port, '/teacher/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toBe('Requête invalide.');
    expectSecurityHeaders(res.headers);
  });

  it('answers a method the API never serves with 405 in the envelope, with Allow', async () => {
    const upstream = await echoUpstream();
    const proxied = await buildWebServer({ distDir: dist, apiTarget: upstream.url });
    try {
      const res = await proxied.inject({ method: 'PROPFIND', url: '/api/auth/users/profile' });
      expect(res.statusCode).toBe(405);
      expect(res.json()).toEqual({ success: false, message: 'Méthode non autorisée.' });
      expect(res.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT');
      expectSecurityHeaders(res.headers);
      expect(upstream.seen).toEqual([]);
    } finally {
      await proxied.close();
      await upstream.close();
    }
  });

  it.each([
    ['/api', true],
    ['/api/auth/users/profile', true],
    ['/api?x=1', true],
    ['/apis', false],
    ['/apiary/x', false],
    ['/teacher/api', false],
  ])('isApiPath(%s) is %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });

  it.each([
    ['/static/js/old.123.js', true],
    ['/assets/main.0123456789.css', true],
    ['/favicon.ico?v=2', true],
    ['/legal/cgu.html', true],
    ['/teacher/students', false],
    ['/session/dossiers/Dossiers', false],
    ['/', false],
    ['/login?next=/a.b', false],
    ['/v1.2/', false],
  ])('looksLikeFile(%s) is %s', (url, expected) => {
    expect(looksLikeFile(url)).toBe(expected);
  });
});

describe('a forged X-Forwarded-For never reaches the API, through either proxy', () => {
  const forged = { 'x-forwarded-for': '192.0.2.66, 203.0.113.9' };

  it('npm run serve (the production web server) names the connecting address', async () => {
    const upstream = await echoUpstream();
    const web = await buildWebServer({ distDir: dist, apiTarget: upstream.url });
    try {
      const webPort = Number(new URL(await web.listen({ host: '127.0.0.1', port: 0 })).port);
      await fetch(`http://127.0.0.1:${webPort}/api/auth/users/profile`, { headers: forged });
      expect(upstream.seen).toEqual(['127.0.0.1']);
    } finally {
      await web.close();
      await upstream.close();
    }
  });

  it("npm start (the webpack dev server's /api proxy, same configuration) names the connecting address", async () => {
    const upstream = await echoUpstream();
    // As webpack-dev-server builds it from webpack.config.ts's `devServer.proxy` entry.
    const { context, ...options } = apiDevProxy(upstream.url);
    const middleware = createProxyMiddleware(context, options);
    const dev = http.createServer((request, response) =>
      middleware(request as never, response as never, () => {
        response.writeHead(404);
        response.end();
      }),
    );
    await new Promise<void>((resolve) => dev.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = dev.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/users/profile`, { headers: forged });
      expect(res.status).toBe(200);
      await fetch(`http://127.0.0.1:${port}/api/auth/organisations?accessCheck=true&id=x`);
      expect(upstream.seen).toEqual(['127.0.0.1', '127.0.0.1']);
    } finally {
      await new Promise((resolve) => dev.close(resolve));
      await upstream.close();
    }
  });
});

describe('the /api proxy when the API is gone or failing', () => {
  it('answers 502 in the API shape, without the socket details, when nothing listens', async () => {
    const closed = await buildWebServer({ distDir: dist, apiTarget: 'http://127.0.0.1:9' });
    try {
      const res = await closed.inject({ url: '/api/auth/users/profile' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ success: false, message: 'Erreur réseau ou serveur.' });
      expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await closed.close();
    }
  });

  it("names the browser to the API, whatever the browser claimed, so that the API limits each one", async () => {
    const seen: (string | undefined)[] = [];
    const upstream = http.createServer((request, response) => {
      seen.push(request.headers['x-forwarded-for'] as string | undefined);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"success":true}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const direct = await buildWebServer({ distDir: dist, apiTarget: `http://127.0.0.1:${port}` });
    const behindBalancer = await buildWebServer({ distDir: dist, apiTarget: `http://127.0.0.1:${port}`, trustProxy: '10.0.0.0/8' });
    try {
      const spoofed = { 'x-forwarded-for': '192.0.2.66' };
      await direct.inject({ url: '/api/auth/users/profile', remoteAddress: '198.51.100.7', headers: spoofed });
      // Behind a trusted balancer, the address it names is the browser's.
      await behindBalancer.inject({ url: '/api/auth/users/profile', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '198.51.100.8' } });
      // A browser that is not a trusted proxy cannot choose its address.
      await behindBalancer.inject({ url: '/api/auth/users/profile', remoteAddress: '198.51.100.9', headers: spoofed });
      expect(seen).toEqual(['198.51.100.7', '198.51.100.8', '198.51.100.9']);
    } finally {
      await direct.close();
      await behindBalancer.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  it('passes a 503 on once, without retrying it behind the browser', async () => {
    let calls = 0;
    const upstream = http.createServer((_request, response) => {
      calls += 1;
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      response.end('{"success":false,"message":"Base de données momentanément indisponible."}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const proxied = await buildWebServer({ distDir: dist, apiTarget: `http://127.0.0.1:${port}` });
    try {
      const res = await proxied.inject({ url: '/api/auth/organisations?accessCheck=true&id=x' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(calls).toBe(1);
    } finally {
      await proxied.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});

/** One call on `agent`'s connection; `socket` tells whether the next call went over the same one. */
function call(
  agent: http.Agent,
  port: number,
  method: string,
  pathAndQuery: string,
  headers: http.OutgoingHttpHeaders,
  body?: Buffer,
): Promise<{ status: number; body: string; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: pathAndQuery, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, socket: request.socket }));
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${pathAndQuery}: no answer in 10 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

describe('a refused body through either proxy: a 413 in the envelope, the connection still serving', () => {
  let api: FastifyInstance;
  const servers: { name: string; port: number; close(): Promise<unknown> }[] = [];

  beforeAll(async () => {
    // The reference API's global 1 KiB body limit and its error handling (server/api/buildApi.ts, plugins/app/errors.ts),
    // without its database and identity: a folder's name of 2 MB is refused by the API itself, as on a real one.
    api = Fastify({ bodyLimit: 1024 });
    await api.register(errorsPlugin);
    api.post('/api/folders', async () => ({ success: true, message: '', data: {} }));
    api.get('/api/auth/users/profile', async () => ({ success: true, message: '', data: {} }));
    const origin = await api.listen({ host: '127.0.0.1', port: 0 });
    const web = await buildWebServer({ distDir: dist, apiTarget: origin });
    servers.push({ name: 'npm run serve', port: Number(new URL(await web.listen({ host: '127.0.0.1', port: 0 })).port), close: () => web.close() });
    // As webpack-dev-server chains them from webpack.config.ts: the body limit first, then the `/api` proxy.
    const { context, ...options } = apiDevProxy(origin);
    const proxy = createProxyMiddleware(context, options);
    const dev = http.createServer((request, response) =>
      apiBodyLimit(request, response, () =>
        proxy(request as never, response as never, () => {
          response.writeHead(404);
          response.end();
        }),
      ),
    );
    await new Promise<void>((resolve) => dev.listen(0, '127.0.0.1', resolve));
    servers.push({ name: 'npm start', port: (dev.address() as AddressInfo).port, close: () => new Promise((resolve) => dev.close(resolve)) });
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    await api?.close();
  });

  const refused = { success: false, message: 'Requête trop longue.' };

  it.each(['npm run serve', 'npm start'])('%s: ten 2 MB folders, each a 413, each followed by a call served on the same connection', async (name) => {
    const { port } = servers.find((server) => server.name === name) as { port: number };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.from(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
    try {
      const answers: { status: number; body: unknown }[] = [];
      const sockets = new Set<unknown>();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const post = await call(agent, port, 'POST', '/api/folders', { 'content-type': 'application/json', 'content-length': body.length }, body);
        const next = await call(agent, port, 'GET', '/api/auth/users/profile', {});
        answers.push({ status: post.status, body: JSON.parse(post.body) }, { status: next.status, body: (JSON.parse(next.body) as { success: boolean }).success });
        sockets.add(post.socket).add(next.socket);
      }
      expect(answers).toEqual(Array.from({ length: 10 }, () => [{ status: 413, body: refused }, { status: 200, body: true }]).flat());
      // The dev proxy keeps the one connection throughout. Behind `npm run serve`, reply-from may still end the browser's
      // connection when the API answers before the whole body came: the next call is served, on a new connection then.
      if (name === 'npm start') expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  }, 120_000);

  it.each(['npm run serve', 'npm start'])('%s: a body larger than any the API takes is refused before it is forwarded, the connection still serving', async (name) => {
    const { port } = servers.find((server) => server.name === name) as { port: number };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.alloc(MAX_API_BODY_BYTES + 1, 'a');
    try {
      const post = await call(agent, port, 'POST', '/api/auth/users/import', { 'content-type': 'application/json', 'content-length': body.length }, body);
      expect([post.status, JSON.parse(post.body)]).toEqual([413, refused]);
      const next = await call(agent, port, 'GET', '/api/auth/users/profile', {});
      expect(next.status).toBe(200);
      expect(next.socket).toBe(post.socket);
    } finally {
      agent.destroy();
    }
  }, 60_000);
});

describe('firebase.json hosting', () => {
  const hosting = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'firebase.json'), 'utf8')).hosting as {
    rewrites: { regex?: string; source?: string; destination: string }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };

  it('sends the same security headers as npm run serve', () => {
    const all = hosting.headers.find((h) => h.source === '**');
    expect(Object.fromEntries((all?.headers ?? []).map((h) => [h.key, h.value]))).toEqual(securityHeaders());
  });

  it('rewrites every route to the app, but not a missing file, and caches hashed assets for good', () => {
    // Static files first: `/legal/cgu` finds `legal/cgu/index.html` (no trailing-slash redirect); the rest, the shell,
    // except a path that names a file (an old chunk after a deploy): a 404, as `npm run serve` answers.
    expect(hosting.rewrites).toEqual([{ regex: expect.any(String), destination: '/app.html' }]);
    const rewritten = new RegExp((hosting.rewrites[0] as { regex: string }).regex);
    for (const url of ['/', '/teacher/students', '/session/dossiers/Dossiers', '/legal/cgu/', '/static/js/old.123.js', '/favicon.ico', '/legal/cgu.html']) {
      expect([url, rewritten.test(url)]).toEqual([url, !looksLikeFile(url)]);
    }
    expect((hosting as { trailingSlash?: boolean }).trailingSlash).toBe(false);
    const assets = hosting.headers.find((h) => h.source === '/assets/**');
    expect(assets?.headers).toEqual([{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }]);
  });

  it('answers the patient monitor’s page with no Referer, as npm run serve does', () => {
    const monitor = hosting.headers.find((h) => h.source === '/moniteur/**');
    expect(Object.fromEntries((monitor?.headers ?? []).map((h) => [h.key, h.value]))).toEqual(MONITOR_PAGE_HEADERS);
    // Listed after the site's own rule: Firebase applies the later rule's value to the same header.
    expect(hosting.headers.indexOf(monitor as never)).toBeGreaterThan(hosting.headers.findIndex((h) => h.source === '**'));
  });
});
