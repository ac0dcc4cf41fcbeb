// Runs before the first paint of a pre-rendered page (it is not deferred): a visitor who already
// chose about cookies must not see the banner the page carries for first-time visitors. The app,
// once started, reads the cookies fully and decides; this only marks the <html> element.
// Same name as CONSENT_COOKIE in src/features/consent/preferences.ts (a test keeps them equal).
if (/(?:^|;\s*)SimuSessionCookieConsent=/.test(document.cookie)) {
  document.documentElement.setAttribute('data-consent-decided', '');
}
