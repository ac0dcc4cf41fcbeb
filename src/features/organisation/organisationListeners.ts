import { boundedRetryDelayMs, RATE_LIMITED_CHECK, retryDelayMs } from '../../lib/retry';
import type { StartListening } from '../../lib/services';
import { identityStateObserved, userSignedIn, userSignedOut, type AuthState } from '../auth';
import { ORGANISATION_CHECK_REUSE_S } from './types';
import {
  organisationCheckFailed,
  organisationRetryRequested,
  organisationStatusReceived,
  organisationUnreachable,
  subscriptionPaid,
  type OrganisationState,
} from './organisationSlice';
import { readOrganisationCheck } from './parseOrganisation';

type State = { auth: AuthState; organisation: OrganisationState };
type ListenerApi = Parameters<Parameters<StartListening<State>>[0]['effect']>[1];

/**
 * While the API says the organisation is inactive, its members' browsers ask again this often (and at
 * once when the tab is shown or focused again), so that a teacher waiting on /expired gets in as soon
 * as the admin has paid, without a reload or a sign-out. A class of 30 waiting is 120 checks a minute,
 * far below the check's per-address limit (3 000).
 */
export const INACTIVE_RECHECK_MS = 15_000;

/**
 * docs/product.md §4.2/§8: asks the organisation check until it has a final answer, and puts it in the slice.
 * Returns early when the signed-in user changes meanwhile.
 */
async function checkOrganisation(organisationId: string, uid: string, listenerApi: ListenerApi, fresh: true | number = true): Promise<void> {
  const stillSameUser = () => listenerApi.getState().auth.user?.uid === uid;
  // Its own chunk, requested as soon as the provider named the user (see addOrganisationListeners).
  const { organisationApi } = await import('./organisationApi');
  if (!stillSameUser()) return;

  for (let attempt = 0, rateLimited = 0, forceRefetch = fresh; ; forceRefetch = true) {
    // A retry always asks again; the first try may take an answer a few seconds old (or one travelling).
    const request = listenerApi.dispatch(
      organisationApi.endpoints.checkOrganisationAccess.initiate(organisationId, { forceRefetch, subscribe: false }),
    );
    const { data: check } = await listenerApi.pause(request);
    // The answer is stale if the user changed while it travelled.
    if (!check || !stillSameUser()) return;

    // A rate limit is "not now", not a "no". The user keeps waiting (status unknown) for a few short
    // tries; after them the check counts as unanswered, and is retried on the long schedule.
    if (check.outcome === 'transient') {
      const wait = boundedRetryDelayMs(RATE_LIMITED_CHECK, rateLimited, check.retryAfterMs);
      if (wait !== null) {
        rateLimited += 1;
        await listenerApi.delay(wait);
        if (!stillSameUser()) return;
        continue;
      }
    }

    const reading = readOrganisationCheck(check);
    if (reading.kind === 'status') {
      listenerApi.dispatch(organisationStatusReceived({ isActive: reading.isActive, organisation: reading.organisation }));
      return;
    }
    if (reading.kind === 'refused') {
      // The API's own answer is final.
      listenerApi.dispatch(organisationCheckFailed({ message: reading.message, organisation: reading.organisation }));
      return;
    }
    // A failure is never the organisation's state: the page says the service is unreachable and
    // tries again with back-off (2, 5, 10, then every 30 s), or at once on « Réessayer ».
    const wait = retryDelayMs(attempt, reading.retryAfterMs);
    listenerApi.dispatch(organisationUnreachable({ retryInSeconds: Math.ceil(wait / 1000) }));
    await listenerApi.condition(
      (action) => organisationRetryRequested.match(action) || userSignedOut.match(action) || userSignedIn.match(action),
      wait,
    );
    attempt += 1;
    if (!stillSameUser()) return;
  }
}

/** Resolves when the page is shown or focused again; `signal` removes the browser listeners. */
function pageShownAgain(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window === 'undefined' || typeof document === 'undefined') return;
    const stop = () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
    };
    const onFocus = () => {
      stop();
      resolve();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onFocus();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    signal.addEventListener('abort', stop);
  });
}

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export function addOrganisationListeners(startAppListening: StartListening<State>): void {
  // The check's code is fetched while the profile call travels, not once it has answered: the check
  // follows the profile at once (a signed-in reload's waterfall showed its chunk's 10 ms in between).
  startAppListening({
    actionCreator: identityStateObserved,
    effect: ({ payload }) => {
      if (payload?.emailVerified) void import('./organisationApi');
    },
  });

  // docs/product.md §4.2: once a user is loaded, an organisation, if any, is checked.
  startAppListening({
    actionCreator: userSignedIn,
    effect: async ({ payload: user }, listenerApi) => {
      listenerApi.cancelActiveListeners();
      if (!user.uid_organisation) return;
      await checkOrganisation(user.uid_organisation, user.uid, listenerApi, ORGANISATION_CHECK_REUSE_S);
    },
  });

  // The admin's own payment: the guard reads the new status at once (no reload, no sign-out).
  startAppListening({
    actionCreator: subscriptionPaid,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const user = listenerApi.getState().auth.user;
      if (!user?.uid_organisation) return;
      await checkOrganisation(user.uid_organisation, user.uid, listenerApi);
    },
  });

  // Everybody else's browser: while the API says "inactive", ask again every INACTIVE_RECHECK_MS, and at
  // once when the page is shown again; stop on sign-out, on another user, or once the status changed.
  startAppListening({
    predicate: (action, state) => organisationStatusReceived.match(action) && state.organisation.status === 'inactive',
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const user = listenerApi.getState().auth.user;
      if (!user?.uid_organisation) return;
      const organisationId = user.uid_organisation;
      const waiting = new AbortController();
      // True when the wait is over for good (sign-out, another user, a new status); false at the timeout.
      const ended = (timeout?: number) =>
        listenerApi.condition(
          (action, state) => userSignedOut.match(action) || userSignedIn.match(action) || state.organisation.status !== 'inactive',
          timeout,
        );
      try {
        if (await Promise.race([ended(INACTIVE_RECHECK_MS), pageShownAgain(waiting.signal).then(() => false)])) return;
        // A hidden tab does not ask: it asks when it is shown again.
        if (pageHidden() && (await Promise.race([ended(), pageShownAgain(waiting.signal).then(() => false)]))) return;
      } finally {
        waiting.abort();
      }
      const { auth, organisation } = listenerApi.getState();
      if (auth.user?.uid !== user.uid || organisation.status !== 'inactive') return;
      await checkOrganisation(organisationId, user.uid, listenerApi);
    },
  });
}
