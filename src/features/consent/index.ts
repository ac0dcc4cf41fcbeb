export {
  consentAcceptedAll,
  consentRefusedAll,
  consentPreferencesSaved,
  consentPanelOpened,
  consentPanelClosed,
  cookiesCleared,
  selectBannerVisible,
  selectConsentPreferences,
  selectConsentPanelOpen,
  selectConsentDecision,
  selectAnalyticsAllowed,
  consentStateFrom,
  type ConsentState,
} from './consentSlice';
export { readConsentCookies } from './consentCookies';
export { CookieBanner } from './CookieBanner';
