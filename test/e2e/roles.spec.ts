import { ACCOUNTS, expect, menuNames, openNavigation, signIn, signInAndLand, test } from './fixtures';

const COMMON = ['Accueil', 'Compte', 'Déconnexion'];
const CASES = [
  { name: 'admin', account: ACCOUNTS.adminActif, menu: [...COMMON, 'Utilisateurs', 'Config', 'Mon abonnement', 'Documentation', 'Contact'], foreign: '/teacher/students' },
  { name: 'enseignant', account: ACCOUNTS.enseignantActif, menu: [...COMMON, 'Etudiants', 'Sessions', 'Mes dossiers', 'Documentation', 'Contact'], foreign: '/auth/users' },
  { name: 'etudiant', account: ACCOUNTS.etudiantActif, menu: [...COMMON, 'Sessions', 'Documentation', 'Contact'], foreign: '/teacher/teacher_main' },
  { name: 'hyperadmin', account: ACCOUNTS.hyper, menu: [...COMMON, 'Effacer Old users'], foreign: null },
];

for (const c of CASES) {
  test.describe(`${c.name} of an active organisation`, () => {
    test('lands on the main page and sees exactly the role menu', async ({ page }) => {
      await signInAndLand(page, c.account);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await menuNames(page)).toEqual([...c.menu].sort());
    });

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
