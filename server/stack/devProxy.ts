import type { ClientRequest, IncomingMessage } from 'node:http';

/**
 * The `/api` proxy of the webpack dev server (`npm start`). The API limits each client address,
 * so the address it is told must be the one that connected here: the client's own
 * X-Forwarded-For is replaced, never passed on or appended to (http-proxy would pass it as is).
 * `npm run serve` does the same in server/web/webServer.ts.
 */
export function apiDevProxy(target: string) {
  return {
    context: ['/api'],
    target,
    changeOrigin: false,
    xfwd: false,
    logLevel: 'warn' as const,
    onProxyReq(proxyRequest: ClientRequest, request: IncomingMessage) {
      proxyRequest.setHeader('x-forwarded-for', request.socket.remoteAddress ?? '');
    },
  };
}
