import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, isMobile, menuNames, openNavigation, signIn, signInAndLand, test } from './fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** The links the visible bar shows without opening anything: the mobile bar's entries, or the desktop bar's. */
async function barLinks(page: Page): Promise<{ name: string; href: string | null }[]> {
  const links = mainNav(page).getByRole('link');
  const result: { name: string; href: string | null }[] = [];
  for (const link of await links.all()) {
    result.push({ name: ((await link.getAttribute('aria-label')) ?? (await link.innerText())).trim(), href: await link.getAttribute('href') });
  }
  return result;
}

const COMMON = ['Compte', 'Déconnexion'];
// `bar`: the 375 px bottom bar beside « Menu », with the mobile labels: « Accueil » first (docs/product.md §2
// lists it), even where one of the role's entries is the same page; the desktop bar's logo is « Accueil ».
const CASES = [
  { name: 'admin', account: ACCOUNTS.adminActif, menu: [...COMMON, 'Utilisateurs', 'Config', 'Mon abonnement', 'Documentation', 'Contact'], bar: ['Accueil', 'Utilisateurs', 'Config', 'Mon abonnement'], foreign: '/teacher/students' },
  { name: 'enseignant', account: ACCOUNTS.enseignantActif, menu: [...COMMON, 'Etudiants', 'Sessions', 'Mes dossiers', 'Documentation', 'Contact'], bar: ['Accueil', 'Etudiants', 'Sessions', 'Mes dossiers'], foreign: '/auth/users' },
  { name: 'etudiant', account: ACCOUNTS.etudiantActif, menu: [...COMMON, 'Sessions', 'Documentation', 'Contact'], bar: ['Accueil', 'Sessions'], foreign: '/teacher/teacher_main' },
  { name: 'hyperadmin', account: ACCOUNTS.hyper, menu: [...COMMON, 'Effacer Old users'], bar: ['Accueil', 'Effacer Old users'], foreign: null },
];

for (const c of CASES) {
  test.describe(`${c.name} of an active organisation`, () => {
    test('lands on the main page and sees exactly the role menu', async ({ page }) => {
      await signInAndLand(page, c.account);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await menuNames(page)).toEqual([...c.menu, 'Accueil'].sort());
    });

    test('« Accueil » (the logo) and the bar lead to the main page; no subtitle says whom it is for', async ({ page }) => {
      await signInAndLand(page, c.account);
      await page.goto('/pricing');
      if (isMobile(page)) {
        // The public page is pre-rendered for a visitor: the bar becomes the person's once the app has started.
        await expect.poll(async () => (await barLinks(page)).map((l) => l.name)).toEqual(c.bar);
        expect((await barLinks(page)).map((l) => l.href)).toContain(c.account.home);
        await expect(mainNav(page).getByRole('button', { name: 'Menu' })).toBeVisible();
        await mainNav(page).getByRole('link', { name: 'Accueil' }).click();
      } else {
        const logo = mainNav(page).getByRole('link', { name: 'Accueil' });
        await expect(logo).toHaveAttribute('href', c.account.home);
        await logo.click();
      }
      await expect(page).toHaveURL(c.account.home);
      await expect(page.getByRole('main')).not.toContainText(/Réservé aux/);
    });

    if (c.name !== 'hyperadmin') {
      test('the role badge is as tall as the avatar on the desktop bar, and not on the phone’s', async ({ page }) => {
        await signInAndLand(page, c.account);
        if (isMobile(page)) {
          // The badge is the desktop bar's (docs/product.md §2): the phone's bars have none.
          await expect(page.getByRole('img', { name: /^Rôle/ })).toHaveCount(0);
          return;
        }
        const badge = await mainNav(page).getByRole('img', { name: /^Rôle/ }).boundingBox();
        const avatar = await mainNav(page).getByRole('link', { name: 'Compte' }).locator('span[aria-hidden="true"]').first().boundingBox();
        expect(badge?.height).toBe(avatar?.height);
        expect(badge?.height).toBe(32);
      });
    }

    test('the avatar shows first name and name on hover and focus', async ({ page }) => {
      await signInAndLand(page, c.account);
      const nav = await openNavigation(page);
      const avatar = nav.getByRole('link', { name: 'Compte' });
      await avatar.hover();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      const text = (await tooltip.textContent())?.trim() ?? '';
      expect(text).toMatch(/^\S+ \S+/);
      await page.mouse.move(0, 0);
      await avatar.focus();
      await expect(page.getByRole('tooltip')).toHaveText(text);
    });

    if (c.foreign) {
      const foreign = c.foreign;
      test(`${foreign} says "Accès non autorisé"`, async ({ page }) => {
        await signInAndLand(page, c.account);
        await page.goto(foreign);
        await expect(page.getByRole('heading', { name: 'Accès non autorisé' })).toBeVisible();
        await page.getByRole('link', { name: 'Aller à ma page principale' }).click();
        await expect(page).toHaveURL(c.account.home);
      });
    }
  });
}

