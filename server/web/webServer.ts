/**
 * The production web server (`npm run serve`): the built app from dist/ with an SPA
 * fallback, immutable caching of hashed assets, compression, the security headers, and
 * `/api` proxied to the reference API.
 */
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { messages } from '../api/messages';
import { PRERENDER_MANIFEST, SHELL_FILE } from './prerenderPages';
import { securityHeaders, type SecurityHeaderOptions } from './securityHeaders';

export type WebServerOptions = SecurityHeaderOptions & {
  distDir: string;
  /** Where `/api` goes; none: `/api` answers 502 in the API's error shape. */
  apiTarget?: string;
  logger?: boolean;
  /**
   * The proxies in front of this server (addresses, CIDR ranges or `loopback`, comma-separated):
   * their X-Forwarded-For is believed. None: the connecting address is the client's.
   */
  trustProxy?: string;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function buildWebServer({
  distDir,
  apiTarget,
  logger = false,
  trustProxy,
  ...headerOptions
}: WebServerOptions): Promise<FastifyInstance> {
  if (!fs.existsSync(path.join(distDir, SHELL_FILE))) {
    throw new Error(`Aucun build dans ${distDir} : lancez d'abord « npm run build ».`);
  }
  const prerendered = readManifest(distDir);
  const headers = securityHeaders(headerOptions);
  const app = Fastify({ logger, trustProxy: trustProxy ?? false });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
  await app.register(compress, { global: true, threshold: 1024 });

  if (apiTarget) {
    await app.register(proxy, {
      upstream: apiTarget,
      prefix: '/api',
      rewritePrefix: '/api',
      replyOptions: {
        // The API limits each client: tell it who the client is, replacing whatever the client claimed.
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
        // The browser retries on its own schedule: no silent retries here (a 503 would become ten calls).
        retryDelay: () => null,
        // The API process gone or too slow: a gateway error in the API's shape, never reply-from's 500
        // with the socket's details. The app reads 502/504 as "cannot be reached", waits and retries.
        onError: (reply, { error }) => {
          const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
          void reply.code(status).send({ success: false, message: messages.apiUnreachable });
        },
      },
    });
  } else {
    app.all('/api/*', async (_request, reply) =>
      reply.code(502).send({ success: false, message: messages.apiUnreachable }),
    );
  }

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // Hashed file names change with their content: cache them for good. Everything else is revalidated.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
    },
  });

  // Any other GET is a route of the single-page app.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ success: false, message: messages.routeNotFound });
    }
    if (request.url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Introuvable');
    reply.header('Cache-Control', 'no-cache');
    // A public page has its own pre-rendered HTML (`/login/` too); anything else, the app's shell.
    const pathname = request.url.split('?')[0]?.replace(/(.)\/+$/, '$1') ?? '/';
    return reply.type('text/html; charset=utf-8').sendFile(prerendered.get(pathname) ?? SHELL_FILE);
  });

  return app;
}

/** The build's list of pre-rendered pages; a build without it (or a broken one) serves the shell everywhere. */
function readManifest(distDir: string): Map<string, string> {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, PRERENDER_MANIFEST), 'utf8')) as unknown;
    if (typeof manifest !== 'object' || manifest === null) return new Map();
    return new Map(Object.entries(manifest).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return new Map();
  }
}
