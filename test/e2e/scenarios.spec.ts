/**
 * Dossiers and scenarios (docs/product.md §11.7) at 1280 and 375 px: the teacher creates a dossier and a scenario,
 * builds a four-state graph through the accessible list (one initial, two intermediate, one final), adds a
 * quick action, saves it (version 2 in the history; the action there after a reload, on the section the
 * address keeps); every section of the editor axe-clean and no wider than the screen; both pages axe-clean.
 */
import AxeBuilder from '@axe-core/playwright';
import { controlStack } from './control';
import { ACCOUNTS, expect, isMobile, signInAndLand, test } from './fixtures';

// The journey changes the demo world: every other journey expects the seeded one. The demo reset keeps
// the dossiers a teacher made herself, so this one has a name of its own and is deleted at the end.
test.beforeEach(() => controlStack('reset'));
test.afterEach(() => controlStack('reset'));

test('the teacher creates a dossier and a scenario, builds its graph through the list and saves version 2', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const name = `Réanimation ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await page.goto('/session/dossiers/Dossiers');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes dossiers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pédiatrie' }).getByRole('link', { name: 'Ouvrir Bronchiolite du nourrisson' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bibliothèque de l’organisation' })).toContainText('Aucun scénario partagé');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // One row per scenario, its rare actions behind one « ⋯ ».
  await expect(page.getByRole('region', { name: 'Pédiatrie' }).getByRole('listitem').first().getByRole('button')).toHaveCount(1);

  await page.getByRole('button', { name: 'Nouveau dossier', exact: true }).click();
  const newFolder = page.getByRole('dialog', { name: 'Nouveau dossier' });
  await newFolder.getByLabel('Nom du dossier').fill(name);
  await newFolder.getByRole('button', { name: 'Créer le dossier' }).click();
  await expect(page.getByText(`Le dossier « ${name} » est créé.`)).toBeVisible();
  const folder = page.getByRole('region', { name });
  await expect(folder).toContainText('Aucun scénario dans ce dossier');
  // One « Nouveau scénario » for the page, not a form in every dossier: the dossier is chosen in its dialog.
  await page.getByRole('button', { name: 'Nouveau scénario', exact: true }).click();
  const newScenario = page.getByRole('dialog', { name: 'Nouveau scénario' });
  await expect(newScenario.getByLabel('Titre du scénario')).toBeFocused();
  await newScenario.getByLabel('Titre du scénario').fill('Choc septique');
  await newScenario.getByRole('combobox', { name: 'Dossier' }).selectOption({ label: name });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await newScenario.getByRole('button', { name: 'Créer le scénario' }).click();

  await expect(page).toHaveURL(/\/session\/dossiers\/scenarios\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Titre', { exact: true })).toHaveValue('Choc septique');
  // One section at a time, from tabs; the save bar stays in view and says the draft is saved.
  const saveButton = page.getByRole('button', { name: 'Enregistrer une nouvelle version' });
  await expect(saveButton).toBeInViewport();
  await expect(page.getByText('Enregistré', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Graphe' }).click();
  await expect(page).toHaveURL(/#graph$/);
  // The graph is drawn as soon as the editor opens; on a phone, the list of forms is the graph (no canvas).
  if (isMobile(page)) await expect(page.getByTestId('scenario-graph')).toHaveCount(0);
  else await expect(page.getByTestId('scenario-graph')).toHaveAttribute('data-ready', 'true');

  const state = (n: number) => page.getByRole('group', { name: new RegExp(`^État ${n}`) });
  for (const [n, name] of [[3, 'Aggravation'], [4, 'Stabilisation']] as const) {
    await page.getByRole('button', { name: 'Ajouter un état', exact: true }).last().click();
    await expect(state(n).getByLabel('Nom de l’état')).toBeFocused();
    await state(n).getByLabel('Nom de l’état').fill(name);
  }
  await expect(page.getByText('L’état « Aggravation » n’est pas atteignable depuis l’état initial.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer une nouvelle version' })).toBeDisabled();

  for (const [from, to] of [['Début (initial)', 'Aggravation (intermédiaire)'], ['Aggravation (intermédiaire)', 'Stabilisation (intermédiaire)'], ['Stabilisation (intermédiaire)', 'Fin (final)']] as const) {
    await page.getByRole('button', { name: 'Ajouter une transition' }).click();
    const transition = page.getByRole('group', { name: /^Transition \d/ }).last();
    await transition.getByLabel('De l’état').selectOption({ label: from });
    await transition.getByLabel('Vers l’état').selectOption({ label: to });
  }
  await expect(page.getByRole('heading', { name: 'À corriger avant d’enregistrer' })).toHaveCount(0);

  // A quick action, typed in its own row; an empty one is refused in French first.
  await page.getByRole('tab', { name: 'Actions rapides' }).click();
  const actions = page.getByRole('tabpanel', { name: 'Actions rapides' });
  await actions.getByRole('button', { name: 'Ajouter une action' }).click();
  await expect(actions.getByLabel('Action 1', { exact: true })).toBeFocused();
  await expect(page.getByText('L’action rapide 1 n’a pas de libellé.')).toBeVisible();
  await expect(saveButton).toBeDisabled();
  await actions.getByLabel('Action 1', { exact: true }).fill('O₂ 15 L/min');
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await saveButton.click();
  await expect(page.getByText('Version 2 enregistrée.')).toBeVisible();
  await expect(page.getByText('Enregistré', { exact: true })).toBeVisible();
  // Reloaded, the editor opens on the section the address keeps, the action saved.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Actions rapides' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Actions rapides' }).getByLabel('Action 1', { exact: true })).toHaveValue('O₂ 15 L/min');

  await page.getByRole('tab', { name: 'Informations' }).click();
  const history = page.getByRole('list', { name: 'Versions' });
  await expect(history.getByRole('listitem').first()).toContainText(/Version 2 — \p{L}+ \d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}.*\(version actuelle\)/u);
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Graphe' }).click();
  // The saved graph: drawn (its accessible picture names its size) on a wide screen; on a phone the forms are the graph.
  if (isMobile(page)) {
    await expect(page.getByRole('list', { name: 'États du patient' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'Transitions', exact: true }).getByRole('listitem')).toHaveCount(4);
  } else await expect(page.getByRole('img', { name: /4 états, 4 transitions/ })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // Usable at 375 px: no section wider than the screen (the grid's scale as rows of value and label included).
  for (const section of ['Informations', 'Graphe', 'Actions rapides', 'Débriefing', 'Grille d’évaluation']) {
    await page.getByRole('tab', { name: section }).click();
    await expect(page.getByRole('tabpanel', { name: section })).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), section).toBe(true);
  }
  await expect(page.getByRole('group', { name: 'Échelle commune aux critères' }).getByLabel('Libellé du niveau 1')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Back in the dossiers, the scenario is there at version 2; a dossier that holds it is not deleted.
  await page.getByRole('link', { name: 'Retour à mes dossiers' }).click();
  await expect(folder).toContainText('version 2');
  const folderMenu = folder.getByRole('button', { name: `Actions pour le dossier ${name}` });
  await folderMenu.click();
  await page.getByRole('menuitem', { name: 'Supprimer le dossier…' }).click();
  await expect(folder.getByRole('alert')).toHaveText(/Ce dossier contient encore 1.scénario/);
  await folder.getByRole('button', { name: 'Actions pour Choc septique' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer…' }).click();
  const confirmScenario = page.getByRole('alertdialog', { name: /^Supprimer le scénario «.Choc septique.».\?$/ });
  await expect(confirmScenario.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await confirmScenario.getByRole('button', { name: 'Confirmer la suppression' }).click();
  await expect(page.getByText('Le scénario « Choc septique » est supprimé.')).toBeVisible();
  await expect(folder).toContainText('aucun scénario');
  // Its row gone with the focus, the focus is on the dossier's heading, not lost at the page's start.
  await expect(folder.getByRole('heading', { level: 2 })).toBeFocused();
  await folderMenu.click();
  await page.getByRole('menuitem', { name: 'Supprimer le dossier…' }).click();
  await page.getByRole('alertdialog', { name: /^Supprimer le dossier «/ }).getByRole('button', { name: 'Confirmer la suppression' }).click();
  await expect(page.getByText(`Le dossier « ${name} » est supprimé.`)).toBeVisible();
});

test('the dossiers’ import picker speaks French, is reached by the keyboard and explains a bad file', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.enseignantActif);
  await page.goto('/session/dossiers/Dossiers');
  const folder = page.getByRole('region', { name: 'Pédiatrie' });
  // The dossier's « ⋯ » by the keyboard: Enter opens it on its first item, the arrows go through the others.
  const menuButton = folder.getByRole('button', { name: 'Actions pour le dossier Pédiatrie' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Nouveau scénario dans ce dossier' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Importer un scénario dans ce dossier' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Importer un scénario' });
  const select = dialog.getByRole('combobox', { name: 'Dossier' });
  await expect(select).toBeFocused();
  expect(await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent)).toBe('Pédiatrie');
  // The browser's own « Choose File / No file chosen » is hidden: the picker's words are French.
  await expect(dialog.getByText('Choisir un fichier', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Aucun fichier choisi', { exact: true })).toBeVisible();
  const input = dialog.getByLabel('Fichier du scénario (JSON)', { exact: true });

  // Tab from the field before it lands on the input itself, and the ring shows on the button a person sees.
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  await expect(dialog.locator('label', { hasText: 'Choisir un fichier' })).toHaveCSS('outline-style', 'solid');

  await input.setInputFiles({ name: 'pas-un-scenario.json', mimeType: 'application/json', buffer: Buffer.from('pas du json', 'utf8') });
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog.getByText(/Ce fichier n’est pas un JSON lisible/)).toBeVisible();
  await expect(dialog.getByText('Aucun fichier choisi', { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  // Escape closes it, and the focus is back on the menu's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});
