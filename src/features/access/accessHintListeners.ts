import { isAnyOf } from '@reduxjs/toolkit';
import { userSignedIn, userSignedOut, type AuthState } from '../auth';
import { organisationCheckFailed, organisationStatusReceived, type OrganisationState } from '../organisation';
import type { StartListening } from '../../lib/services';
import { hintFrom, writeAccessHint } from './accessHint';

const decisionInputsChanged = isAnyOf(userSignedIn, userSignedOut, organisationStatusReceived, organisationCheckFailed);

/** Keeps the stored hint equal to what the guard last decided from (fresh answers only). */
export function addAccessHintListeners(startAppListening: StartListening<{ auth: AuthState; organisation: OrganisationState }>): void {
  startAppListening({
    matcher: decisionInputsChanged,
    effect: (_action, listenerApi) => {
      const { auth, organisation } = listenerApi.getState();
      const hint = hintFrom({ authStatus: auth.status, user: auth.user, organisationStatus: organisation.status });
      if (hint !== undefined) writeAccessHint(hint);
    },
  });
}
