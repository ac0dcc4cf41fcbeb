import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PATHS } from '../../src/config/routes';
import { expect, isMobile, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectReadable(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Nothing wider than the screen: no sideways scrolling of the page, at 375 px as at 1280 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const PAGES = [PATHS.docs, PATHS.docsTeacher, PATHS.docsStudent, PATHS.docsAdmin, PATHS.docsAccessMap, PATHS.contact, PATHS.legalNotice, PATHS.privacyPolicy, PATHS.salesTerms, PATHS.useTerms, PATHS.terms];

test('the documentation, the contact and the legal pages pass axe and fit the screen', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    await expectReadable(page);
  }
});

test('a teacher finds their guide from the documentation, and a step from its contents', async ({ page }) => {
  await page.goto(PATHS.docs);
  await page.getByRole('link', { name: 'Lire le guide de l’enseignant' }).click();
  await expect(page).toHaveURL(PATHS.docsTeacher);
  await expect(page.getByRole('heading', { level: 1, name: 'Guide de l’enseignant' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('link', { name: 'Conduire la session' }).click();
  await expect(page).toHaveURL(`${PATHS.docsTeacher}#conduire`);
  await expect(page.getByRole('heading', { level: 2, name: '5. Conduire la session' })).toBeInViewport();
  // The screenshot fitting the screen: the phone's below 768 px, the desktop's above.
  const image = page.getByRole('img', { name: /L’onglet Déroulement d’une session en cours/ });
  await expect(image).toBeInViewport();
  const wanted = isMobile(page) ? '/product/teacher-session-run-375.webp' : '/product/teacher-session-run-1280.webp';
  // `currentSrc` is empty until the browser has picked a source (the image loads lazily): polled, not parsed blank.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.currentSrc ? new URL(img.currentSrc).pathname : ''))).toBe(wanted);
  await page.getByRole('link', { name: 'Lire le guide de l’étudiant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guide de l’étudiant' })).toBeVisible();
});

test('the access map reads as lists on a phone, as a table on a wide screen, and draws the graph when asked', async ({ page }) => {
  await page.goto(PATHS.docs);
  await page.getByRole('link', { name: 'Voir la carte des accès' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carte des accès' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Étudiant' }).getByRole('listitem')).toHaveCount(3);
  const table = page.getByRole('table', { name: 'Pages accessibles par rôle' });
  if (isMobile(page)) await expect(table).toBeHidden();
  else await expect(table).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);
  await page.getByRole('button', { name: 'Afficher le graphe' }).click();
  // On a phone the graph is a list (each role, then its pages): no canvas to pan on a small screen.
  if (isMobile(page)) {
    await expect(page.getByRole('list', { name: /Carte des accès par rôle/ })).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
  } else await expect(page.getByRole('img', { name: /Carte des accès par rôle/ }).locator('canvas')).toBeVisible();
});

test('the contact page puts the demo request beside the address, and opens an e-mail for the rest', async ({ page }) => {
  await page.goto(`${PATHS.contact}#demo`);
  const main = page.getByRole('main');
  const demo = main.getByRole('region', { name: 'Demander une démonstration' });
  await expect(main.getByRole('heading', { level: 2, name: 'Demander une démonstration' })).toBeInViewport();
  // The form (stored and e-mailed to the team: public.spec's journey), and the e-mail for those who prefer it.
  await expect(demo.getByRole('form', { name: 'Votre demande' })).toBeVisible();
  await expect(demo.getByRole('link', { name: 'Écrire plutôt par e-mail' })).toHaveAttribute('href', /^mailto:contact@simusession\.fr\?subject=Demande%20de%20d%C3%A9monstration$/);
  await expect(main.getByRole('link', { name: 'Demander un devis par e-mail' })).toHaveAttribute('href', /^mailto:contact@simusession\.fr\?subject=Demande%20de%20devis$/);
});
