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
import { CONSENT_COOKIE } from '../../src/features/consent/preferences';
import { ACCESS_HINT_KEY, decideWithHint, FRAME_FOR_ATTRIBUTE, FRAME_MARKER, frameKindsFor, parseAccessHint } from '../../src/features/access';
import { fileForPath, fillShell, type PrerenderModule } from '../../server/web/prerenderPages';

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

  it('fills the shell with the kinds on <html>, where first-paint.js reads them', () => {
    const filled = fillShell('<!doctype html><html lang=fr><head><title></title></head><body><div id=root></div></body></html>', {
      title: 'Sessions · SimuSession',
      styles: '',
      html: `<div ${FRAME_MARKER}=""><h1>Sessions</h1></div>`,
      frameFor: ['enseignant:active', 'enseignant:none'],
    });
    expect(filled).toContain(`<html lang=fr ${FRAME_FOR_ATTRIBUTE}="enseignant:active enseignant:none">`);
    expect(filled).toContain(`<div id="root"><div ${FRAME_MARKER}=""><h1>Sessions</h1></div></div>`);
  });
});

describe('fillShell', () => {
  const page = { title: 'Tarifs · SimuSession', styles: '<style data-styled="true">a{}</style>', html: '<h1>Tarifs</h1>' };

  it.each([
    ['minified', '<!doctype html><html lang=fr><head><title></title><script defer src=/assets/main.js></script></head><body><div id=root></div></body></html>'],
    ['as written', '<html><head><title></title></head><body><div id="root"></div></body></html>'],
  ])('puts title, styles and markup in a %s shell', (_kind, shell) => {
    const filled = fillShell(shell, page);
    expect(filled).toContain('<title>Tarifs · SimuSession</title>');
    expect(filled).toContain('<style data-styled="true">a{}</style></head>');
    expect(filled).toContain('<div id="root"><h1>Tarifs</h1></div>');
  });

  it('escapes the title and leaves replacement patterns in the markup alone', () => {
    const filled = fillShell('<head><title></title></head><div id="root"></div>', { title: 'A < B & C', styles: '', html: "<p>$& $' $`</p>" });
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

  it('still marks the consent when storage is blocked', () => {
    expect(run(`${CONSENT_COOKIE}=accepted`, 'blocked').has('data-consent-decided')).toBe(true);
  });
});
