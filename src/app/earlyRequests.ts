/**
 * A signed-in reload's first requests, sent before the app has started (src/index.tsx), from the session
 * the Firebase SDK stored (src/features/auth/storedSession.ts): the profile call, the organisation check
 * and the page's first query. They are the three the started app sends first (the auth listener, then
 * listeners/prefetchFirstQuery.ts), under the same conditions (firstQueries.ts), so the data layer adopts
 * their answers (src/lib/api/earlyFetch.ts) rather than sending them again: the API works while the app's
 * modules are evaluated instead of after. Nothing is drawn from an answer before the guard allows the page.
 */
import { env } from '../config/env';
import { routeForPath } from '../config/routes';
import { readAccessHint, type AccessHint } from '../features/access/accessHint';
import { startStoredSessionRead, type StoredSession } from '../features/auth/storedSession';
import { sendEarly, type EarlyGet } from '../lib/api/earlyFetch';
import { FIRST_QUERY_MODULES, firstQueryToPrefetch, organisationToCheckEarly, PAGE_FIRST_QUERIES, type FirstQuery } from './firstQueries';
import { PAGE_LOADERS } from './pageLoaders';

/**
 * Each request exactly as its endpoint sends it, below the API's base URL: `getProfile` (profileApi.ts),
 * `checkOrganisationAccess` (organisationApi.ts), the first page of `listSessions` (sessionsApi.ts).
 * test/app/access/earlyRequests.test.ts runs those endpoints and compares, so that the two cannot drift.
 */
export const EARLY_PATHS = {
  profile: '/auth/users/profile',
  organisationCheck: (id: string) => `/auth/organisations?${new URLSearchParams({ accessCheck: 'true', id }).toString()}`,
  firstQuery: { listSessions: '/sessions?limit=100' } satisfies Readonly<Record<FirstQuery, string>>,
} as const;

export type EarlyInput = {
  session: StoredSession;
  /** The page being reloaded. */
  pathname: string;
  search: string;
  /** The stored access hint, as the store will read it. */
  hint: AccessHint | null;
  apiBaseUrl: string;
};

/** What to send for this reload (pure): the profile always, the others when the started app would send them early too. */
export function earlyRequestsFor({ session, pathname, search, hint, apiBaseUrl }: EarlyInput): EarlyGet[] {
  // The state the app will be in when the session names the person: nobody confirmed yet.
  const reload = { identityUser: session.user, authStatus: 'loading' as const, hint };
  const requests: EarlyGet[] = [{ url: apiBaseUrl + EARLY_PATHS.profile, token: session.accessToken }];
  const organisationId = organisationToCheckEarly(reload);
  // docs/product.md §7: the check carries no token, early or not.
  if (organisationId) requests.push({ url: apiBaseUrl + EARLY_PATHS.organisationCheck(organisationId), token: null });
  const query = firstQueryToPrefetch({ ...reload, pathname, search });
  if (query) requests.push({ url: apiBaseUrl + EARLY_PATHS.firstQuery[query], token: session.accessToken });
  return requests;
}

/**
 * The code the page's first render needs beyond the app's own chunks: the data layer with the profile call,
 * the organisation check, the page's module and its first query's endpoints. Asked for now, they
 * are fetched while the app's libraries are evaluated instead of once the app has started; webpack loads
 * each chunk once, and the router and the listeners find them there.
 */
function loadFirstModules(pathname: string): void {
  // A chunk that fails here is asked for again by whoever needs it, and that one says so.
  const quietly = (load: Promise<unknown>) => void load.catch(() => undefined);
  quietly(import('../features/auth/profileApi'));
  quietly(import('../features/organisation/organisationApi'));
  const route = routeForPath(pathname);
  if (!route) return;
  quietly(PAGE_LOADERS[route.path]());
  const query = PAGE_FIRST_QUERIES[route.path];
  if (query) quietly(FIRST_QUERY_MODULES[query]());
}

/** Sends this reload's first requests once `read` (the stored session) is known; nothing stored, nothing sent. */
export function sendEarlyRequests(read: Promise<StoredSession | null>): void {
  const { pathname, search } = window.location;
  void read.then((session) => {
    if (session) {
      sendEarly(earlyRequestsFor({ session, pathname, search, hint: readAccessHint(), apiBaseUrl: env.apiBaseUrl }));
      // For the signed-in reload's waterfall (timelineMarks.ts): a name, nothing of the session.
      if (typeof performance.mark === 'function') performance.mark('simusession:app/earlyRequestsSent');
    }
    // After the read, not beside it: evaluating these chunks made the read's answer (a task of its own) wait.
    loadFirstModules(pathname);
  });
}

/** Reads the session the SDK stored (first-paint.js has started the read) and sends this reload's first requests with it. */
export function sendEarlyRequestsFromStoredSession(apiKey: string): void {
  sendEarlyRequests(startStoredSessionRead(apiKey));
}
