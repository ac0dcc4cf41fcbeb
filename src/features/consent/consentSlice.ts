import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { makePreferences, type ConsentDecision, type CookiePreferences, type StoredConsent } from './preferences';

export type ConsentState = {
  decision: ConsentDecision | null;
  preferences: CookiePreferences | null;
  /** The customise panel, opened from the banner or the footer's "Gestion des cookies". */
  panelOpen: boolean;
};

export function consentStateFrom(stored: StoredConsent | null): ConsentState {
  return stored
    ? { decision: stored.decision, preferences: stored.preferences, panelOpen: false }
    : { decision: null, preferences: null, panelOpen: false };
}

// The timestamp is taken when the action is created, so reducers stay pure and replayable.
const stamped = <T extends object>(payload: T) => ({ payload: { ...payload, timestamp: new Date().toISOString() } });

const consentSlice = createSlice({
  name: 'consent',
  initialState: consentStateFrom(null),
  reducers: {
    consentAcceptedAll: {
      reducer(_state, action: PayloadAction<{ timestamp: string }>): ConsentState {
        return { decision: 'accepted', preferences: makePreferences(true, true, action.payload.timestamp), panelOpen: false };
      },
      prepare: () => stamped({}),
    },
    consentRefusedAll: {
      reducer(_state, action: PayloadAction<{ timestamp: string }>): ConsentState {
        return { decision: 'refused', preferences: makePreferences(false, false, action.payload.timestamp), panelOpen: false };
      },
      prepare: () => stamped({}),
    },
    consentPreferencesSaved: {
      reducer(_state, action: PayloadAction<{ analytics: boolean; marketing: boolean; timestamp: string }>): ConsentState {
        const { analytics, marketing, timestamp } = action.payload;
        return { decision: 'customised', preferences: makePreferences(analytics, marketing, timestamp), panelOpen: false };
      },
      prepare: (choice: { analytics: boolean; marketing: boolean }) => stamped(choice),
    },
    consentPanelOpened(state) {
      state.panelOpen = true;
    },
    consentPanelClosed(state) {
      state.panelOpen = false;
    },
    /** Every cookie was removed (sign-out): no decision is stored any more. */
    cookiesCleared(): ConsentState {
      return consentStateFrom(null);
    },
  },
  selectors: {
    selectConsentDecision: (state) => state.decision,
    selectConsentPreferences: (state) => state.preferences,
    selectConsentPanelOpen: (state) => state.panelOpen,
    selectBannerVisible: (state) => state.decision === null || state.panelOpen,
    selectAnalyticsAllowed: (state) => state.preferences?.analytics === true,
  },
});

export const {
  consentAcceptedAll,
  consentRefusedAll,
  consentPreferencesSaved,
  consentPanelOpened,
  consentPanelClosed,
  cookiesCleared,
} = consentSlice.actions;
export const {
  selectConsentDecision,
  selectConsentPreferences,
  selectConsentPanelOpen,
  selectBannerVisible,
  selectAnalyticsAllowed,
} = consentSlice.selectors;
export default consentSlice;
