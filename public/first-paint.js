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
// - data-access-frame: on a protected page's pre-rendered frame (its title and a skeleton, never its
//   content), the stored access hint is of a kind the guard would draw that frame for; the page lists
//   those kinds on <html> (data-frame-for). Without it the frame stays hidden, as the page was blank
//   before the app started. Same key and same reading as src/features/access/accessHint.ts and
//   prerenderedFrame.ts (hintKind); a test runs this file against the guard's decision.
try {
  var frameFor = document.documentElement.getAttribute('data-frame-for');
  if (frameFor !== null) {
    var hint = JSON.parse(window.localStorage.getItem('simusession.access'));
    if (
      typeof hint === 'object' &&
      hint !== null &&
      typeof hint.uid === 'string' &&
      hint.uid !== '' &&
      typeof hint.role === 'string' &&
      (hint.organisationId === null || typeof hint.organisationId === 'string') &&
      typeof hint.organisationActive === 'boolean'
    ) {
      var kind = hint.role + ':' + (hint.organisationId ? (hint.organisationActive ? 'active' : 'inactive') : 'none');
      if (frameFor.split(' ').indexOf(kind) !== -1) document.documentElement.setAttribute('data-access-frame', '');
    }
  }
} catch (error) {
  // Storage blocked or a hint this version did not write: the frame stays hidden.
}
