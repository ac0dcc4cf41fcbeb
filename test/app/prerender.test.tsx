/**
 * @jest-environment node
 *
 * The build-time rendering of public pages: every page renders for a visitor, with its
 * title, its styles and nothing that belongs to a signed-in user; and the shell is filled safely.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as prerenderEntry from '../../src/app/prerender';
import { isPublicPath, ROUTES } from '../../src/config/routes';
import { SESSION_HINT_KEY } from '../../src/features/auth/identity';
import { SDK_RECORDS_GLOBAL } from '../../src/features/auth/storedSession';
import { CONSENT_COOKIE } from '../../src/features/consent/preferences';
import { ACCESS_HINT_KEY, decideWithHint, FRAME_FOR_ATTRIBUTE, FRAME_MARKER, frameKindsFor, parseAccessHint } from '../../src/features/access';
import { fileForPath, fillShell, SCRIPTS_AFTER_PAINT_ATTRIBUTE, type PrerenderModule } from '../../server/web/prerenderPages';

// The build step reads the entry through its own declaration of it: this line fails the type-check if they part.
const { PRERENDERED_PATHS, prerender, FRAMED_PATHS, prerenderFrame }: PrerenderModule = prerenderEntry;

describe('pre-rendered pages', () => {
  it('are exactly the public pages of the route table with a fixed path', () => {
    expect(PRERENDERED_PATHS.length).toBeGreaterThan(20);
    expect(PRERENDERED_PATHS.every(isPublicPath)).toBe(true);
    // `/moniteur/:token` has no file of its own: the shell serves it, and its page asks the API.
    const publicRoutes = ROUTES.filter((route) => route.access.kind === 'public' && !route.path.includes('/:')).map((route) => route.path);
    expect([...PRERENDERED_PATHS].sort()).toEqual([...publicRoutes].sort());
  });

  it.each(PRERENDERED_PATHS.map((pathname) => [pathname]))('%s renders its heading, title and styles', async (pathname) => {
    const page = await prerender(pathname);
    const route = ROUTES.find((candidate) => candidate.path === pathname);
    expect(page.title).toBe(`${route?.title} · SimuSession`);
    expect(page.html).toMatch(/<h1[^>]*>/);
    expect(page.html).toContain('id="contenu"');
    expect(page.styles).toContain('data-styled');
    // Drawn for a visitor: no overlay, the visitor's menu, marked for browsers where someone signed in.
    expect(page.html).not.toContain('loading-overlay');
    expect(page.html).not.toContain('Déconnexion');
    expect(page.html).toMatch(/<a[^>]*href="\/login"[^>]*>Connexion<\/a>/);
    expect(page.html).toContain('data-session-gate=""');
    // The cookie banner is there for first-time visitors, marked for public/first-paint.js.
    expect(page.html).toContain('data-consent-gate=""');
  });
});

describe('pre-rendered frames of the protected pages', () => {
  it.each(FRAMED_PATHS.map((pathname) => [pathname]))('%s: the layout, the title and a skeleton, hidden unless first-paint allows it', async (pathname) => {
    const page = await prerenderFrame(pathname);
    const route = ROUTES.find((candidate) => candidate.path === pathname);
    expect(isPublicPath(pathname)).toBe(false);
    expect(page.title).toBe(`${route?.title} · SimuSession`);
    expect(page.html.startsWith(`<div ${FRAME_MARKER}="">`)).toBe(true);
    expect(page.html).toContain('id="contenu"');
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${route?.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(page.html).toContain('data-provisional=""');
    expect(page.frameFor).toEqual(frameKindsFor(pathname));
    // Nobody's page: no overlay, no visitor's menu, no signed-in menu, nothing of the content.
    expect(page.html).not.toContain('loading-overlay');
    expect(page.html).not.toContain('Déconnexion');
    expect(page.html).not.toContain('>Connexion<');
    expect(page.html).not.toContain(route?.summary ?? '-');
  });

  it('fills the shell with the kinds on <html>, where first-paint.js reads them, and leaves its scripts deferred', () => {
    const filled = fillShell('<!doctype html><html lang=fr><head><title></title><script defer src=/assets/main.js></script></head><body><div id=root></div></body></html>', {
      title: 'Sessions · SimuSession',
      styles: '',
      html: `<div ${FRAME_MARKER}=""><h1>Sessions</h1></div>`,
      frameFor: ['enseignant:active', 'enseignant:none'],
    });
    expect(filled).toContain(`<html lang=fr ${FRAME_FOR_ATTRIBUTE}="enseignant:active enseignant:none">`);
    expect(filled).toContain(`<div id="root"><div ${FRAME_MARKER}=""><h1>Sessions</h1></div></div>`);
    // Someone whose hint does not fit sees nothing until the app starts: it starts at once.
    expect(filled).toContain('<script defer src=/assets/main.js></script>');
    expect(filled).not.toContain(SCRIPTS_AFTER_PAINT_ATTRIBUTE);
  });
});

describe('fillShell', () => {
  const page = { title: 'Tarifs · SimuSession', styles: '<style data-styled="true">a{}</style>', html: '<h1>Tarifs</h1>' };

  it.each([
    [
      'minified',
      '<!doctype html><html lang=fr><head><title></title><script defer src=/assets/7005.a1.js></script><script defer src=/assets/main.b2.js></script></head><body><div id=root></div></body></html>',
    ],
    [
      'as written',
      '<html lang="fr"><head><title></title><script defer="defer" src="/assets/7005.a1.js"></script><script defer="defer" src="/assets/main.b2.js"></script></head><body><div id="root"></div></body></html>',
    ],
  ])('puts title, styles and markup in a %s shell, its scripts listed for after the first paint', (_kind, shell) => {
    const filled = fillShell(shell, page);
    expect(filled).toContain('<title>Tarifs · SimuSession</title>');
    expect(filled).toContain('<style data-styled="true">a{}</style></head>');
    expect(filled).toContain('<div id="root"><h1>Tarifs</h1></div>');
    expect(filled).not.toContain('<script');
    expect(filled).toMatch(new RegExp(`^(<!doctype html>)?<html lang="?fr"? ${SCRIPTS_AFTER_PAINT_ATTRIBUTE}="/assets/7005.a1.js /assets/main.b2.js">`));
  });

  it('refuses a public page without scripts rather than writing a page that never starts', () => {
    expect(() => fillShell('<html><head><title></title></head><div id="root"></div></html>', page)).toThrow(/script/);
  });

  it('escapes the title and leaves replacement patterns in the markup alone', () => {
    const filled = fillShell('<html><head><title></title><script defer src=/main.js></script></head><div id="root"></div></html>', {
      title: 'A < B & C',
      styles: '',
      html: "<p>$& $' $`</p>",
    });
    expect(filled).toContain('<title>A &lt; B &amp; C</title>');
    expect(filled).toContain("<p>$& $' $`</p>");
  });

  it('refuses a shell that lost a marker rather than writing a page without content', () => {
    expect(() => fillShell('<head><title></title></head><main></main>', page)).toThrow(/root/);
  });
});

describe('fileForPath', () => {
  it.each([
    ['/', 'index.html'],
    ['/pricing', 'pricing/index.html'],
    ['/legal/cgu', 'legal/cgu/index.html'],
    ['/login/', 'login/index.html'],
  ])('%s → %s', (pathname, file) => expect(fileForPath(pathname)).toBe(file));
});

describe('public/first-paint.js', () => {
  const source = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'first-paint.js'), 'utf8');
  const run = (cookie: string, storage: Record<string, string> | 'blocked' = {}, frameFor: string | null = null) => {
    const attributes = new Set<string>();
    const document = {
      cookie,
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        getAttribute: (name: string) => (name === FRAME_FOR_ATTRIBUTE ? frameFor : null),
      },
    };
    const localStorage = {
      getItem: (key: string) => {
        if (storage === 'blocked') throw new Error('SecurityError');
        return storage[key] ?? null;
      },
    };
    vm.runInNewContext(source, { document, window: { localStorage } });
    return attributes;
  };

  it('reads the same cookie name and storage keys as the app', () => {
    expect(source).toContain(`${CONSENT_COOKIE}=`);
    expect(source).toContain(`'${SESSION_HINT_KEY}'`);
    expect(source).toContain(`'${ACCESS_HINT_KEY}'`);
    expect(source).toContain(`'${FRAME_FOR_ATTRIBUTE}'`);
  });

  // The frame shows before the app starts exactly where the app's guard, given the same stored hint,
  // draws it on its first render: never for a hint it would refuse or could not read.
  const storedHints: [string, string][] = [
    ['a teacher, active', JSON.stringify({ uid: 't', role: 'enseignant', organisationId: 'o', organisationActive: true })],
    ['a teacher, inactive', JSON.stringify({ uid: 't', role: 'enseignant', organisationId: 'o', organisationActive: false })],
    ['a free teacher', JSON.stringify({ uid: 't', role: 'enseignant', organisationId: null, organisationActive: true })],
    ['an admin, active', JSON.stringify({ uid: 'a', role: 'admin', organisationId: 'o', organisationActive: true })],
    ['an admin, inactive', JSON.stringify({ uid: 'a', role: 'admin', organisationId: 'o', organisationActive: false })],
    ['a student, active', JSON.stringify({ uid: 's', role: 'etudiant', organisationId: 'o', organisationActive: true })],
    ['a student, inactive', JSON.stringify({ uid: 's', role: 'etudiant', organisationId: 'o', organisationActive: false })],
    ['the hyperadmin', JSON.stringify({ uid: 'h', role: 'hyperadmin', organisationId: null, organisationActive: true })],
    ['an unknown role', JSON.stringify({ uid: 't', role: 'directeur', organisationId: 'o', organisationActive: true })],
    ['a role made of kinds', JSON.stringify({ uid: 't', role: 'enseignant:none enseignant', organisationId: 'o', organisationActive: true })],
    ['no uid', JSON.stringify({ uid: '', role: 'enseignant', organisationId: 'o', organisationActive: true })],
    ['no active flag', JSON.stringify({ uid: 't', role: 'enseignant', organisationId: 'o' })],
    ['not JSON', '{'],
    ['null', 'null'],
  ];
  it.each(FRAMED_PATHS.flatMap((pathname) => storedHints.map(([name, raw]) => [pathname, name, raw])))('%s, %s: shown as the guard draws it', (pathname, _name, raw) => {
    const drawn = decideWithHint({ authStatus: 'loading', user: null, organisationStatus: 'unknown', pathname }, parseAccessHint(raw)).kind === 'provisional';
    const attributes = run('', { [ACCESS_HINT_KEY]: raw }, frameKindsFor(pathname).join(' '));
    expect(attributes.has('data-access-frame')).toBe(drawn);
  });

  it.each([
    ['no hint stored', {}, 'enseignant:active'],
    ['storage blocked', 'blocked' as const, 'enseignant:active'],
    ['a public page (no list on <html>)', { [ACCESS_HINT_KEY]: storedHints[0]?.[1] ?? '' }, null],
  ])('%s: the frame stays hidden', (_case, storage, frameFor) => {
    expect(run('', storage, frameFor).has('data-access-frame')).toBe(false);
  });

  it.each([
    ['', false],
    [`${CONSENT_COOKIE}=accepted`, true],
    [`cookiePreferences=x; ${CONSENT_COOKIE}=refused`, true],
    [`x${CONSENT_COOKIE}=accepted`, false],
    ['cookiePreferences=x', false],
  ])('cookies %p → banner hidden before the first paint: %p', (cookie, hidden) => {
    expect(run(cookie).has('data-consent-decided')).toBe(hidden);
  });

  it.each([
    [{}, false],
    [{ [SESSION_HINT_KEY]: '1' }, true],
    [{ other: '1' }, false],
    ['blocked' as const, false],
  ])('storage %p → visitor menu hidden before the first paint: %p', (storage, hidden) => {
    expect(run('', storage).has('data-session-hint')).toBe(hidden);
  });

  // The session the Firebase SDK stored, read while the page is parsed (src/features/auth/storedSession.ts takes it).
  describe('the SDK\'s stored session', () => {
    type Store = { rows: unknown[] } | 'no database' | 'no store';
    const readWith = (signedIn: boolean, stored: Store) => {
      const opened: string[] = [];
      const aborted = jest.fn();
      const closed = jest.fn();
      const indexedDB = {
        open(name: string) {
          opened.push(name);
          const request: Record<string, unknown> & { onsuccess?: () => void; onupgradeneeded?: () => void; onerror?: () => void } = {};
          setTimeout(() => {
            if (stored === 'no database') {
              // A database the SDK never made: opening it would make one, unless the upgrade is refused.
              request.transaction = { abort: aborted };
              request.onupgradeneeded?.();
              request.onerror?.();
              return;
            }
            request.result = {
              objectStoreNames: { contains: (store: string) => stored !== 'no store' && store === 'firebaseLocalStorage' },
              close: closed,
              transaction: (store: string, mode: string) => {
                expect([store, mode]).toEqual(['firebaseLocalStorage', 'readonly']);
                return {
                  objectStore: () => ({
                    getAll: () => {
                      const rows: { result?: unknown; onsuccess?: () => void } = {};
                      setTimeout(() => {
                        rows.result = stored === 'no store' ? [] : stored.rows;
                        rows.onsuccess?.();
                      });
                      return rows;
                    },
                  }),
                };
              },
            };
            request.onsuccess?.();
          });
          return request;
        },
      };
      const window: Record<string, unknown> = { localStorage: { getItem: (key: string) => (signedIn && key === SESSION_HINT_KEY ? '1' : null) }, indexedDB };
      const document = { cookie: '', documentElement: { setAttribute: () => undefined, getAttribute: () => null } };
      vm.runInNewContext(source, { document, window, setTimeout });
      return { records: window[SDK_RECORDS_GLOBAL] as Promise<unknown[] | null> | undefined, opened, aborted, closed };
    };
    const row = { fbase_key: 'firebase:authUser:key:[DEFAULT]', value: { uid: 'u' } };

    it('names the global the app reads', () => {
      expect(source).toContain(`window.${SDK_RECORDS_GLOBAL} =`);
    });

    it('reads the SDK\'s rows for someone signed in, and closes the database', async () => {
      const { records, opened, closed } = readWith(true, { rows: [row] });
      expect(opened).toEqual(['firebaseLocalStorageDb']);
      await expect(records).resolves.toEqual([row]);
      expect(closed).toHaveBeenCalled();
    });

    it('reads nothing for a visitor', () => {
      const { records, opened } = readWith(false, { rows: [row] });
      expect(records).toBeUndefined();
      expect(opened).toEqual([]);
    });

    it.each<[string, Store]>([
      ['no database (and none is made)', 'no database'],
      ['a database without the SDK\'s store', 'no store'],
    ])('%s: nothing', async (_case, stored) => {
      const { records, aborted } = readWith(true, stored);
      await expect(records).resolves.toBeNull();
      expect(aborted).toHaveBeenCalledTimes(stored === 'no database' ? 1 : 0);
    });
  });

  it('still marks the consent when storage is blocked', () => {
    expect(run(`${CONSENT_COOKIE}=accepted`, 'blocked').has('data-consent-decided')).toBe(true);
  });

  // A public page's scripts: what the browser is asked to load, and when.
  type Browser = { signedIn?: boolean; visibility?: 'visible' | 'hidden'; paintTiming?: boolean; parsing?: boolean };
  const startPage = (list: string | null, { signedIn = false, visibility = 'visible', paintTiming = true, parsing = false }: Browser = {}) => {
    const attributes = new Set<string>();
    const appended: { src: string; async: boolean }[] = [];
    const preloaded: { rel: string; as: string; href: string }[] = [];
    const parsed: (() => void)[] = [];
    const observers: { callback: (entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void; connected: boolean }[] = [];
    const timers: (() => void)[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['navigation', 'paint'] : ['navigation'];
      private readonly entry;
      constructor(callback: (typeof observers)[number]['callback']) {
        this.entry = { callback, connected: false };
        observers.push(this.entry);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        this.entry.connected = true;
      }
      disconnect() {
        this.entry.connected = false;
      }
    }
    const document = {
      cookie: '',
      visibilityState: visibility,
      readyState: parsing ? 'loading' : 'interactive',
      addEventListener: (event: string, listener: () => void) => {
        expect(event).toBe('DOMContentLoaded');
        parsed.push(listener);
      },
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        hasAttribute: (name: string) => attributes.has(name),
        getAttribute: (name: string) => (name === SCRIPTS_AFTER_PAINT_ATTRIBUTE ? list : null),
      },
      createElement: (tag: string) => {
        expect(['script', 'link']).toContain(tag);
        return tag === 'script' ? { src: '', async: true } : { rel: '', as: '', href: '' };
      },
      head: {
        appendChild: (element: { src: string; async: boolean } | { rel: string; as: string; href: string }) =>
          'src' in element ? appended.push({ ...element }) : preloaded.push({ ...element }),
      },
    };
    const localStorage = { getItem: (key: string) => (signedIn && key === SESSION_HINT_KEY ? '1' : null) };
    vm.runInNewContext(source, { document, window: { localStorage }, PerformanceObserver, setTimeout: (run: () => void) => timers.push(run) });
    const paint = (name: string) => {
      for (const observer of observers.filter((candidate) => candidate.connected)) {
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (observer.connected = false) });
      }
    };
    const finishParsing = () => {
      document.readyState = 'interactive';
      parsed.forEach((listener) => listener());
    };
    return { loaded: () => appended.map((script) => script.src), appended, preloaded, paint, finishParsing, elapse: () => timers.forEach((timer) => timer()) };
  };

  it('loads a public page\'s scripts only once its content is painted, in their order, once', () => {
    const page = startPage('/assets/7005.a1.js /assets/main.b2.js');
    expect(page.loaded()).toEqual([]);
    page.paint('first-paint');
    expect(page.loaded()).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([
      { src: '/assets/7005.a1.js', async: false },
      { src: '/assets/main.b2.js', async: false },
    ]);
    page.elapse();
    page.paint('first-contentful-paint');
    expect(page.loaded()).toHaveLength(2);
  });

  it('starts the page after a second if it never paints content', () => {
    const page = startPage('/assets/main.b2.js');
    page.elapse();
    expect(page.loaded()).toEqual(['/assets/main.b2.js']);
  });

  it.each([
    ['someone signed in (their page replaces the visitor’s menu)', { signedIn: true }],
    ['a page opened in the background (no paint to wait for)', { visibility: 'hidden' as const }],
    ['a browser without paint timing', { paintTiming: false }],
  ])('%s: the scripts load at once', (_case, browser) => {
    expect(startPage('/assets/7005.a1.js /assets/main.b2.js', browser).loaded()).toEqual(['/assets/7005.a1.js', '/assets/main.b2.js']);
  });

  it('asks for them at once while the page is still parsed, and runs them once it is, as deferred scripts run', () => {
    const page = startPage('/assets/7005.a1.js /assets/main.b2.js', { signedIn: true, parsing: true });
    expect(page.preloaded).toEqual([
      { rel: 'preload', as: 'script', href: '/assets/7005.a1.js' },
      { rel: 'preload', as: 'script', href: '/assets/main.b2.js' },
    ]);
    // The app looks for its container when it starts: not before the body is there.
    expect(page.loaded()).toEqual([]);
    page.finishParsing();
    expect(page.appended).toEqual([
      { src: '/assets/7005.a1.js', async: false },
      { src: '/assets/main.b2.js', async: false },
    ]);
  });

  it('loads nothing itself on a page whose scripts are in its HTML (the shell, a protected page’s frame)', () => {
    const page = startPage(null);
    page.paint('first-contentful-paint');
    page.elapse();
    expect(page.loaded()).toEqual([]);
  });

  it('names the attribute the build writes', () => {
    expect(source).toContain(`'${SCRIPTS_AFTER_PAINT_ATTRIBUTE}'`);
  });
});
