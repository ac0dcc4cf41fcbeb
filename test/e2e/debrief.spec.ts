/**
 * The finished demo session's « Débriefing » and « Évaluation » as the trainer reads them: « Projeter » for the room's
 * screen (the facts, no note, no score), the notes column whole with its save button in view, the session's tabs
 * whole at every width, the evaluation's scale said once and its save state beside its button. Read only: nothing saved.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PAST_SESSION } from '../../server/seed/demoWorld';
import { ACCOUNTS, expect, signInAndLand, test } from './fixtures';

const SESSION_PATH = `/teacher/sessions/${PAST_SESSION.id}`;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('« Projeter »: the path, the expected states and the timeline in large type, no note and no score; Escape or « Quitter la projection » goes back', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await page.goto(`${SESSION_PATH}?onglet=debrief`);
  // The trainer's screen holds the run's note and the debriefing's notes…
  await expect(page.getByRole('list', { name: 'Chronologie du scénario' })).toContainText('Emma demande de l’aide');
  await expect(page.getByLabel('Notes — Réaction')).toHaveValue(/Stress à l’entrée dans la chambre/);

  await page.getByRole('button', { name: 'Projeter' }).click();
  const projection = page.getByRole('dialog', { name: /^Débriefing — / });
  await expect(projection).toBeVisible();
  await expect(projection.getByLabel('Parcours suivi, dans l’ordre')).toContainText('→');
  await expect(projection.getByRole('list', { name: 'États attendus' }).getByRole('listitem').first()).toBeVisible();
  const lines = projection.getByRole('list', { name: 'Chronologie projetée' }).getByRole('listitem');
  await expect(lines.first()).toHaveText(/^\+00:00\s*Début de la phase «\sscénario\s»$/);
  await expect(projection.getByRole('list', { name: 'Briefing' })).toContainText('briefing');
  // …the room's screen none of it: no note, no debriefing note, no learner's score or name.
  for (const hidden of [/Emma demande/, /Stress à l’entrée/, /Note\s*:/, /\/\s*12/, /Évaluation/]) await expect(projection).not.toContainText(hidden);
  // Read from the back of the room: the timeline's text is 24 px at least, dark on white.
  const size = await lines.first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(size).toBeGreaterThanOrEqual(24);
  expect(await axeViolations(page, '[data-testid="projection"]')).toEqual([]);

  await projection.getByRole('button', { name: 'Quitter la projection' }).click();
  await expect(projection).toBeHidden();
  await expect(page.getByRole('button', { name: 'Projeter' })).toBeFocused();

  await page.getByRole('button', { name: 'Projeter' }).click();
  await expect(projection).toBeVisible();
  await page.keyboard.press('Escape');
  // Escape may first leave the browser's full screen: a second one leaves the projection.
  if (await projection.isVisible()) await page.keyboard.press('Escape');
  await expect(projection).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Débriefing' })).toHaveAttribute('aria-selected', 'true');
});

test('the debriefing’s notes column is whole (no box cut mid-line) and its save button is in view', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await page.goto(`${SESSION_PATH}?onglet=debrief`);
  const form = page.getByRole('form', { name: 'Débriefing' });
  await expect(form.getByLabel('Notes — Synthèse')).toBeVisible();
  // Nothing in the column scrolls on its own: what it holds is on the page.
  for (const element of [form, form.locator('..')]) {
    const { scrollHeight, clientHeight } = await element.evaluate((node) => ({ scrollHeight: node.scrollHeight, clientHeight: node.clientHeight }));
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight + 1);
  }
  const save = page.getByRole('button', { name: 'Enregistrer le débriefing' });
  // Down at the last phase, the save button is still in the window (the column's head sticks to its top),
  // and it covers no field: the one scrolled to stands below it.
  const last = form.getByLabel('Notes — Synthèse');
  await last.focus();
  await expect(last).toBeInViewport();
  await expect(save).toBeInViewport();
  const [saveBox, fieldBox] = [await save.boundingBox(), await last.boundingBox()];
  expect(saveBox && fieldBox && saveBox.y + saveBox.height <= fieldBox.y).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the session’s tabs are whole at this width, the arrows move between them; the evaluation says its scale once and its save state beside its button; axe clean', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await page.goto(`${SESSION_PATH}?onglet=evaluation`);
  const tabs = page.getByRole('tablist', { name: 'Étapes de la session' }).getByRole('tab');
  await expect(tabs).toHaveText(['Préparation', 'Participants', 'Déroulement', 'Débriefing', 'Évaluation']);
  const width = page.viewportSize()?.width ?? 0;
  for (const tab of await tabs.all()) {
    await expect(tab).toBeVisible();
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    // The label is not cut inside its tab.
    const fits = await tab.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
  }
  await page.getByRole('tab', { name: 'Évaluation' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Débriefing' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Débriefing' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Évaluation' })).toHaveAttribute('aria-selected', 'true');

  const matrix = page.getByRole('table', { name: /Grille d’évaluation/ });
  await expect(matrix).toBeVisible();
  await expect(page.getByText(/^Échelle/)).toHaveCount(1);
  await expect(page.getByText(/0\s*: Non réalisé/)).toHaveCount(1);
  const save = page.getByRole('button', { name: 'Enregistrer les évaluations' });
  const state = page.getByRole('status');
  // A score changed (not saved: this journey leaves the demo's grades as they are) — the state says so, beside the button.
  await matrix.getByRole('group').first().locator('label:not(:has(input:checked))').first().click();
  await expect(state).toHaveText('Modifications non enregistrées');
  // The state sits in the save button's row, the button describes itself with it.
  await expect(save).toHaveAttribute('aria-describedby', (await state.getAttribute('id')) ?? 'none');
  const [saveBox, stateBox] = [await save.boundingBox(), await state.boundingBox()];
  expect(saveBox && stateBox && Math.abs(stateBox.y - saveBox.y) < saveBox.height * 2).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

/** Nothing on the page scrolls sideways: what it holds fits the window's width. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('« Actions et notes par apprenant »: one line per learner, a learner opened lists their actions and notes with their times; never on the projection; axe clean, nothing sideways', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await page.goto(`${SESSION_PATH}?onglet=debrief`);
  const learners = page.getByRole('region', { name: 'Actions et notes par apprenant' });
  // The demo's past session names Emma on one note: her line says so before it is opened, and opened it shows the note at its time.
  const emma = learners.locator('details').filter({ hasText: 'Emma Petit' });
  await expect(emma.locator('summary')).toContainText(/Emma Petit.*1\snote/);
  await emma.locator('summary').click();
  await expect(emma.getByRole('listitem')).toHaveText([/^\+07:0\d\s*Note\s:\sEmma demande de l’aide et installe l’oxygène\.$/]);

  // A run that named them: the API's own answer for this session, its first learner given an action and a long note.
  await page.route('**/api/sessions/*/learner-facts*', async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: { items: { learner_uid: string; facts: unknown[] }[] } };
    const [first, ...others] = answer.data.items;
    const facts = [
      { event_id: 'e2e-a1', kind: 'action', at: 192, real_at: 200, action_id: 'o2', label: 'O₂ 15 L/min' },
      { event_id: 'e2e-n1', kind: 'note', at: 305, real_at: 320, text: 'Rassure les parents, explique chaque geste avant de le faire et vérifie la saturation sous oxygène à voix haute.', tags: ['communication'] },
    ];
    await route.fulfill({ json: { ...answer, data: { items: first ? [{ ...first, facts }, ...others] : [] } } });
  });
  await page.reload();
  const summary = learners.locator('summary').first();
  await expect(summary).toContainText(/1\saction, 1\snote/);
  await summary.click();
  const list = learners.getByRole('list', { name: /^Actions et notes d(e |’)/ });
  await expect(list.getByRole('listitem')).toHaveText([/^\+03:12\s*Action\s:\sO₂ 15 L\/min$/, /^\+05:05\s*Note\s:\sRassure les parents.*\[Communication\]$/]);
  // The others, named nowhere in the run: one muted line each, nothing to open.
  await expect(learners.getByText(/: aucune action ni note\.$/).first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, '[aria-labelledby="debrief-learners"]')).toEqual([]);

  // The room's screen never shows a learner's name or what was noted of them.
  await page.getByRole('button', { name: 'Projeter' }).click();
  const projection = page.getByRole('dialog', { name: /^Débriefing — / });
  await expect(projection).toBeVisible();
  for (const hidden of [/Actions et notes par apprenant/, /Rassure les parents/, /O₂ 15 L\/min/]) await expect(projection).not.toContainText(hidden);
});

test('the student’s page: « Mes actions et notes » under the released results, her own note at its time; axe clean, nothing sideways', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.etudiantActif);
  await page.goto(`/student/sessions/${PAST_SESSION.id}`);
  await expect(page.getByRole('heading', { name: 'Mes résultats' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mes actions et notes' })).toBeVisible();
  // The demo's run names Emma on one note: released, it is hers to read, at its time on the scenario clock.
  await expect(page.getByRole('list', { name: 'Mes actions et notes, dans l’ordre' }).getByRole('listitem')).toHaveText([/^\+07:0\d\s*Note\s:\sEmma demande de l’aide et installe l’oxygène\.$/]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});
