// Runs before the first paint of a pre-rendered page (it is not deferred). Public pages are drawn
// for a first-time visitor; this marks <html> for the two visitors they are not right for, and for
// whom a protected page's frame is, and CSS hides what does not apply until the app has started:
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
// - data-access-frame: a protected page's pre-rendered frame (title, skeleton; never content) is for
//   this stored access hint: its kind is listed on <html> (src/features/access/prerenderedFrame.ts;
//   a test runs this file against the guard). Otherwise the frame stays hidden.
try {
  var kinds = document.documentElement.getAttribute('data-frame-for');
  var hint = kinds === null ? null : JSON.parse(window.localStorage.getItem('simusession.access'));
  if (
    hint && typeof hint.uid === 'string' && hint.uid !== '' && typeof hint.role === 'string' &&
    (hint.organisationId === null || typeof hint.organisationId === 'string') && typeof hint.organisationActive === 'boolean' &&
    kinds.split(' ').indexOf(hint.role + ':' + (hint.organisationId ? (hint.organisationActive ? 'active' : 'inactive') : 'none')) !== -1
  ) {
    document.documentElement.setAttribute('data-access-frame', '');
  }
} catch (error) {
  // Storage blocked, or a hint this version did not write: the frame stays hidden.
}