test.describe('hyperadmin', () => {
  test('is allowed everywhere, and has no Documentation or Contact', async ({ page }) => {
    await signInAndLand(page, ACCOUNTS.hyper);
    for (const path of ['/auth/users', '/teacher/students', '/student/sessionsTable', '/account/UpgradeSubscription', '/auth/user_account']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { name: 'Accès non autorisé' })).toHaveCount(0);
    }
    const names = await menuNames(page);
    expect(names).not.toContain('Documentation');
    expect(names).not.toContain('Contact');
  });
});

test.describe('inactive organisation', () => {
  test('the admin’s « Accueil » is the upgrade page, beside « Mon abonnement »', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ACCOUNTS.adminInactif.email);
    await expect(page).toHaveURL('/account/UpgradeSubscription');
    await page.goto('/legal/cgu');
    const accueil = mainNav(page).getByRole('link', { name: 'Accueil' });
    await expect(accueil).toHaveAttribute('href', '/account/UpgradeSubscription');
    if (isMobile(page)) await expect.poll(async () => (await barLinks(page)).map((l) => l.name)).toEqual(['Accueil', 'Mon abonnement']);
  });

  test('/expired: the navigation never offers the active menu, and « Déconnexion » is there once', async ({ page }) => {
    // Every link name the navigation ever shows during the reload, to catch one appearing then vanishing.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { __navSeen: Set<string> }).__navSeen = seen;
      new MutationObserver(() => {
        document.querySelectorAll('nav[aria-label="Navigation principale"] a').forEach((a) => seen.add((a.textContent ?? '').trim()));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/login');
    await signIn(page, ACCOUNTS.enseignantInactif.email);
    await expect(page).toHaveURL('/expired');
    for (const load of [() => page.reload(), () => page.goto('/expired')]) {
      await load();
      await expect(page.getByRole('heading', { level: 1, name: 'Abonnement expiré' })).toBeVisible();
      await expect(page.getByText(/Organisation/).first()).toBeVisible();
      const seen = await page.evaluate(() => [...(window as unknown as { __navSeen: Set<string> }).__navSeen]);
      for (const item of ['Etudiants', 'Sessions', 'Mes dossiers']) expect(seen).not.toContain(item);
      await expect(mainNav(page).getByRole('link', { name: 'Accueil' }).first()).toHaveAttribute('href', '/expired');
      await openNavigation(page);
      await expect(page.getByRole('button', { name: 'Déconnexion' })).toHaveCount(1);
    }
  });

  test('the admin is steered to the upgrade page, but keeps subscription, account and /expired', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ACCOUNTS.adminInactif.email);
    await expect(page).toHaveURL('/account/UpgradeSubscription');
    for (const path of ['/auth/users', '/auth/config', '/teacher/students']) {
      await page.goto(path);
      await expect(page).toHaveURL('/account/UpgradeSubscription');
    }
    for (const path of ['/account/subscription', '/auth/user_account', '/expired']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });

  for (const account of [ACCOUNTS.enseignantInactif, ACCOUNTS.etudiantInactif]) {
    test(`${account.email} is sent to /expired from every protected page`, async ({ page }) => {
      await page.goto('/login');
      await signIn(page, account.email);
      await expect(page).toHaveURL('/expired');
      for (const path of [account.home, '/auth/users', '/account/UpgradeSubscription']) {
        await page.goto(path);
        await expect(page).toHaveURL('/expired');
      }
      await page.goto('/auth/user_account');
      await expect(page).toHaveURL('/auth/user_account');
    });
  }
});

test.describe('accounts that are not signed in', () => {
  test('an unverified e-mail ends signed out, with a message saying to verify it', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ACCOUNTS.nonVerifie.email);
    await expect(page.getByRole('alert')).toContainText("n’est pas encore vérifiée");
    await expect(page).toHaveURL(/\/login/);
    expect(await menuNames(page)).toContain('Connexion');
  });

  test('an account without a profile ends signed out', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ACCOUNTS.sansProfil.email);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login/);
    expect(await menuNames(page)).toContain('Connexion');
  });
});
