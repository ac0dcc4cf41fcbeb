import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { appStarted } from '../auth';
import { loadAnalytics, unloadAnalytics } from './analytics';
import { writeConsentCookies } from './consentCookies';
import { consentAcceptedAll, consentPreferencesSaved, consentRefusedAll, type ConsentState } from './consentSlice';

/**
 * Typed by the part of the state these listeners read, not by the app's RootState: the store that
 * registers them (src/app) is above this feature, and naming its type here would tie the two in a circle.
 */
type ConsentStartListening = TypedStartListening<{ consent: ConsentState }>;

const consentDecided = isAnyOf(consentAcceptedAll, consentRefusedAll, consentPreferencesSaved);

export function addConsentListeners(startAppListening: ConsentStartListening): void {
  // Components only dispatch decisions; the cookies of docs/product.md §9 are written here.
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
