/*
 * SimuSession's own audience measurement. The app injects this script only after analytics
 * consent (CNIL), and removes its cookies when consent is withdrawn.
 * Page views are POSTed to the URL of <meta name="simusession-analytics-endpoint">; without
 * that tag (the case today) nothing is sent anywhere. Cookies: only names starting `ss_analytics`.
 */
(function () {
  'use strict';

  if (window.simusessionAnalytics) return;

  var COOKIE = 'ss_analytics_id';
  // CNIL: an audience-measurement cookie lives 13 months at most.
  var MAX_AGE_SECONDS = 13 * 30 * 24 * 60 * 60;
  var meta = document.querySelector('meta[name=simusession-analytics-endpoint]');
  var endpoint = meta && meta.content;
  var stopped = false;
  var lastPath = null;
  var pushState = history.pushState;
  var replaceState = history.replaceState;

  function visitorId() {
    var match = document.cookie.match(/(?:^|;\s*)ss_analytics_id=([^;]+)/);
    if (match) return match[1];
    var id = window.crypto && crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + String(Math.random()).slice(2);
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = COOKIE + '=' + id + '; Max-Age=' + MAX_AGE_SECONDS + '; Path=/; SameSite=Strict' + secure;
    return id;
  }

  function record() {
    if (stopped || !endpoint || location.pathname === lastPath) return;
    lastPath = location.pathname;
    var body = JSON.stringify({ visitor: visitorId(), path: location.pathname, referrer: document.referrer || null, at: new Date().toISOString() });
    try {
      fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body, keepalive: true, credentials: 'omit' }).catch(function () {});
    } catch (error) {
      // Measurement must never break the page.
    }
  }

  // The app is a single-page application: a page view is a change of history entry.
  function wrap(original) {
    return function () {
      var result = original.apply(this, arguments);
      record();
      return result;
    };
  }

  if (endpoint) {
    history.pushState = wrap(pushState);
    history.replaceState = wrap(replaceState);
    window.addEventListener('popstate', record);
    record();
  }

  window.simusessionAnalytics = {
    stop: function () {
      stopped = true;
      if (endpoint) {
        history.pushState = pushState;
        history.replaceState = replaceState;
        window.removeEventListener('popstate', record);
      }
      delete window.simusessionAnalytics;
    },
  };
})();
