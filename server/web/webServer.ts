/**
 * The production web server (`npm run serve`): the built app from dist/ with an SPA
 * fallback, immutable caching of hashed assets, compression, the security headers, and
 * `/api` proxied to the reference API. Its own errors keep the API's contract under `/api`
 * (the JSON envelope, a French message) and the security headers everywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { declaresMoreThan } from '../bodyLimit';
import { PRERENDER_MANIFEST, SHELL_FILE } from './prerenderPages';
import { webMessages } from './messages';
import { isMonitorPagePath, MONITOR_PAGE_HEADERS, securityHeaders, type SecurityHeaderOptions } from './securityHeaders';
import { mayRetry, Upstreams } from './upstreams';

export type WebServerOptions = SecurityHeaderOptions & {
  distDir: string;
  /**
   * Where `/api` goes: one API process, or several (round robin, a failed one set aside and its safe
   * requests sent to another: upstreams.ts); none: `/api` answers 502 in the API's error shape.
   */
  apiTarget?: string | readonly string[];
  logger?: boolean;
  /**
   * The proxies in front of this server (addresses, CIDR ranges or `loopback`, comma-separated):
   * their X-Forwarded-For is believed. None: the connecting address is the client's.
   */
  trustProxy?: string;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What the `/api` proxy forwards (@fastify/http-proxy's methods); any other method there is a 405. */
const API_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'];
const PAGE_METHODS = ['GET', 'HEAD'];

/** `/api`, `/api/…`, `/api?…`, but not `/apis`. */
export function isApiPath(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url);
}

/**
 * A path whose last segment has an extension names a file (`/assets/old.123.js` after a deploy,
 * `/favicon.png`), not a route of the app: when no such file exists it is a 404, never the app's
 * page with 200 (a browser would run HTML as a script, or cache the shell as an image).
 */
export function looksLikeFile(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

function messageForStatus(status: number): string {
  if (status === 404) return webMessages.notFound;
  if (status === 405) return webMessages.methodNotAllowed;
  if (status === 413) return webMessages.requestTooLarge;
  if (status >= 500) return webMessages.internalError;
  return webMessages.badRequest;
}

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

  /** An error of this server: the envelope under `/api`, a short French text for a page; security headers on both. */
  const sendError = (request: FastifyRequest, reply: FastifyReply, status: number, message = messageForStatus(status)) => {
    // Headers set here too: an answer to a URL the router rejected does not go through every hook.
    reply.headers(headers).header('Cache-Control', 'no-store').code(status);
    if (isMonitorPagePath(request.url)) reply.headers(MONITOR_PAGE_HEADERS);
    if (isApiPath(request.url)) return reply.send({ success: false, message });
    return reply.type('text/plain; charset=utf-8').send(message);
  };

  const app = Fastify({
    logger,
    trustProxy: trustProxy ?? false,
    // A URL the router cannot decode (`/api/%E0%A4%A`): a 400 of ours, not Fastify's raw `FST_ERR_BAD_URL` body.
    frameworkErrors: (error, request, reply) => {
      const status = (error as FastifyError).statusCode ?? 400;
      void sendError(request, reply, status >= 400 && status < 500 ? status : 400);
    },
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return sendError(request, reply, status);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers);
    if (isMonitorPagePath(request.url)) reply.headers(MONITOR_PAGE_HEADERS);
    return payload;
  });
  await app.register(compress, { global: true, threshold: 1024 });

  const targets = apiTarget === undefined ? [] : typeof apiTarget === 'string' ? [apiTarget] : [...apiTarget];
  if (targets.length > 0) {
    const upstreams = new Upstreams(targets);
    // A body larger than any the API accepts is refused here, before a byte goes on: the API would close the
    // connection on it and its 413 be lost (server/bodyLimit.ts). Unread, the body is discarded by Node after the
    // answer, and the connection serves the browser's next call.
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiPath(request.url)) return;
      if (declaresMoreThan(request.headers['content-length'])) return sendError(request, reply, 413);
      // The API answered before the whole body came (its 413): the rest is discarded here rather than left unread,
      // which would end the connection instead of serving the browser's next call on it.
      reply.raw.once('finish', () => {
        if (request.raw.complete || request.raw.destroyed) return;
        request.raw.unpipe();
        request.raw.resume();
      });
    });
    type ForwardOptions = Parameters<FastifyReply['from']>[1];
    /** One attempt on the next process; on a failure that may be retried, the next one (each process once). */
    const forward = (reply: FastifyReply, dest: string, options: ForwardOptions, client: string, tried: string[]) => {
      const target = upstreams.next(tried);
      tried.push(target);
      return reply.from(dest, {
        ...options,
        getUpstream: () => target,
        // The API limits each client: tell it who the client is, replacing whatever the client claimed
        // (read once, before the first attempt: a retry may run after the client's socket is gone).
        rewriteRequestHeaders: (_request, headers) => ({ ...headers, 'x-forwarded-for': client }),
        // The API process gone or too slow: a gateway error in the API's shape, never reply-from's 500
        // with the socket's details. The app reads 502/504 as "cannot be reached", waits and retries.
        onError: (failed, { error }) => {
          if (mayRetry(failed.request.method, error)) {
            upstreams.failed(target);
            // Nobody is waiting any more: nothing to retry for.
            if (failed.raw.destroyed) return;
            if (tried.length < targets.length) return void forward(failed as FastifyReply, dest, options, client, tried);
          }
          const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
          // What the browser still sends of a body nobody will read: discarded, so that its connection serves the next call.
          failed.request.raw.resume();
          void failed.code(status).send({ success: false, message: webMessages.apiUnreachable });
        },
      });
    };
    await app.register(proxy, {
      // Chosen per request by `forward` (getUpstream); the proxy only needs to know the path stays under /api.
      upstream: '',
      prefix: '/api',
      rewritePrefix: '/api',
      handler: (request, reply, dest, options) => forward(reply, dest, options, request.ip, []),
      replyOptions: {
        getUpstream: () => targets[0] as string,
        // The browser retries on its own schedule: no silent retries of an answer (a 503 would become ten calls).
        retryDelay: () => null,
      },
    });
  } else {
    app.all('/api', async (request, reply) => sendError(request, reply, 502, webMessages.apiUnreachable));
    app.all('/api/*', async (request, reply) => sendError(request, reply, 502, webMessages.apiUnreachable));
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
    if (isApiPath(request.url)) {
      // Only methods the proxy does not forward get here.
      const allowed = targets.length > 0 ? API_METHODS : [];
      if (allowed.length > 0 && !allowed.includes(request.method)) reply.header('Allow', allowed.join(', '));
      return sendError(request, reply, allowed.includes(request.method) || allowed.length === 0 ? 404 : 405);
    }
    if (!PAGE_METHODS.includes(request.method)) {
      reply.header('Allow', PAGE_METHODS.join(', '));
      return sendError(request, reply, 405);
    }
    if (looksLikeFile(request.url)) return sendError(request, reply, 404, webMessages.fileNotFound);
    reply.header('Cache-Control', 'no-cache');
    // A public page has its own pre-rendered HTML (`/login/` too); anything else, the app's shell.
    // Trailing slashes off, one kept for `/`; each alternative starts only where a run of slashes starts (linear:
    // `(.)\/+$` retried at every slash of a long run, and anybody chooses the URL).
    const pathname = request.url.split('?')[0]?.replace(/(?<=[^/])\/+$|(?<=^\/)\/+$/, '') ?? '/';
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
