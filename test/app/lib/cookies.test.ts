import { candidateDomains, candidatePaths, cookieNames, removeAllCookies } from '../../../src/lib/cookies';

describe('cookie removal', () => {
  it('reads the names of the cookies', () => {
    expect(cookieNames('a=1; cookiePreferences=%7B%7D;  SimuSessionCookieConsent=accepted')).toEqual(['a', 'cookiePreferences', 'SimuSessionCookieConsent']);
    expect(cookieNames('')).toEqual([]);
  });

  it('covers every path and domain a cookie could have been set with', () => {
    expect(candidatePaths('/teacher/students')).toEqual(['/', '/teacher', '/teacher/students']);
    expect(candidateDomains('app.simusession.fr')).toEqual([null, 'app.simusession.fr', '.app.simusession.fr', 'simusession.fr', '.simusession.fr']);
    expect(candidateDomains('localhost')).toEqual([null, 'localhost']);
  });

  it('leaves no cookie readable by the page', () => {
    document.cookie = 'a=1; path=/';
    document.cookie = 'b=2';
    document.cookie = 'cookiePreferences=x; path=/';
    removeAllCookies(document);
    expect(document.cookie).toBe('');
  });
});
