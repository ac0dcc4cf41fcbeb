/**
 * Two trainer devices on one session (two browser contexts, both signed in as its trainer), each opened before
 * the other saved: the debriefing notes, the evaluation grid and the checklist are saved part by part, so
 * neither device erases what the other wrote; a true conflict on one part shows both versions; the notes
 * and the ticks reach the other device live, and after it was offline.
 */
import type { Browser, Page } from '@playwright/test';
import { NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { controlStack } from './control';
import { ACCOUNTS, decideConsent, expect, signInAndLand, test, watchPageErrors } from './fixtures';

// The devices write the demo session's notes, grades and checklist: others expect the seeded one.
test.beforeEach(() => controlStack('reset'));
test.afterEach(() => controlStack('reset'));

const SESSION_PATH = `/teacher/sessions/${NEXT_WEEK_SESSION.id}`;
const LIVE = { timeout: 10_000 };

async function secondDevice(browser: Browser, baseURL: string | undefined, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await decideConsent(context, baseURL ?? '');
  const page = await context.newPage();
  watchPageErrors(page, errors, 'appareil B');
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  return page;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every criterion of `learner` scored at the scale's step `step` (0-based). */
async function grade(page: Page, learner: string, step: number) {
  const matrix = page.getByRole('table', { name: /Grille d’évaluation/ });
  const cells = matrix.getByRole('group', { name: new RegExp(` — ${escaped(learner)}$`) });
  for (const cell of await cells.all()) await cell.locator('label').nth(step).click();
}
const total = (page: Page, learner: string) => page.getByRole('table', { name: /Grille d’évaluation/ }).locator('tfoot td').nth(learner === 'first' ? 0 : 1);

test('two trainer devices: notes, grades and ticks of one never erase the other’s', async ({ page, browser, baseURL, pageErrors }) => {
  test.setTimeout(180_000);
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  const b = await secondDevice(browser, baseURL, pageErrors);

  // ── Debriefing notes: both devices open the tab, A saves « Réaction », B « Analyse ».
  await page.goto(`${SESSION_PATH}?onglet=debrief`);
  await b.goto(`${SESSION_PATH}?onglet=debrief`);
  await expect(b.getByLabel('Notes — Analyse')).toBeEditable();
  await page.getByLabel('Notes — Réaction').fill('Stress à l’entrée.');
  await page.getByRole('button', { name: 'Enregistrer le débriefing' }).click();
  await expect(page.getByText('Les notes de débriefing sont enregistrées.')).toBeVisible();
  // B is shown A's note by the stream, without a reload.
  await expect(b.getByLabel('Notes — Réaction')).toHaveValue('Stress à l’entrée.', LIVE);
  await b.getByLabel('Notes — Analyse').fill('Alerte donnée tôt.');
  await b.getByRole('button', { name: 'Enregistrer le débriefing' }).click();
  await expect(b.getByText('Les notes de débriefing sont enregistrées.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Notes — Réaction')).toHaveValue('Stress à l’entrée.');
  await expect(page.getByLabel('Notes — Analyse')).toHaveValue('Alerte donnée tôt.');

  // A true conflict on one phase: both texts are shown, and B chooses.
  await page.getByLabel('Notes — Synthèse').fill('Texte de A.');
  await b.getByLabel('Notes — Synthèse').fill('Texte de B.');
  await page.getByRole('button', { name: 'Enregistrer le débriefing' }).click();
  await expect(page.getByText('Les notes de débriefing sont enregistrées.')).toBeVisible();
  await b.getByRole('button', { name: 'Enregistrer le débriefing' }).click();
  const notesConflict = b.getByRole('group', { name: 'Ces notes ont été modifiées ailleurs' });
  await expect(notesConflict.getByRole('row', { name: /Notes — Synthèse/ })).toContainText('Texte de B.');
  await expect(notesConflict.getByRole('row', { name: /Notes — Synthèse/ })).toContainText('Texte de A.');
  await notesConflict.getByRole('button', { name: 'Garder ma version' }).click();
  await expect(b.getByText('Les notes de débriefing sont enregistrées.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Notes — Synthèse')).toHaveValue('Texte de B.');
  await expect(page.getByLabel('Notes — Réaction')).toHaveValue('Stress à l’entrée.');

  // ── Evaluation: both devices open the grid; A grades the first learner, B (opened earlier) the second.
  await page.goto(`${SESSION_PATH}?onglet=evaluation`);
  await b.goto(`${SESSION_PATH}?onglet=evaluation`);
  const matrix = page.getByRole('table', { name: /Grille d’évaluation/ });
  await expect(matrix.getByRole('columnheader', { name: 'Emma Petit' })).toBeVisible();
  await expect(b.getByRole('table', { name: /Grille d’évaluation/ }).getByRole('columnheader', { name: 'Emma Petit' })).toBeVisible();
  const learners = (await matrix.getByRole('columnheader').allTextContents()).slice(1);
  expect(learners).toHaveLength(2);
  const [first, second] = learners as [string, string];
  await grade(page, first, 3);
  await page.getByRole('button', { name: 'Enregistrer les évaluations' }).click();
  await expect(page.getByText('Les évaluations sont enregistrées.')).toBeVisible();
  await grade(b, second, 2);
  await b.getByRole('button', { name: 'Enregistrer les évaluations' }).click();
  await expect(b.getByText('Les évaluations sont enregistrées.')).toBeVisible();
  // B's save brought A's grades of the first learner in.
  await expect(total(b, 'first')).toHaveText('12 / 12');
  await page.reload();
  await expect(total(page, 'first')).toHaveText('12 / 12');
  await expect(total(page, 'second')).toHaveText('8 / 12');

  // A true conflict on one learner's comment: only that learner is compared; « Garder ma version » keeps the rest.
  await page.getByLabel(`Commentaire pour ${first}`).fill('Commentaire de A.');
  await page.getByRole('button', { name: 'Enregistrer les évaluations' }).click();
  await expect(page.getByText('Les évaluations sont enregistrées.')).toBeVisible();
  await b.getByLabel(`Commentaire pour ${first}`).fill('Commentaire de B.');
  await b.getByRole('button', { name: 'Enregistrer les évaluations' }).click();
  const gridConflict = b.getByRole('group', { name: 'Ces évaluations ont été modifiées ailleurs' });
  await expect(gridConflict.getByRole('row', { name: new RegExp(`Commentaire pour ${escaped(first)}`) })).toContainText('Commentaire de A.');
  await expect(gridConflict.getByRole('rowheader')).toHaveCount(1);
  await gridConflict.getByRole('button', { name: 'Garder ma version' }).click();
  await expect(b.getByText('Les évaluations sont enregistrées.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Commentaire pour ${first}`)).toHaveValue('Commentaire de B.');
  await expect(total(page, 'first')).toHaveText('12 / 12');
  await expect(total(page, 'second')).toHaveText('8 / 12');

  // ── Checklist: A ticks item 2, B ticks item 4; B sees A's tick live; B offline meanwhile catches up once back.
  await page.goto(`${SESSION_PATH}?onglet=preparation`);
  await b.goto(`${SESSION_PATH}?onglet=preparation`);
  const boxes = (p: Page) => p.getByRole('checkbox');
  await expect(boxes(b)).toHaveCount(5);
  await boxes(page).nth(1).check();
  await expect(boxes(b).nth(1)).toBeChecked(LIVE);
  await boxes(b).nth(3).check();
  await expect(boxes(page).nth(3)).toBeChecked(LIVE);
  await b.context().setOffline(true);
  await boxes(page).nth(0).check();
  await b.context().setOffline(false);
  await expect(boxes(b).nth(0)).toBeChecked({ timeout: 40_000 });
  await page.reload();
  await b.reload();
  for (const device of [page, b]) {
    await expect(boxes(device).nth(0)).toBeChecked();
    await expect(boxes(device).nth(1)).toBeChecked();
    await expect(boxes(device).nth(3)).toBeChecked();
    await expect(boxes(device).nth(2)).not.toBeChecked();
  }
});
