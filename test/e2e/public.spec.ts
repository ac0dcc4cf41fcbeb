import { CONTACT_EMAIL } from '../../contract/contact';
import { PUBLIC_PATHS } from '../../src/config/routes';
import { placeholdersIn } from '../support/placeholders';
import { ACCOUNTS, expect, isMobile, menuNames, signIn, test, visitorMenuNames } from './fixtures';
import { waitForMail } from './mail';

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
    await expect.poll(() => menuNames(page)).toEqual(visitorMenuNames(page));
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

test.describe('the public face', () => {
  test('the home leads to a demo and to the prices, which are shown per seat, HT and TTC', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Voir les tarifs' }).first().click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('heading', { level: 3, name: 'Établissement' }).locator('..')).toContainText('36\u00a0€ HT par place et par an');
    await expect(page.getByRole('table', { name: 'Ce que comprend chaque offre' })).toBeVisible();
    await page.getByText('Qu’est-ce qu’une place\u202f?').click();
    await expect(page.getByText(/Un compte désactivé ne compte plus/)).toBeVisible();
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Demander une démo' }).first().click();
    await expect(page).toHaveURL('/contact');
  });

  test('every screenshot of the home loads, at the width of the screen, and nothing overflows it', async ({ page }) => {
    await page.goto('/');
    const images = page.getByRole('main').locator('img');
    const count = await images.count();
    expect(count).toBeGreaterThanOrEqual(5);
    const wanted = isMobile(page) ? '-375.webp' : '-1280.webp';
    for (let i = 0; i < count; i += 1) {
      const image = images.nth(i);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(wanted);
    }
    for (const path of ['/', '/pricing']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    }
  });

  test('the logo, the page\'s heading and the footer\'s first link start on one left edge, on every kind of public page', async ({ page }) => {
    for (const path of ['/login', '/', '/pricing', '/contact', '/legal/cgu']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const edges = await page.evaluate(() => {
        const left = (element: Element | null | undefined) => (element ? Math.round(element.getBoundingClientRect().left * 10) / 10 : null);
        // The logo's mark as drawn: the bar's one at the top (a phone's bottom bar has its own « Accueil » icon).
        const marks = [...document.querySelectorAll('header a svg')].filter((mark) => mark.getBoundingClientRect().width > 0);
        const logo = marks.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
        // The footer's first link: its logo for a visitor (docs/ui.md, « The footer »), where its content starts.
        return { logo: left(logo), heading: left(document.querySelector('main h1')), footer: left(document.querySelector('footer a')) };
      });
      expect(edges.logo, `${path}: ${JSON.stringify(edges)}`).not.toBeNull();
      expect(Math.abs((edges.heading ?? -99) - (edges.logo ?? 0)), `${path}: ${JSON.stringify(edges)}`).toBeLessThanOrEqual(1);
      expect(Math.abs((edges.footer ?? -99) - (edges.logo ?? 0)), `${path}: ${JSON.stringify(edges)}`).toBeLessThanOrEqual(1);
    }
  });

  test('a visitor asks for a demonstration on the contact page, is told it was received, and the team gets the e-mail', async ({ page }, testInfo) => {
    // One organisation per run and width, so that the e-mail found is this journey's.
    const organisation = `IFSI e2e ${testInfo.project.name} ${Date.now().toString(36)}`;
    const since = Date.now();
    await page.goto('/contact');
    const demo = page.locator('#demo');
    await demo.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(demo.getByText('Indiquez votre nom.')).toBeVisible();
    await demo.getByLabel('Nom et prénom').fill('Camille Durand');
    await demo.getByLabel('Adresse e-mail professionnelle').fill('camille.durand@ifsi-exemple.fr');
    await demo.getByLabel('Organisation').fill(organisation);
    await demo.getByRole('radio', { name: 'Enseignant ou formateur' }).check();
    await demo.getByLabel('Message (facultatif)').fill('Plutôt un mardi après-midi.');
    await demo.getByRole('checkbox', { name: /J’accepte d’être recontacté/ }).check();
    await demo.getByRole('button', { name: 'Envoyer la demande' }).click();
    const confirmation = demo.getByRole('status');
    await expect(confirmation).toContainText('Demande envoyée');
    await expect(confirmation).toContainText('vous répond à camille.durand@ifsi-exemple.fr');
    await expect(confirmation).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

    const mail = await waitForMail(CONTACT_EMAIL, { subject: organisation, since });
    expect(mail.text).toContain('Nom\u00a0: Camille Durand');
    expect(mail.text).toContain('Plutôt un mardi après-midi.');
  });
});
