// Runs before the first paint of a pre-rendered page (it is not deferred). Public pages are drawn
// for a first-time visitor; this marks <html> for the two visitors they are not right for, and CSS
// hides what does not apply until the app has started and decides:
// - data-consent-decided: a visitor who already chose about cookies (the banner is not for them).
//   Same name as CONSENT_COOKIE in src/features/consent/preferences.ts (a test keeps them equal).
// - data-session-hint: someone signed in on this browser (the visitor's menu is not for them).
//   Same key as SESSION_HINT_KEY in src/features/auth/identity.ts (a test keeps them equal).
if (/(?:^|;\s*)SimuSessionCookieConsent=/.test(document.cookie)) {
  document.documentElement.setAttribute('data-consent-decided', '');
}
try {
  if (window.localStorage.getItem('simusession.session') !== null) {
    document.documentElement.setAttribute('data-session-hint', '');
  }
} catch (error) {
  // Storage is blocked: the page stays as drawn for a visitor.
}
