/**
 * Hooks that only the authenticated routes need (authentication, the caller's profile, the policy) are
 * attached to those routes when they are declared, not run on every request: a public route such as the
 * organisation check then pays nothing for them (docs/performance.md, « API against its floor »).
 */
import type { onRequestHookHandler, RouteOptions } from 'fastify';

const APP_HOOK = Symbol('app route hook');
type Marked = onRequestHookHandler & { [APP_HOOK]?: true };

/** Whether the route names a policy action: the routes that run authentication, the caller and the policy. */
export function isAuthenticated(route: RouteOptions): boolean {
  return route.config?.action !== undefined;
}

/**
 * Adds `hook` to the route's onRequest hooks after the app's hooks added before it and before the route's own,
 * so that the order is the registration order of the plugins, as when they were global hooks.
 */
export function addAppRouteHook(route: RouteOptions, hook: onRequestHookHandler): void {
  const hooks = (route.onRequest === undefined ? [] : [route.onRequest].flat()) as Marked[];
  const marked: Marked = Object.assign(hook, { [APP_HOOK]: true as const });
  const firstOwn = hooks.findIndex((existing) => existing[APP_HOOK] !== true);
  hooks.splice(firstOwn === -1 ? hooks.length : firstOwn, 0, marked);
  route.onRequest = hooks;
}
