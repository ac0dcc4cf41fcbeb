/**
 * A stream through `npm run serve` and through `npm start`'s dev proxy (docs/product.md §14.1): each frame reaches
 * the browser as the API writes it — the second is written only once the first has arrived, so a proxy
 * that buffered or compressed the answer would never deliver either. The API's stream headers
 * (plugins/app/live.ts) are what tells the proxies; webpack-dev-server's compression sits in front as it
 * does there.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { STREAM_HEADERS } from '../../server/api/plugins/app/live';
import { apiBodyLimit, apiDevProxy } from '../../server/stack/devProxy';
import { buildWebServer } from '../../server/web/webServer';
import { openStream } from './streamSupport';

type Middleware = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
// webpack-dev-server's own `compress: true` middleware (it ships no types).
const compression = createRequire(__filename)('compression') as () => Middleware;

const servers: { name: string; origin: string; close(): Promise<unknown> }[] = [];
let secondFrame: () => void = () => undefined;
let upstream: http.Server;
let dist: string;

beforeAll(async () => {
  // An API answering a stream as ours does: its headers, one frame, the next only when the test says so.
  upstream = http.createServer((request, response) => {
    response.writeHead(200, STREAM_HEADERS);
    response.flushHeaders();
    response.write(`id: 1\nevent: run\ndata: ${JSON.stringify({ n: 1, padding: 'x'.repeat(2048) })}\n\n`);
    secondFrame = () => response.write(`id: 2\nevent: run\ndata: ${JSON.stringify({ n: 2 })}\n\n`);
    request.once('close', () => response.end());
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-dist-'));
  fs.writeFileSync(path.join(dist, 'app.html'), '<!doctype html><html lang="fr"><title></title><div id="root"></div></html>');
  const web = await buildWebServer({ distDir: dist, apiTarget: api });
  servers.push({ name: 'npm run serve', origin: await web.listen({ host: '127.0.0.1', port: 0 }), close: () => web.close() });

  const { context, ...options } = apiDevProxy(api);
  const proxy = createProxyMiddleware(context, options);
  const compress = compression();
  const dev = http.createServer((request, response) =>
    compress(request, response, () =>
      apiBodyLimit(request, response, () =>
        proxy(request as never, response as never, () => {
          response.writeHead(404);
          response.end();
        }),
      ),
    ),
  );
  await new Promise<void>((resolve) => dev.listen(0, '127.0.0.1', resolve));
  servers.push({ name: 'npm start', origin: `http://127.0.0.1:${(dev.address() as AddressInfo).port}`, close: () => new Promise((resolve) => dev.close(resolve)) });
});

afterAll(async () => {
  for (const server of servers) await server.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

it.each(['npm run serve', 'npm start'])('%s passes each frame through as it is written, uncompressed', async (name) => {
  const { origin } = servers.find((server) => server.name === name) as { origin: string };
  const stream = await openStream(`${origin}/api/sessions/00000000-0000-4000-8000-000000000000/stream`, { 'accept-encoding': 'gzip, deflate, br' });
  expect([stream.status, stream.headers.get('content-type'), stream.headers.get('content-encoding')]).toEqual([200, STREAM_HEADERS['content-type'], null]);
  await stream.next((frame) => frame.id === '1', 3_000);
  secondFrame();
  await expect(stream.next((frame) => frame.id === '2', 3_000)).resolves.toMatchObject({ event: 'run', data: JSON.stringify({ n: 2 }) });
  stream.close();
});
