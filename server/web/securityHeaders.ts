/**
 * Security headers of the production site, shared by `npm run serve` and the `hosting`
 * section of firebase.json (a test checks the two agree).
 */
export type SecurityHeaderOptions = {
  /** Extra origins the app talks to: the Firebase Auth endpoints, an API on another origin, the emulator in a demo build. */
  connectSources?: readonly string[];
};

export const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] as const;

export function contentSecurityPolicy({ connectSources = FIREBASE_AUTH_ORIGINS }: SecurityHeaderOptions = {}): string {
  return [
    "default-src 'self'",
    // Scripts only from this origin: no inline script, no eval.
    "script-src 'self'",
    // styled-components injects <style> elements at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${['self', ...connectSources].map((s) => (s === 'self' ? "'self'" : s)).join(' ')}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The patient monitor's page carries its only key in its address (`/moniteur/<token>`): under the site's
 * policy every request it makes — its scripts, its API calls, its stream — would send that address in
 * `Referer` to whatever logs the path. Its answer says to send none.
 */
export const MONITOR_PAGE_HEADERS: Readonly<Record<string, string>> = { 'Referrer-Policy': 'no-referrer' };

/** `/moniteur/…` (the monitor page's own route), not `/moniteurs` nor an API path. */
export function isMonitorPagePath(url: string): boolean {
  return /^\/moniteur(?:[/?#]|$)/.test(url);
}
