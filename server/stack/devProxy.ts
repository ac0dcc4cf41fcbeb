import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { messages } from '../api/messages';
import { declaresMoreThan } from '../bodyLimit';
import { isMonitorPagePath, MONITOR_PAGE_HEADERS } from '../web/securityHeaders';

/** An answer of the dev server's own under `/api`, in the API's envelope, the client's body (if any) discarded. */
function answer(request: IncomingMessage, response: ServerResponse, status: number, message: string): void {
  // Unread, the body would block the connection: the browser's next call on it would never be read.
  request.unpipe();
  request.resume();
  if (response.headersSent) {
    response.end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ success: false, message }));
}

/**
 * The `/api` proxy of the webpack dev server (`npm start`). The API limits each client address,
 * so the address it is told must be the one that connected here: the client's own
 * X-Forwarded-For is replaced, never passed on or appended to (http-proxy would pass it as is).
 * `npm run serve` does the same in server/web/webServer.ts. A refused body keeps the connection
 * usable: the API's 413 is passed on and the rest of the body discarded, and a
 * failure is a 502 in the API's envelope, never http-proxy-middleware's text.
 */
export function apiDevProxy(target: string) {
  return {
    context: ['/api'],
    target,
    changeOrigin: false,
    xfwd: false,
    logLevel: 'warn' as const,
    // Kept alive: http-proxy otherwise asks the API to close after each answer, and a connection closed with a
    // body still unread is reset, the API's 413 lost with it.
    agent: new http.Agent({ keepAlive: true }),
    onProxyReq(proxyRequest: ClientRequest, request: IncomingMessage) {
      proxyRequest.setHeader('x-forwarded-for', request.socket.remoteAddress ?? '');
      // The API answered before the whole body came (a 413): the rest is not sent on but discarded here, and the
      // unfinished upstream request dropped once its answer is through.
      proxyRequest.once('response', (proxyResponse: IncomingMessage) => {
        proxyResponse.once('end', () => {
          if (request.complete) return;
          request.unpipe(proxyRequest);
          request.resume();
          proxyRequest.destroy();
        });
      });
    },
    onError(_error: Error, request: IncomingMessage, response: ServerResponse) {
      answer(request, response, 502, messages.apiUnreachable);
    },
  };
}

/**
 * Placed before the proxy (webpack.config.ts's `setupMiddlewares`): a body larger than any the API accepts
 * is refused here, in the API's envelope, before a byte goes on (server/bodyLimit.ts).
 */
export function apiBodyLimit(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  if (/^\/api(?:[/?#]|$)/.test(request.url ?? '') && declaresMoreThan(request.headers['content-length'])) {
    answer(request, response, 413, messages.requestTooLarge);
    return;
  }
  next();
}

/**
 * Placed before the dev server's own middlewares (webpack.config.ts's `setupMiddlewares`): the patient
 * monitor's page is answered with `npm run serve`'s Referrer-Policy, so that its token leaves no `Referer`.
 */
export function monitorPageHeaders(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  if (isMonitorPagePath(request.url ?? '')) for (const [name, value] of Object.entries(MONITOR_PAGE_HEADERS)) response.setHeader(name, value);
  next();
}

type NamedMiddleware = { name?: string } | ((...args: never[]) => unknown);
const named = (middleware: NamedMiddleware, name: string) => typeof middleware === 'object' && middleware.name === name;

/**
 * webpack-dev-server's middlewares as `npm start` runs them (webpack.config.ts's `setupMiddlewares`): the body limit
 * first, and the `/api` proxy ahead of the bundle's own middleware. webpack-dev-middleware reads every GET as a file
 * of the bundle first: `/api/sessions/%00` made it fail and Express answer its HTML error page instead of the API's
 * JSON envelope. The host and origin checks still come before anything.
 */
export function apiBeforeBundle<T extends NamedMiddleware>(middlewares: T[]): T[] {
  const proxies = middlewares.filter((middleware) => named(middleware, 'http-proxy-middleware'));
  const rest = middlewares.filter((middleware) => !named(middleware, 'http-proxy-middleware'));
  const bundle = rest.findIndex((middleware) => named(middleware, 'webpack-dev-middleware'));
  const at = bundle === -1 ? rest.length : bundle;
  const bodyLimit = { name: 'api-body-limit', middleware: apiBodyLimit } as unknown as T;
  return [bodyLimit, ...rest.slice(0, at), ...proxies, ...rest.slice(at)];
}
