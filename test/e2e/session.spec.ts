import type { Page } from '@playwright/test';
import { ACCESS_HINT_KEY as HINT_KEY } from '../../src/features/access/accessHint';
import { ACCOUNTS, expect, openNavigation, signInAndLand, test } from './fixtures';

test('signing out leaves no storage, no cookie, and ends on /login', async ({ page, context }) => {
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await page.evaluate(() => localStorage.setItem('brouillon', 'x'));
  const nav = await openNavigation(page);
  await nav.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await context.cookies()).toEqual([]);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toHaveCount(0);
  expect(page.url()).not.toContain('/teacher/');
});

// The pages' own data (the sessions list, the dossiers…) is theirs to fetch; what this is about is who the
// person is and whether their organisation is active: asked once per reload, never again while moving around.
const IDENTITY_CALLS = ['/api/auth/users/profile', '/api/auth/organisations'];

test('a signed-in reload makes one profile call and one organisation call; moving around makes none', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  const calls: { url: URL; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (IDENTITY_CALLS.includes(url.pathname)) calls.push({ url, authorization: request.headers().authorization });
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  // The heading may be the frame drawn from the access hint: the calls are made by the time the content shows.
  await expect(page.locator('main [data-provisional]')).toHaveCount(0);
  expect(calls.map((c) => c.url.pathname)).toEqual(['/api/auth/users/profile', '/api/auth/organisations']);
  const [profile, organisation] = calls;
  expect(profile?.authorization).toMatch(/^Bearer \S+$/);
  expect(organisation?.url.searchParams.get('accessCheck')).toBe('true');
  expect(organisation?.url.searchParams.get('id')).toBeTruthy();
  expect(organisation?.authorization).toBeUndefined();

  calls.length = 0;
  const nav = await openNavigation(page);
  await nav.getByRole('link', { name: 'Etudiants' }).click();
  await expect(page).toHaveURL('/teacher/students');
  await (await openNavigation(page)).getByRole('link', { name: 'Mes dossiers' }).click();
  await expect(page).toHaveURL('/session/dossiers/Dossiers');
  expect(calls).toEqual([]);
});

// The stored session's read and the early calls (src/index.tsx) are for someone signed in on this browser: their
// chunk is asked for on a signed-in reload only, so a visitor's first load does not carry it.
function earlyStartDownloads(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/early-start\.[0-9a-f]{10}\.js$/.test(pathname)) paths.push(pathname);
  });
  return paths;
}

test('a visitor downloads nothing of the signed-in reload’s early start; a signed-in reload does, once', async ({ page }) => {
  const downloads = earlyStartDownloads(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(downloads).toEqual([]);

  await signInAndLand(page, ACCOUNTS.enseignantActif);
  expect(downloads).toEqual([]);
  await page.reload();
  await expect(page.locator('main tbody tr').first()).toBeVisible();
  await expect(page.locator('main [data-provisional]')).toHaveCount(0);
  expect(downloads).toHaveLength(1);
});

test('a sign-out in another tab signs this tab out too', async ({ page, context }) => {
  await signInAndLand(page, ACCOUNTS.etudiantActif);
  const other = await context.newPage();
  await other.goto(ACCOUNTS.etudiantActif.home);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await (await openNavigation(other)).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(other).toHaveURL('/login');
  await expect(page).toHaveURL(/\/login/);
});

// A reload draws the page's frame (title, skeleton) from the stored access hint while the fresh answers
// come; the page's content waits for them. A hint gone stale (the role changed, the organisation went
// inactive since) must never let the content of a page the fresh answers refuse show, for one frame.

// The hint is written once the organisation's answer is in, which may follow the page's first draw:
// wait for it rather than read it at once.
async function storedHint(page: Page): Promise<Record<string, unknown>> {
  let raw: string | null = null;
  await expect.poll(async () => (raw = await page.evaluate((key) => localStorage.getItem(key), HINT_KEY))).not.toBeNull();
  return JSON.parse(raw ?? 'null') as Record<string, unknown>;
}

async function watchForContent(page: Page, path: string) {
  await page.addInitScript((watched) => {
    const w = window as unknown as { __contentShown?: string };
    new MutationObserver(() => {
      if (location.pathname !== watched || w.__contentShown) return;
      const article = document.querySelector('main article');
      const title = article?.querySelector('h1')?.textContent ?? '';
      if (!article || title === 'Accès non autorisé') return;
      const content = [...article.children].find((el) => el.tagName !== 'H1' && !el.hasAttribute('data-provisional'));
      if (content) w.__contentShown = `${title}: ${content.outerHTML.slice(0, 120)}`;
    }).observe(document, { childList: true, subtree: true });
  }, path);
}

test('a reload with a hint that says « active » for an organisation now inactive shows no content, and ends on /expired', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(ACCOUNTS.enseignantInactif.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/expired');
  const stored = await storedHint(page);
  expect(stored).toMatchObject({ role: 'enseignant', organisationActive: false });
  // As it was written the day before the subscription ended.
  await page.evaluate(([key, hint]) => localStorage.setItem(key, hint), [HINT_KEY, JSON.stringify({ ...stored, organisationActive: true })] as const);
  await watchForContent(page, '/teacher/teacher_main');
  await page.goto('/teacher/teacher_main');
  await expect(page).toHaveURL('/expired');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnement expiré' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __contentShown?: string }).__contentShown)).toBeUndefined();
  // The fresh answers rewrote the hint.
  await expect.poll(async () => JSON.parse((await page.evaluate((key) => localStorage.getItem(key), HINT_KEY)) ?? 'null')).toMatchObject({ organisationActive: false });
});

test('a reload with a hint of another role shows no content of that role’s page, and says « Accès non autorisé »', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.etudiantActif);
  const stored = await storedHint(page);
  expect(stored).toMatchObject({ role: 'etudiant', organisationActive: true });
  // As if this person had been a teacher until their admin changed the role.
  await page.evaluate(([key, hint]) => localStorage.setItem(key, hint), [HINT_KEY, JSON.stringify({ ...stored, role: 'enseignant' })] as const);
  await watchForContent(page, '/teacher/teacher_main');
  await page.goto('/teacher/teacher_main');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès non autorisé' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __contentShown?: string }).__contentShown)).toBeUndefined();
});

test('a signed-in reload draws the page at once from the hint, then its content; the hint holds no token', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  const hint = await storedHint(page);
  const raw = JSON.stringify(hint);
  expect(Object.keys(hint).sort()).toEqual(['organisationActive', 'organisationId', 'role', 'uid']);
  expect(raw).not.toMatch(/eyJ/); // no JWT
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await expect(page.locator('main [data-provisional]')).toHaveCount(0);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
});
