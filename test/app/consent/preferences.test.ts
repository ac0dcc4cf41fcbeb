import { readStoredConsent } from '../../../src/features/consent/preferences';

const prefs = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ essential: true, analytics: true, marketing: false, timestamp: '2026-11-01T10:00:00.000Z', version: '1.0', ...over });

describe('readStoredConsent', () => {
  it('reads a stored decision', () => {
    expect(readStoredConsent({ SimuSessionCookieConsent: 'customised', cookiePreferences: prefs() })).toEqual({
      decision: 'customised',
      preferences: { essential: true, analytics: true, marketing: false, timestamp: '2026-11-01T10:00:00.000Z', version: '1.0' },
    });
  });

  it.each([
    ['no cookies', {}],
    ['only the decision', { SimuSessionCookieConsent: 'accepted' }],
    ['only the preferences', { cookiePreferences: prefs() }],
    ['an unknown decision', { SimuSessionCookieConsent: 'peut-être', cookiePreferences: prefs() }],
    ['preferences that are not JSON', { SimuSessionCookieConsent: 'accepted', cookiePreferences: '{oops' }],
    ['another version', { SimuSessionCookieConsent: 'accepted', cookiePreferences: prefs({ version: '2.0' }) }],
    ['a non-boolean choice', { SimuSessionCookieConsent: 'accepted', cookiePreferences: prefs({ analytics: 'yes' }) }],
  ])('treats %s as no decision', (_name, cookies) => {
    expect(readStoredConsent(cookies)).toBeNull();
  });

  it('keeps essential cookies on whatever is stored', () => {
    expect(readStoredConsent({ SimuSessionCookieConsent: 'refused', cookiePreferences: prefs({ essential: false }) })?.preferences.essential).toBe(true);
  });
});
