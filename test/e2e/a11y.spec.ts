import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signInAndLand, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A signed-in reload first draws the page's frame from the stored hint: audit the page itself.
  await expect(page.locator('main [data-provisional]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const PUBLIC = ['/', '/login', '/signup', '/pricing', '/about', '/contact', '/docs/start', '/auth/ForgotPassword', '/legal/policy', '/legal/cgv', '/legal/cgu', '/legal/terms-conditions', '/legal/mentions-legales', '/expired', '/buynow', '/account/free', '/getmyData', '/actionmanager'];

test('every public page passes axe (WCAG 2.1 A/AA)', async ({ page }) => {
  for (const path of PUBLIC) {
    await page.goto(path);
    await expectNoViolations(page);
  }
});

test('the home with every picture loaded, and pricing with its questions open, pass axe', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectNoViolations(page);
  await page.goto('/pricing');
  for (const summary of await page.locator('summary').all()) await summary.click();
  await expectNoViolations(page);
});

test.describe('with the cookie banner open', () => {
  test.use({ consentDecided: false });
  test('the home page passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Accepter tout' })).toBeVisible();
    await expectNoViolations(page);
  });
});

const ROLE_PAGES = [
  { account: ACCOUNTS.adminActif, pages: ['/auth/users', '/auth/config', '/account/subscription', '/auth/user_account', '/teacher/students'] },
  { account: ACCOUNTS.enseignantActif, pages: ['/teacher/teacher_main', '/teacher/students', '/session/dossiers/Dossiers', '/auth/user_account'] },
  { account: ACCOUNTS.etudiantActif, pages: ['/student/sessionsTable', '/auth/user_account'] },
  { account: ACCOUNTS.hyper, pages: ['/auth/deleteOldUsers', '/auth/user_account'] },
  { account: ACCOUNTS.adminInactif, pages: ['/account/UpgradeSubscription', '/account/subscription'] },
];

for (const { account, pages } of ROLE_PAGES) {
  test(`${account.email}: every page passes axe`, async ({ page }) => {
    await signInAndLand(page, account.email === ACCOUNTS.adminInactif.email ? { ...account, home: '/account/UpgradeSubscription' } : account);
    for (const path of pages) {
      await page.goto(path);
      await expectNoViolations(page);
    }
  });
}

test('keyboard only: sign in from the login form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The pre-rendered form becomes usable once the app has started.
  await expect(page.getByLabel('Adresse e-mail')).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await page.keyboard.press('Enter');
  // From the content, the first field is a few tabs away: the keyboard alone gets there.
  for (let i = 0; i < 5 && !(await page.getByLabel('Adresse e-mail').evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(page.getByLabel('Adresse e-mail')).toBeFocused();
  await page.keyboard.type(ACCOUNTS.etudiantActif.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(ACCOUNTS.etudiantActif.home);
});
