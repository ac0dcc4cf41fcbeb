/**
 * The simulation room when the trainer's Wi-Fi drops, against the whole local stack: a transition and a note
 * taken offline wait on the trainer's device, go when the connection is back, and the patient monitor (a second
 * browser context) then moves; the note keeps the time it was written. And, at every width, the room's Pause
 * button is never under the phone's bottom bar.
 */
import type { Page } from '@playwright/test';
import { CHOC_ANAPHYLACTIQUE } from '../../server/seed/demoScenarios';
import { NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { controlStack } from './control';
import { ACCOUNTS, decideConsent, expect, signInAndLand, test, watchPageErrors } from './fixtures';

// The run changes the demo world (a started session, its log, a monitor link): others expect the seeded one.
test.beforeEach(() => controlStack('reset'));
test.afterEach(() => controlStack('reset'));

const SESSION_PATH = `/teacher/sessions/${NEXT_WEEK_SESSION.id}`;
const vitals = (id: string) => CHOC_ANAPHYLACTIQUE.graph.states.find((one) => one.id === id)?.vitals;
const stateName = (id: string) => CHOC_ANAPHYLACTIQUE.graph.states.find((one) => one.id === id)?.name ?? id;
const label = (id: string) => CHOC_ANAPHYLACTIQUE.graph.transitions.find((one) => one.id === id)?.label ?? id;
const current = (page: Page, id: string) => expect(page.getByRole('heading', { name: `État actuel du patient : ${stateName(id)}` })).toBeVisible();
const LIVE = { timeout: 10_000 };

/** Opens the session's run tab and starts it (it is planned days ahead: the start's dialog says so). */
async function start(page: Page) {
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await page.goto(`${SESSION_PATH}?onglet=run`);
  await page.getByRole('button', { name: 'Démarrer la session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, démarrer maintenant' }).click();
  await current(page, 'initial');
}

test('offline, a transition and a note wait on the trainer’s device, go when the connection is back, and the note keeps its time', async ({ page, browser, baseURL, pageErrors }) => {
  test.setTimeout(120_000);
  await start(page);
  await page.getByRole('button', { name: 'Créer le lien du moniteur' }).click();
  const href = await page.getByRole('link', { name: 'Moniteur patient' }).getAttribute('href');
  const monitorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await decideConsent(monitorContext, baseURL ?? '');
  const monitor = await monitorContext.newPage();
  watchPageErrors(monitor, pageErrors, 'moniteur');
  await monitor.goto(new URL(href ?? '', baseURL).pathname);
  await expect(monitor.getByLabel('FC', { exact: true })).toContainText(String(vitals('initial')?.fc), LIVE);

  // The Wi-Fi drops.
  await page.context().setOffline(true);
  const connection = page.getByRole('status', { name: 'État de la connexion' });
  await expect(connection).toHaveText(/^Hors ligne/);
  await page.getByRole('button', { name: new RegExp(`^${label('t2')}`) }).click();
  // The trainer's screen moves at once; the tap waits, said beside the controls.
  await current(page, 'adrenaline');
  await expect(connection).toHaveText('Hors ligne — 1 action en attente');
  await page.getByLabel('Note libre').fill('Adrénaline IM faite.');
  await page.getByRole('button', { name: 'Ajouter la note' }).click();
  await expect(connection).toHaveText('Hors ligne — 2 actions en attente');
  const written = Date.now();
  const journal = page.getByRole('list', { name: 'Journal du déroulement' });
  await expect(journal.getByText(/Adrénaline IM faite\. \(en attente d’envoi\)/)).toBeVisible();
  await expect(page.getByText('L’opération a échoué. Réessayez.')).toHaveCount(0);
  // The room's monitor cannot know yet.
  await expect(monitor.getByLabel('FC', { exact: true })).toContainText(String(vitals('initial')?.fc));
  // Some seconds offline, so that the time written and the time sent differ.
  await page.waitForTimeout(5_000);

  const back = Date.now();
  await page.context().setOffline(false);
  await expect(connection).toHaveText('Connexion rétablie — actions envoyées', LIVE);
  await expect(monitor.getByLabel('FC', { exact: true })).toContainText(String(vitals('adrenaline')?.fc), LIVE);
  const note = journal.getByRole('listitem').filter({ hasText: 'Adrénaline IM faite.' });
  await expect(note).toContainText(/\(envoyée hors ligne, reçue à \d\d:\d\d:\d\d\)/);

  // A reload reads the server's log: the note is dated when it was written, not when it was sent.
  await page.reload();
  const reloaded = page.getByRole('list', { name: 'Journal du déroulement' }).getByRole('listitem').filter({ hasText: 'Adrénaline IM faite.' });
  await expect(reloaded).toContainText('envoyée hors ligne');
  const noteAt = Date.parse((await reloaded.locator('time').getAttribute('datetime')) ?? '');
  expect(noteAt).toBeLessThanOrEqual(written);
  expect(noteAt).toBeLessThan(back);
  await current(page, 'adrenaline');
  await monitorContext.close();
});

test('the room’s Pause button is never under the phone’s bottom bar', async ({ page }) => {
  await start(page);
  const pause = page.getByRole('button', { name: 'Pause' });
  await pause.scrollIntoViewIfNeeded();
  // What a finger on the button's centre touches is the button itself, not the bar laid over it.
  const onTop = await pause.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && button.contains(hit);
  });
  expect(onTop).toBe(true);
  await pause.click();
  await expect(page.getByRole('button', { name: 'Reprendre' })).toBeVisible();
});
