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

test('a sign-out in another tab signs this tab out too', async ({ page, context }) => {
  await signInAndLand(page, ACCOUNTS.etudiantActif);
  const other = await context.newPage();
  await other.goto(ACCOUNTS.etudiantActif.home);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await (await openNavigation(other)).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(other).toHaveURL('/login');
  await expect(page).toHaveURL(/\/login/);
});
