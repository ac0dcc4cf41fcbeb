/**
 * The self-hosted analytics script (served by the build, its address in `env`) is injected only once
 * analytics consent is given (CNIL; docs/product.md §4.5), and its cookies go when consent is withdrawn.
 */
import { env } from '../../config/env';
import { removeCookies, cookieNames } from '../../lib/cookies';

export const ANALYTICS_SCRIPT_SRC = env.analyticsScriptUrl;
export const ANALYTICS_COOKIE_PREFIX = 'ss_analytics';
const MARKER = 'data-simusession-analytics';

declare global {
  interface Window {
    simusessionAnalytics?: { stop: () => void };
  }
}

export function loadAnalytics(doc: Document = document): void {
  if (doc.querySelector(`script[${MARKER}]`)) return;
  const script = doc.createElement('script');
  script.src = ANALYTICS_SCRIPT_SRC;
  script.defer = true;
  script.setAttribute(MARKER, '');
  doc.head.appendChild(script);
}

export function unloadAnalytics(doc: Document = document): void {
  doc.querySelector(`script[${MARKER}]`)?.remove();
  doc.defaultView?.simusessionAnalytics?.stop();
  removeCookies(
    doc,
    cookieNames(doc.cookie).filter((name) => name.startsWith(ANALYTICS_COOKIE_PREFIX)),
  );
}
