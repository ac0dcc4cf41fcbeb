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
var sessionHint = false;
try {
  if (window.localStorage.getItem('simusession.session') !== null) {
    sessionHint = true;
    document.documentElement.setAttribute('data-session-hint', '');
  }
} catch (error) {
  // Storage is blocked: the page stays as drawn for a visitor.
}
// - someone signed in: the session the Firebase SDK stored is read now, while the page is parsed, rather
//   than once the app's scripts run (≈ 30 ms later here, more on a phone), so that their first requests
//   leave sooner. The rows of the SDK's own store, as they are: src/features/auth/storedSession.ts takes
//   them once and decides what they are worth. Only read: no database is made where the SDK made none.
if (sessionHint && typeof window.indexedDB === 'object' && window.indexedDB !== null && typeof Promise === 'function') {
  window.simusessionSdkRecords = new Promise(function (resolve) {
    try {
      var request = window.indexedDB.open('firebaseLocalStorageDb');
      request.onupgradeneeded = function () {
        request.transaction.abort();
      };
      request.onerror = request.onblocked = function () {
        resolve(null);
      };
      request.onsuccess = function () {
        var db = request.result;
        try {
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) throw new Error('no store');
          var rows = db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAll();
          rows.onsuccess = function () {
            db.close();
            resolve(rows.result);
          };
          rows.onerror = function () {
            db.close();
            resolve(null);
          };
        } catch (error) {
          db.close();
          resolve(null);
        }
      };
    } catch (error) {
      resolve(null);
    }
  });
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
// - data-scripts-after-paint: a pre-rendered public page's scripts, loaded once its content is painted
//   (server/web/prerenderPages.ts moves them there from the shell's deferred tags). Deferred scripts that
//   arrive while the page is parsed run before its first paint: on a phone, or from the cache, the visitor
//   then waits for the app's start to see text that was already in the HTML. Someone signed in, a page
//   opened in the background or a browser without paint timing get them at once, in the same order.
(function () {
  var root = document.documentElement;
  var list = root.getAttribute('data-scripts-after-paint');
  if (!list) return;
  var sources = list.split(' ');
  var add = function () {
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // executed in the list's order, as deferred scripts are
      document.head.appendChild(script);
    });
  };
  var loaded = false;
  var load = function () {
    if (loaded) return;
    loaded = true;
    if (document.readyState !== 'loading') {
      add();
      return;
    }
    // Still parsing (this file runs in <head>): fetched now, run once the page is parsed, as deferred
    // scripts are; the app looks for its container when it starts.
    sources.forEach(function (src) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = src;
      document.head.appendChild(link);
    });
    document.addEventListener('DOMContentLoaded', add);
  };
  var observes =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes !== undefined &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') !== -1;
  if (!observes || root.hasAttribute('data-session-hint') || document.visibilityState !== 'visible') {
    load();
    return;
  }
  new PerformanceObserver(function (entries, observer) {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      load();
    }
  }).observe({ type: 'paint', buffered: true });
  // A page that never paints content (a prerender the browser keeps, a hidden frame) still starts.
  setTimeout(load, 1000);
})();
