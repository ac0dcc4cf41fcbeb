/**
 * Beyond one process: the web server's `/api` proxy in front of several API processes (serve:cluster).
 * Round robin; a process that is gone is routed around; a request that never reached a process is
 * sent to another, a safe one (GET) also when its connection broke, a write never twice.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mayRetry, Upstreams } from '../../server/web/upstreams';
import { buildWebServer } from '../../server/web/webServer';
import { freePorts } from '../../server/stack/ports';
import { listening } from './support';

describe('what may be sent to another API process (table)', () => {
  const refused = { statusCode: 500, cause: { code: 'ECONNREFUSED' } };
  const broken = { statusCode: 500, cause: { code: 'UND_ERR_SOCKET' } };
  const timeout = { statusCode: 504, cause: { code: 'UND_ERR_HEADERS_TIMEOUT' } };
  test.each([
    ['GET', refused, true],
    ['POST', refused, true],
    ['PATCH', refused, true],
    ['GET', broken, true],
    ['HEAD', broken, true],
    ['POST', broken, false],
    ['DELETE', broken, false],
    ['GET', timeout, false],
    ['GET', new Error('boom'), false],
  ])('%s after %j: %s', (method, error, expected) => {
    expect(mayRetry(method, error)).toBe(expected);
  });

  test('round robin over the processes believed up; one set aside comes back after its pause', () => {
    let now = 0;
    const upstreams = new Upstreams(['a', 'b', 'c'], 1_000, () => now);
    expect([upstreams.next(), upstreams.next(), upstreams.next(), upstreams.next()]).toEqual(['a', 'b', 'c', 'a']);
    upstreams.failed('b');
    expect([upstreams.next(), upstreams.next(), upstreams.next()]).toEqual(['c', 'a', 'c']);
    expect(upstreams.next(['a', 'c'])).toBe('b');
    now = 1_001;
    expect([upstreams.next(), upstreams.next(), upstreams.next()].sort()).toEqual(['a', 'b', 'c']);
  });
});

type Fake = { origin: string; hits: string[]; close(): Promise<void> };

/** A stand-in API process: answers its name, or drops the connection of a matching request. */
async function fakeApi(name: string, dropWhen: (request: http.IncomingMessage) => boolean = () => false): Promise<Fake> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    if (dropWhen(request)) return void request.socket.destroy();
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: true, message: '', data: { from: name } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-dist-'));
fs.writeFileSync(path.join(dist, 'app.html'), '<!doctype html><title></title>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

async function front(targets: string[]) {
  const web = await buildWebServer({ distDir: dist, apiTarget: targets });
  return { web, ...(await listening(web)) };
}

test('requests are spread over the API processes in turn', async () => {
  const apis = await Promise.all(['a', 'b'].map((name) => fakeApi(name)));
  const { web, request } = await front(apis.map((api) => api.origin));
  try {
    const from = [];
    for (let i = 0; i < 4; i += 1) from.push((await request('/api/tags')).body.data?.from);
    expect(from).toEqual(['a', 'b', 'a', 'b']);
  } finally {
    await web.close();
    await Promise.all(apis.map((api) => api.close()));
  }
});

test('a process that is gone is routed around: every read and every write still answered, none twice', async () => {
  const alive = await fakeApi('vivant');
  const [gonePort] = await freePorts(1);
  const { web, request } = await front([`http://127.0.0.1:${gonePort}`, alive.origin]);
  try {
    for (let i = 0; i < 3; i += 1) {
      const read = await request('/api/tags');
      expect([read.status, read.body.data?.from]).toEqual([200, 'vivant']);
      const write = await request('/api/tags', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"x"}' });
      expect([write.status, write.body.data?.from]).toEqual([200, 'vivant']);
    }
    expect(alive.hits.filter((hit) => hit.startsWith('POST'))).toHaveLength(3);
  } finally {
    await web.close();
    await alive.close();
  }
});

test('a connection dropped mid-request: a read is answered by the other process, a write is 502 and never sent twice', async () => {
  const dropping = await fakeApi('mourant', () => true);
  const alive = await fakeApi('vivant');
  const { web, request } = await front([dropping.origin, alive.origin]);
  try {
    const read = await request('/api/tags');
    expect([read.status, read.body.data?.from]).toEqual([200, 'vivant']);
    // The dropping process is set aside for a second: the next one goes to it only after the pause, so restart the round.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const write = await request('/api/tags', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"x"}' });
    expect(write.status).toBe(502);
    expect(write.body).toEqual({ success: false, message: 'Erreur réseau ou serveur.' });
    expect(dropping.hits.filter((hit) => hit.startsWith('POST'))).toHaveLength(1);
    expect(alive.hits.filter((hit) => hit.startsWith('POST'))).toHaveLength(0);
  } finally {
    await web.close();
    await Promise.all([dropping.close(), alive.close()]);
  }
});

test('every process gone: 502 in the API’s shape', async () => {
  const ports = await freePorts(2);
  const { web, request } = await front(ports.map((port) => `http://127.0.0.1:${port}`));
  try {
    const answer = await request('/api/tags');
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ success: false, message: 'Erreur réseau ou serveur.' });
  } finally {
    await web.close();
  }
});
