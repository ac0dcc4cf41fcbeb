import { isAnyOf } from '@reduxjs/toolkit';
import { appStarted, identityStateObserved, userSignedIn, userSignedOut } from '../../features/auth';
import { organisationCheckFailed, organisationStatusReceived } from '../../features/organisation';
import type { StartListening } from '../../lib/services';
import type { RootState } from '../rootReducer';

/** The start's milestones, as the signed-in reload's waterfall reads them (`BENCH_RENDER_WATERFALL=1 npm run bench:render`). */
const MILESTONES = isAnyOf(appStarted, identityStateObserved, userSignedIn, userSignedOut, organisationStatusReceived, organisationCheckFailed);

/**
 * One `performance.mark` per milestone (`simusession:<action type>`), named after the action and
 * carrying nothing else (no uid, no token): the browser's own timeline, which only the page reads.
 */
export function addTimelineMarks(startAppListening: StartListening<RootState>): void {
  startAppListening({
    matcher: MILESTONES,
    effect: (action) => {
      if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(`simusession:${action.type}`);
    },
  });
}
