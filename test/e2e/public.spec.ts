import { PUBLIC_PATHS } from '../../src/config/routes';
import { placeholdersIn } from '../support/placeholders';
import { ACCOUNTS, expect, menuNames, signIn, test } from './fixtures';

test.describe('signed out', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} renders without a redirect, and with no placeholder`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page).toHaveTitle(/ · SimuSession$/);
      // What the visitor reads, and what the page's attributes say to a screen reader or on hover.
      const text = await page.evaluate(() =>
        [
          document.body.innerText,
          ...[...document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')].flatMap((element) =>
            ['alt', 'aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
          ),
          document.title,
        ].join('\n'),
      );
      expect(placeholdersIn(text)).toEqual([]);
    });
  }

  test('the menu offers the public entries', async ({ page }) => {
    await page.goto('/');
    // The visitor is known to be signed out once the app has started.
    await expect.poll(() => menuNames(page)).toEqual(['Accueil', 'Connexion', 'Contact', 'Documentation', 'Nous', 'Tarifs']);
  });

  test('a protected page leads to /login, then back after signing in', async ({ page }) => {
    await page.goto('/auth/config');
    await expect(page).toHaveURL('/login?redirectTo=%2Fauth%2Fconfig');
    await signIn(page, ACCOUNTS.adminActif.email);
    await expect(page).toHaveURL('/auth/config');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
  });

  test('an unknown page asks to sign in first, then says it does not exist', async ({ page }) => {
    await page.goto('/nulle-part');
    await expect(page).toHaveURL('/login?redirectTo=%2Fnulle-part');
    await signIn(page, ACCOUNTS.enseignantActif.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  });
});
