/**
 * The session journeys (docs/product.md §11.5, §11.6, §11.9) at 1280 and 375 px, against the whole local stack: the teacher
 * plans a session for groupe 1, runs it (start, two transitions, a note), debriefs, evaluates and
 * publishes; Emma, a student of groupe 1, in her own browser, confirms another session, gives her
 * recording consent, sees her released result and gives her feedback.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { controlStack } from './control';
import { ACCOUNTS, decideConsent, expect, signInAndLand, test } from './fixtures';

// The journeys change the demo world (a new session, a confirmation, a feedback): others expect the seeded one.
test.beforeEach(() => controlStack('reset'));
test.afterEach(() => controlStack('reset'));

const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

async function student(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await decideConsent(context, baseURL ?? '');
  const page = await context.newPage();
  await signInAndLand(page, ACCOUNTS.etudiantActif);
  return page;
}

test('the teacher plans a session for groupe 1, runs it, debriefs, evaluates and publishes; Emma sees her result and gives feedback', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  // Sessions a teacher planned stay through a demo reset (only the demo's own rows are put back): a title of its own.
  const title = `Bronchiolite — reprise ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await expect(page.getByRole('region', { name: 'À venir', exact: true })).toBeVisible();
  await axe(page);

  // Plan.
  await page.getByRole('button', { name: 'Planifier une session' }).click();
  const form = page.getByRole('form', { name: 'Planifier une session' });
  await form.getByLabel('Scénario', { exact: true }).selectOption({ label: 'Bronchiolite du nourrisson' });
  await form.getByLabel('Titre de la session').fill(title);
  await form.getByLabel('Ajouter un groupe').selectOption({ label: 'IFSI 2A – groupe 1' });
  await form.getByRole('button', { name: 'Ajouter ce groupe' }).click();
  await expect(form.getByText(/7.étudiants de «.IFSI 2A – groupe 1.» ajoutés\./)).toBeVisible();
  await form.getByRole('button', { name: 'Planifier', exact: true }).click();
  await expect(form.getByText(`La session « ${title} » est planifiée.`, { exact: false })).toBeVisible();
  await axe(page);
  await form.getByRole('link', { name: 'Ouvrir la session' }).click();

  // Run: start, two transitions, a note.
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('tab', { name: 'Déroulement' }).click();
  await page.getByRole('button', { name: 'Démarrer la session' }).click();
  // Planned today at 09:00: before 07:00 that is « well before its time » and the page asks first.
  const early = page.getByRole('button', { name: 'Oui, démarrer maintenant' });
  await expect(page.getByRole('timer').or(early)).toBeVisible();
  if (await early.isVisible()) await early.click();
  await expect(page.getByRole('timer')).toContainText('scénario');
  for (let step = 0; step < 2; step += 1) {
    const transitions = page.getByRole('button', { name: /→/ });
    await expect(transitions.first()).toBeVisible();
    const before = await page.getByRole('heading', { name: /État actuel du patient/ }).textContent();
    await transitions.first().click();
    await expect(page.getByRole('heading', { name: /État actuel du patient/ })).not.toHaveText(before ?? '');
  }
  await page.getByLabel('Note libre').fill('Désobstruction faite, SAED complet.');
  await page.getByRole('button', { name: 'Ajouter la note' }).click();
  const journal = page.getByRole('list', { name: 'Journal du déroulement' });
  await expect(journal.getByText(/Désobstruction faite, SAED complet\./)).toBeVisible();
  await expect(journal.getByText(/Transition/)).toHaveCount(2);
  await axe(page);
  // The log is the server's: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Journal du déroulement' }).getByText(/Désobstruction faite/)).toBeVisible();

  // Debrief.
  await page.getByRole('button', { name: 'Passer au débriefing' }).click();
  // Each phase move asks first.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, passer au débriefing' }).click();
  await expect(page.getByText('Débriefing', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Débriefing' }).click();
  await page.getByLabel('Notes — Réaction').fill('Stress à l’entrée dans la chambre.');
  await page.getByRole('button', { name: 'Enregistrer le débriefing' }).click();
  await expect(page.getByText('Les notes de débriefing sont enregistrées.')).toBeVisible();

  // Evaluate every learner (the results wait for full grids), Emma with a comment, and publish once confirmed.
  await page.getByRole('tab', { name: 'Évaluation' }).click();
  const matrix = page.getByRole('table', { name: /Grille d’évaluation/ });
  // On a phone one learner's column shows at a time: the picker chooses it.
  const picker = page.getByLabel('Apprenant affiché');
  // The grid's columns come with the evaluations' answer: read them once Emma's is there, not before (CI once read none).
  await expect(matrix.getByRole('columnheader', { name: 'Emma Petit', includeHidden: true })).toBeAttached();
  const learners = (await matrix.getByRole('columnheader', { includeHidden: true }).allTextContents()).slice(1);
  for (const learner of [...learners.filter((name) => name !== 'Emma Petit'), 'Emma Petit']) {
    if (await picker.isVisible()) await picker.selectOption({ label: learner });
    const cells = matrix.getByRole('group', { name: new RegExp(` — ${learner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    for (const cell of await cells.all()) await cell.locator('label').nth(3).click();
  }
  await page.getByLabel('Commentaire pour Emma Petit').fill('Très bonne évaluation clinique.');
  await page.getByRole('button', { name: 'Publier les résultats' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Publier les résultats' });
  await expect(confirm).toContainText(`Les ${learners.length} apprenants verront leurs scores et commentaires.`);
  await confirm.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByText('Les résultats sont publiés : chaque apprenant voit les siens.')).toBeVisible();
  await axe(page);

  // Emma, in her own browser.
  const emmaPage = await student(browser, baseURL);
  await emmaPage.getByRole('link', { name: title }).click();
  await expect(emmaPage.getByRole('heading', { name: 'Mes résultats' })).toBeVisible();
  await expect(emmaPage.getByText('Très bonne évaluation clinique.')).toBeVisible();
  await expect(emmaPage.getByText(/Détresse respiratoire modérée/)).toHaveCount(0);
  const feedback = emmaPage.getByRole('form', { name: 'Donner mon avis' });
  await feedback.getByRole('radio', { name: '5 — Très satisfait' }).check();
  await feedback.getByLabel('Commentaire (facultatif)').fill('Très réaliste.');
  await feedback.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(feedback.getByText('Merci, votre avis est enregistré.')).toBeVisible();
  await axe(emmaPage);
  await emmaPage.context().close();
});

test('Emma confirms her coming session and gives, then withdraws, her recording consent', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.etudiantActif);
  const coming = page.getByRole('region', { name: 'À venir', exact: true });
  const row = coming.getByRole('row', { name: /Choc anaphylactique/ });
  await expect(row).toContainText('Étienne Bernard');
  await axe(page);
  await row.getByRole('button', { name: /Confirmer ma présence/ }).click();
  await expect(page.getByText('Votre présence est confirmée.')).toBeVisible();
  await expect(row).toContainText('Confirmée le');

  await row.getByRole('link', { name: /Choc anaphylactique/ }).click();
  await expect(page.getByRole('heading', { name: 'Informations pratiques' })).toBeVisible();
  await page.getByRole('button', { name: /Retirer mon consentement/ }).click();
  await expect(page.getByText(/votre consentement est retiré/)).toBeVisible();
  await page.getByRole('button', { name: 'J’autorise l’enregistrement' }).click();
  await expect(page.getByText(/votre acceptation est enregistrée/)).toBeVisible();
  await axe(page);
});
