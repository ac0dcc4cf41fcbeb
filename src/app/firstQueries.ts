/**
 * Which query a page asks for first, so that a signed-in reload can send it as soon as the identity
 * provider has named the person, alongside the profile and organisation calls, instead of after them
 * (the teacher's sessions list used to wait for both answers, then for the guard, then
 * for the page to mount). Pure data and one pure decision; the listener that acts on it is
 * `listeners/prefetchFirstQuery.ts`.
 *
 * What a prefetch may do, and what it may not:
 * - it only fills the data layer's cache, with the person's own data fetched with a fresh token that
 *   the API verifies as for any call; nothing is drawn from it before the guard lets the page through
 *   (the page reads the cache once it is mounted, as it always did);
 * - it is sent only when the stored access hint is about this very person and predicts that the guard
 *   will let this page through (the same prediction that draws the page's frame, `decideWithHint`), so
 *   a reload of a page the person may not open costs no request;
 * - if the prediction turns out wrong (a role changed, an organisation gone inactive), the answer is
 *   never shown and leaves the cache after RTK Query's `keepUnusedDataFor`.
 */
import { PATHS, routeForPath, type RoutePath } from '../config/routes';
// Straight from the modules, not the feature's index (which brings its slice): src/index.tsx reads this
// before the app's libraries are evaluated (earlyRequests.ts).
import type { AccessHint } from '../features/access/accessHint';
import { decideWithHint } from '../features/access/decideWithHint';

/** The queries a page may declare as its first; each is loaded and sent by the listener's table. */
export type FirstQuery = 'listSessions';

/** Each first query's endpoints, loaded on demand (the listener sends it; a signed-in reload fetches the module early). */
export const FIRST_QUERY_MODULES = {
  listSessions: () => import('../features/sessions/sessionsApi'),
} as const satisfies Readonly<Record<FirstQuery, () => Promise<unknown>>>;

/** A page's first query: only pages whose first request takes no argument from the page itself. */
export const PAGE_FIRST_QUERIES: Readonly<Partial<Record<RoutePath, FirstQuery>>> = {
  // The teachers' and the students' homes: both list the caller's sessions (useListSessionsQuery).
  [PATHS.teacherSessions]: 'listSessions',
  [PATHS.studentSessions]: 'listSessions',
};

export type FirstQueryInput = {
  /** Where the app is: the page about to be drawn. */
  pathname: string;
  search?: string;
  /** What the identity provider has just reported (null: nobody). */
  identityUser: { uid: string; emailVerified: boolean } | null;
  /** The auth state once the report is in: a prefetch is only for a reload still waiting on the profile. */
  authStatus: 'loading' | 'signedOut' | 'signedIn';
  /** The stored access hint as the store holds it (already dropped if it was about someone else). */
  hint: AccessHint | null;
};

/** A reload still waiting on the profile, by a verified person whom the stored hint is about: what both early sends need. */
function hintForThisReload({ identityUser, authStatus, hint }: Omit<FirstQueryInput, 'pathname' | 'search'>): AccessHint | null {
  return identityUser?.emailVerified && authStatus === 'loading' && hint !== null && hint.uid === identityUser.uid ? hint : null;
}

/** The query to send now for the page about to be drawn, or null (nothing to send, or not yet known to be allowed). */
export function firstQueryToPrefetch({ pathname, search = '', ...input }: FirstQueryInput): FirstQuery | null {
  const hint = hintForThisReload(input);
  if (!hint) return null;
  const route = routeForPath(pathname);
  const query = route ? PAGE_FIRST_QUERIES[route.path] : undefined;
  if (!query) return null;
  // The guard's own prediction from the hint: only a page it would frame (and so expects to allow).
  const view = decideWithHint({ authStatus: input.authStatus, user: null, organisationStatus: 'unknown', pathname, search }, hint);
  return view.kind === 'provisional' ? query : null;
}

/**
 * The organisation whose check (docs/product.md §7's anonymous `accessCheck`) can go out beside the profile call on a
 * signed-in reload: the one the stored hint names for this very person. The check answers for an
 * organisation id, not for a person: the guard still waits for the profile, then reads the answer for
 * the organisation the profile names (the slice takes only that one), and a hint that was wrong costs
 * one check of an organisation nobody reads.
 */
export function organisationToCheckEarly(input: Omit<FirstQueryInput, 'pathname' | 'search'>): string | null {
  return hintForThisReload(input)?.organisationId ?? null;
}
