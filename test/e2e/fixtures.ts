import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };

export const PASSWORD = 'demo1234';

export const ACCOUNTS = {
  hyper: { email: 'hyper@demo.test', home: '/auth/deleteOldUsers' },
  adminActif: { email: 'admin@actif.demo.test', home: '/auth/users' },
  enseignantActif: { email: 'enseignant@actif.demo.test', home: '/teacher/teacher_main' },
  etudiantActif: { email: 'etudiant@actif.demo.test', home: '/student/sessionsTable' },
  adminInactif: { email: 'admin@inactif.demo.test', home: '/auth/users' },
  enseignantInactif: { email: 'enseignant@inactif.demo.test', home: '/teacher/teacher_main' },
  etudiantInactif: { email: 'etudiant@inactif.demo.test', home: '/student/sessionsTable' },
  nonVerifie: { email: 'non-verifie@actif.demo.test', home: '/teacher/teacher_main' },
  sansProfil: { email: 'sans-profil@actif.demo.test', home: '/' },
} as const;

type Fixtures = { consentDecided: boolean; pageErrors: string[] };

/**
 * Every journey fails on an uncaught error or a console error other than a failed request
 * (fault journeys make requests fail on purpose). Consent is decided up front unless a
 * journey is about the banner, so that the banner never covers what a test clicks.
 */
export const test = base.extend<Fixtures>({
  // The stack picks free ports at start-up: globalSetup publishes where the app is.
  baseURL: async ({ baseURL }, use) => use(process.env.E2E_BASE_URL ?? baseURL),
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided, baseURL }, use) => {
    if (consentDecided) await decideConsent(context, baseURL ?? '');
    await use(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchPageErrors(page, errors);
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Collects `page`'s uncaught errors and console errors (a failed request excepted) into `errors`; a journey
 * that opens pages of its own (another device, another context) watches them into its `pageErrors` too.
 */
export function watchPageErrors(page: Page, errors: string[], label = '') {
  const prefix = label ? `${label}: ` : '';
  page.on('pageerror', (error) => errors.push(`${prefix}uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`${prefix}${message.text()}`);
  });
}

export async function decideConsent(context: BrowserContext, baseURL: string) {
  const preferences = { essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString(), version: '1.0' };
  await context.addCookies([
    { name: 'SimuSessionCookieConsent', value: 'refused', url: baseURL, sameSite: 'Strict' },
    { name: 'cookiePreferences', value: encodeURIComponent(JSON.stringify(preferences)), url: baseURL, sameSite: 'Strict' },
  ]);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** The visible main navigation; on a phone, its toggle menu opened. */
export async function openNavigation(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  if (isMobile(page)) {
    const toggle = nav.getByRole('button', { name: 'Menu' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return nav;
}

/** The accessible names of the links and buttons of the open navigation, sorted. */
/** The visitor's menu as `menuNames` reads it; on the desktop bar, the call to action « Demander une démo » beside it. */
export const visitorMenuNames = (page: Page): string[] =>
  ['Accueil', 'Connexion', 'Contact', 'Documentation', 'Nous', 'Tarifs', ...(isMobile(page) ? [] : ['Demander une démo'])].sort();

export async function menuNames(page: Page): Promise<string[]> {
  const nav = await openNavigation(page);
  const snapshot = await nav.ariaSnapshot();
  return [...snapshot.matchAll(/- (?:link|button) "([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'Menu')
    .sort();
}

export async function signIn(page: Page, email: string, { from = '/login' } = {}) {
  if (!page.url().includes('/login')) await page.goto(from);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export async function signInAndLand(page: Page, account: { email: string; home: string }) {
  await page.goto('/login');
  await signIn(page, account.email);
  await expect(page).toHaveURL(account.home);
  // Landed: the page's own heading is drawn (the guard has had every answer), nothing provisional left.
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main [data-provisional]')).toHaveCount(0);
  await expect(page.getByRole('status', { name: /Chargement/ })).toHaveCount(0);
}
