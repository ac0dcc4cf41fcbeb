import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/listenerMiddleware';
import { appStarted } from '../auth';
import { loadAnalytics, unloadAnalytics } from './analytics';
import { writeConsentCookies } from './consentCookies';
import { consentAcceptedAll, consentPreferencesSaved, consentRefusedAll } from './consentSlice';

const consentDecided = isAnyOf(consentAcceptedAll, consentRefusedAll, consentPreferencesSaved);

export function addConsentListeners(startAppListening: AppStartListening): void {
  // Components only dispatch decisions; the cookies of spec §9 are written here.
  startAppListening({
    matcher: consentDecided,
    effect: (_action, listenerApi) => {
      const { decision, preferences } = listenerApi.getState().consent;
      if (!decision || !preferences) return;
      writeConsentCookies({ decision, preferences });
      if (preferences.analytics) loadAnalytics();
      else unloadAnalytics();
    },
  });

  startAppListening({
    actionCreator: appStarted,
    effect: (_action, listenerApi) => {
      if (listenerApi.getState().consent.preferences?.analytics) loadAnalytics();
    },
  });
}
