/** Consent preferences and their two cookies (docs/product.md §3, §4.5, §9). Pure. */
import { PRODUCT_NAME } from '../../config/product';
import { parseJsonObject } from '../../lib/jsonObject';

export const CONSENT_COOKIE = `${PRODUCT_NAME}CookieConsent`;
export const PREFERENCES_COOKIE = 'cookiePreferences';
export const PREFERENCES_VERSION = '1.0';
export const CONSENT_LIFETIME_DAYS = 365;

export type ConsentDecision = 'accepted' | 'refused' | 'customised';

export type CookiePreferences = {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO 8601. */
  timestamp: string;
  version: typeof PREFERENCES_VERSION;
};

export type StoredConsent = { decision: ConsentDecision; preferences: CookiePreferences };

const DECISIONS: readonly string[] = ['accepted', 'refused', 'customised'] satisfies ConsentDecision[];

export function makePreferences(analytics: boolean, marketing: boolean, timestamp: string): CookiePreferences {
  return { essential: true, analytics, marketing, timestamp, version: PREFERENCES_VERSION };
}

/**
 * The stored decision, or null when there is none to honour: a missing or unreadable cookie,
 * or preferences of another version (the banner then asks again).
 */
export function readStoredConsent(cookies: Record<string, string | undefined>): StoredConsent | null {
  const decision = cookies[CONSENT_COOKIE];
  const raw = cookies[PREFERENCES_COOKIE];
  if (!decision || !DECISIONS.includes(decision)) return null;
  const p = parseJsonObject(raw);
  if (!p) return null;
  if (p.version !== PREFERENCES_VERSION || typeof p.analytics !== 'boolean' || typeof p.marketing !== 'boolean') {
    return null;
  }
  const timestamp = typeof p.timestamp === 'string' ? p.timestamp : new Date(0).toISOString();
  return { decision: decision as ConsentDecision, preferences: makePreferences(p.analytics, p.marketing, timestamp) };
}
