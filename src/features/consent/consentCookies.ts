import Cookies from 'js-cookie';
import {
  CONSENT_COOKIE,
  CONSENT_LIFETIME_DAYS,
  PREFERENCES_COOKIE,
  readStoredConsent,
  type StoredConsent,
} from './preferences';

export function readConsentCookies(): StoredConsent | null {
  return readStoredConsent(Cookies.get());
}

export function writeConsentCookies({ decision, preferences }: StoredConsent): void {
  const attributes = {
    expires: CONSENT_LIFETIME_DAYS,
    sameSite: 'Strict',
    path: '/',
    secure: window.location.protocol === 'https:',
  } as const;
  Cookies.set(CONSENT_COOKIE, decision, attributes);
  Cookies.set(PREFERENCES_COOKIE, JSON.stringify(preferences), attributes);
}
