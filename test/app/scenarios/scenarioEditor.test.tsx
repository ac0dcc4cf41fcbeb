/**
 * `/session/dossiers/scenarios/:id`: the graph built through the accessible list (the canvas cannot draw
 * in jsdom and says so), the checks before saving, a save as a new version, another tab's save (409).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { newScenarioContent } from '../../../contract/scenarioGraph';
import type { Scenario, ScenarioContent } from '../../../contract/schemas/scenarios';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

// No canvas in jsdom: vis-network fails to draw, and the editor must keep working through its list.
jest.mock('vis-network/standalone', () => ({
  Network: jest.fn(() => {
    throw new Error('pas de canvas');
  }),
  DataSet: jest.fn(),
}));

// Typing a whole graph through the forms takes a few seconds in jsdom.
jest.setTimeout(20_000);

const ok = (data: unknown) => HttpResponse.json({ success: true, message: '', data });

let current: Scenario;
let conflictNext = false;
const saves: { version: number; content: ScenarioContent }[] = [];

const server = setupServer(
  http.get('http://localhost/api/scenarios/s-1', () => ok(current)),
  http.get('http://localhost/api/scenarios/s-1/versions', () =>
    ok({ items: Array.from({ length: current.version }, (_, index) => ({ version: current.version - index, created_at: '2026-11-24T09:30:00.000Z', author: 'Étienne Bernard' })) }),
  ),
  http.put('http://localhost/api/scenarios/s-1', async ({ request }) => {
    const body = (await request.json()) as { version: number; content: ScenarioContent };
    saves.push({ version: body.version, content: body.content });
    if (conflictNext) {
      conflictNext = false;
      current = { ...current, version: current.version + 1, content: { ...current.content, public: 'Écrit dans un autre onglet' } };
      return HttpResponse.json({ success: false, message: 'Ce scénario a été enregistré ailleurs entre-temps.' }, { status: 409 });
    }
    current = { ...current, version: current.version + 1, title: body.content.title, content: body.content };
    return ok(current);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  current = { id: 's-1', title: 'Détresse respiratoire', folder_id: 'f-1', shared: false, version: 1, updated_at: '2026-11-24T09:30:00.000Z', own: true, content: newScenarioContent('Détresse respiratoire') };
  conflictNext = false;
  saves.length = 0;
  // The open section is kept in the address's fragment: each test starts without one.
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const teacher = () => ({
  user: makeUser('enseignant', { uid: 'teacher-uid' }),
  organisation: activeOrganisation,
  identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton-enseignant') }),
});

const group = (name: RegExp) => screen.getByRole('group', { name });
/** One section is shown at a time: its tab opens it. */
const openTab = (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(screen.getByRole('tab', { name }));

it('builds a four-state graph through the list, is refused to save while a rule is broken, then saves version 2', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  expect(await screen.findByLabelText('Titre')).toHaveValue('Détresse respiratoire');
  // The canvas cannot draw here: it says so, and the list does everything.
  expect(await screen.findByText(/Le schéma ne peut pas être dessiné ici/)).toBeInTheDocument();
  expect(screen.getByText(/Version 1, enregistrée le mardi 24 novembre 2026 à/)).toBeInTheDocument();
  await openTab(user, 'Graphe');

  // Two intermediate states, added and named from the keyboard-reachable forms.
  await user.click(screen.getByRole('button', { name: 'Ajouter un état' }));
  expect(within(group(/^État 3/)).getByLabelText('Nom de l’état')).toHaveFocus();
  await user.clear(within(group(/^État 3/)).getByLabelText('Nom de l’état'));
  await user.type(within(group(/^État 3/)).getByLabelText('Nom de l’état'), 'Aggravation');
  await user.click(screen.getByRole('button', { name: 'Ajouter un état' }));
  await user.clear(within(group(/^État 4/)).getByLabelText('Nom de l’état'));
  await user.type(within(group(/^État 4/)).getByLabelText('Nom de l’état'), 'Amélioration');

  // Unreachable so far: the problems are listed and saving is not offered.
  const problems = screen.getByRole('heading', { name: 'À corriger avant d’enregistrer' }).parentElement as HTMLElement;
  expect(within(problems).getByText('L’état « Aggravation » n’est pas atteignable depuis l’état initial.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' })).toBeDisabled();
  // The save bar says how many, beside its button; the list itself stands above the form, never over it.
  const saveBar = screen.getByRole('button', { name: 'Enregistrer une nouvelle version' }).parentElement as HTMLElement;
  expect(within(saveBar).queryByRole('heading', { name: 'À corriger avant d’enregistrer' })).not.toBeInTheDocument();
  await user.click(within(saveBar).getByRole('link', { name: /^\d+.points? à corriger avant d’enregistrer$/ }));
  expect(problems).toHaveFocus();
  expect(problems.compareDocumentPosition(screen.getByLabelText('Titre')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  // Début → Aggravation, Aggravation → Amélioration, Amélioration → Fin.
  for (const [from, to] of [['Début', 'Aggravation'], ['Aggravation', 'Amélioration'], ['Amélioration', 'Fin']] as const) {
    await user.click(screen.getByRole('button', { name: 'Ajouter une transition' }));
    const added = screen.getAllByRole('group', { name: /^Transition \d/ }).at(-1) as HTMLElement;
    await user.selectOptions(within(added).getByLabelText('De l’état'), within(added).getAllByRole('option', { name: new RegExp(`^${from} `) })[0] as HTMLElement);
    await user.selectOptions(within(added).getByLabelText('Vers l’état'), within(added).getAllByRole('option', { name: new RegExp(`^${to} `) })[1] as HTMLElement);
  }
  // A timer transition needs its delay.
  const last = screen.getAllByRole('group', { name: /^Transition \d/ }).at(-1) as HTMLElement;
  await user.selectOptions(within(last).getByLabelText('Déclencheur'), 'délai');
  expect(within(last).getByLabelText('Délai (secondes)')).toHaveValue(60);

  await waitFor(() => expect(screen.queryByRole('heading', { name: 'À corriger avant d’enregistrer' })).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' }));
  // Said beside the button pressed.
  expect(await within(saveBar).findByText('Version 2 enregistrée.')).toBeInTheDocument();
  expect(saves).toHaveLength(1);
  expect(saves[0]?.version).toBe(1);
  const saved = saves[0]?.content as ScenarioContent;
  expect(saved.graph.states.map((state) => `${state.name}:${state.kind}`)).toEqual(['Début:initial', 'Fin:final', 'Aggravation:intermédiaire', 'Amélioration:intermédiaire']);
  expect(saved.graph.transitions).toHaveLength(4);
  expect(saved.graph.transitions.at(-1)).toMatchObject({ trigger: 'délai', delay_seconds: 60 });
  expect(await screen.findByText(/Version 2 — mardi 24 novembre 2026 à .* — Étienne Bernard/)).toBeInTheDocument();
});

it('a state removed takes its transitions with it; no final state is a problem named in French', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  await screen.findByLabelText('Titre');
  await openTab(user, 'Graphe');
  await user.click(screen.getByRole('button', { name: 'Supprimer l’état Fin' }));
  expect(screen.queryByRole('group', { name: /^Transition 1/ })).not.toBeInTheDocument();
  expect(screen.getByText('Le graphe n’a pas d’état final : marquez au moins un état comme « final ».')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' })).toBeDisabled();
});

it('another tab saved first: what was typed stays, the differences are shown field by field, « Garder ma version » saves it after theirs', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  const publicField = await screen.findByLabelText('Public (apprenants visés)');
  await user.type(publicField, 'IFSI 2A');
  conflictNext = true;
  await user.click(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' }));
  const callout = await screen.findByRole('group', { name: 'Un autre onglet a enregistré ce scénario avant vous' });
  expect(publicField).toHaveValue('IFSI 2A');
  const table = within(callout).getByRole('table', { name: 'Différences entre votre version et l’autre version' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([['Public (apprenants visés)', 'IFSI 2A', 'Écrit dans un autre onglet']]);

  await user.click(within(callout).getByRole('button', { name: 'Garder ma version' }));
  expect(await screen.findByText('Version 3 enregistrée.')).toBeInTheDocument();
  // Saved on top of theirs (version 2), with mine.
  expect(saves.at(-1)).toMatchObject({ version: 2, content: { public: 'IFSI 2A' } });
  expect(screen.queryByRole('group', { name: 'Un autre onglet a enregistré ce scénario avant vous' })).not.toBeInTheDocument();
});

it('another tab saved first: a renamed state is named in the differences; « Prendre l’autre version » puts theirs in the form', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  const publicField = await screen.findByLabelText('Public (apprenants visés)');
  await user.type(publicField, 'IFSI 2A');
  await openTab(user, 'Graphe');
  await user.click(screen.getByRole('button', { name: 'Modifier l’état Fin' }));
  await user.type(within(group(/^État 2/)).getByLabelText('Nom de l’état'), ' du scénario');
  conflictNext = true;
  await user.click(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' }));
  const callout = await screen.findByRole('group', { name: 'Un autre onglet a enregistré ce scénario avant vous' });
  const renamed = within(callout).getByRole('rowheader', { name: /^État «.Fin du scénario.»$/ }).closest('tr');
  expect(renamed?.querySelectorAll('td')[0]).toHaveTextContent(/^Fin du scénario \(final\)/);
  expect(renamed?.querySelectorAll('td')[1]).toHaveTextContent(/^Fin \(final\)/);
  await user.click(within(callout).getByRole('button', { name: 'Prendre l’autre version' }));
  expect(screen.getByLabelText('Public (apprenants visés)')).toHaveValue('Écrit dans un autre onglet');
  expect(screen.getByText(/Version 2, enregistrée le/)).toBeInTheDocument();
  expect(saves).toHaveLength(1);
});

it('leaving with unsaved changes asks first; « Rester sur la page » keeps everything typed', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  const context = await screen.findByLabelText('Contexte clinique');
  await user.type(context, 'Patient de 67 ans');
  await user.click(screen.getByRole('link', { name: 'Retour à mes dossiers' }));
  const dialog = await screen.findByRole('alertdialog', { name: /^Quitter sans enregistrer/ });
  expect(within(dialog).getByRole('button', { name: 'Rester sur la page' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Contexte clinique')).toHaveValue('Patient de 67 ans');
});

it('a colleague’s shared scenario opens read-only: no save, every field disabled', async () => {
  current = { ...current, own: false, shared: true };
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  expect(await screen.findByText(/Ce scénario est partagé par un collègue/)).toBeInTheDocument();
  expect(screen.getByLabelText('Titre')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Enregistrer une nouvelle version' })).not.toBeInTheDocument();
});

it('the page is titled by the scenario; five sections as tabs, one shown at a time, kept in the address; switching keeps what was typed', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  expect(await screen.findByRole('heading', { level: 1, name: 'Détresse respiratoire' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Détresse respiratoire · SimuSession'));
  const tabs = within(screen.getByRole('tablist', { name: 'Sections du scénario' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Informations', 'Graphe', 'Actions rapides', 'Débriefing', 'Grille d’évaluation']);
  expect(screen.getByRole('tab', { name: 'Informations' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('tabpanel').map((panel) => panel.getAttribute('aria-labelledby'))).toEqual(['editor-informations']);
  expect(screen.getByRole('tabpanel', { name: 'Informations' })).toBeVisible();

  // Typed in one section, kept while another is open and after coming back.
  await user.type(screen.getByLabelText('Public (apprenants visés)'), 'IFSI 2A');
  expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();
  await openTab(user, 'Grille d’évaluation');
  expect(screen.getByRole('tab', { name: 'Grille d’évaluation' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Informations' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel', { name: 'Grille d’évaluation' })).toBeVisible();
  expect(screen.queryByRole('tabpanel', { name: 'Informations' })).not.toBeInTheDocument();
  expect(window.location.hash).toBe('#grid');

  // From the keyboard: arrows move between the tabs (wrapping), Home to the first.
  expect(screen.getByRole('tab', { name: 'Grille d’évaluation' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Informations' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Informations' })).toBeVisible();
  expect(screen.getByLabelText('Public (apprenants visés)')).toHaveValue('IFSI 2A');
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Grille d’évaluation' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Informations' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
});

it('opens on the section the address names (a reload keeps it), and follows the address when it changes', async () => {
  window.history.replaceState(null, '', '/#actions');
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  expect(await screen.findByRole('tabpanel', { name: 'Actions rapides' })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'Actions rapides' })).toHaveAttribute('aria-selected', 'true');
  // A fragment changed in place (a link to another section) opens that one.
  act(() => {
    window.history.pushState(null, '', '/#grid');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(screen.getByRole('tabpanel', { name: 'Grille d’évaluation' })).toBeVisible();
});

it('quick actions: added as rows with ids of their own, reordered, removed, checked in French, saved with the scenario', async () => {
  current = { ...current, content: { ...current.content, quick_actions: [{ id: 'a1', label: 'Appel du médecin' }] } };
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  await screen.findByLabelText('Titre');
  expect(screen.getByText('Enregistré')).toBeInTheDocument();
  await openTab(user, 'Actions rapides');
  const panel = screen.getByRole('tabpanel', { name: 'Actions rapides' });
  expect(within(panel).getByLabelText('Action 1')).toHaveValue('Appel du médecin');
  const save = screen.getByRole('button', { name: 'Enregistrer une nouvelle version' });

  // A new row: empty, focused, and an empty label blocks the save.
  await user.click(within(panel).getByRole('button', { name: 'Ajouter une action' }));
  await waitFor(() => expect(within(panel).getByLabelText('Action 2')).toHaveFocus());
  expect(screen.getByText('L’action rapide 2 n’a pas de libellé.')).toBeInTheDocument();
  expect(save).toBeDisabled();
  // The same label twice (case aside) is named.
  await user.type(within(panel).getByLabelText('Action 2'), 'appel du médecin');
  expect(screen.getByText('L’action rapide « appel du médecin » figure plusieurs fois.')).toBeInTheDocument();
  await user.clear(within(panel).getByLabelText('Action 2'));
  // Over 60 characters: the field and the list say so.
  await user.type(within(panel).getByLabelText('Action 2'), 'x'.repeat(61));
  expect(screen.getByText('Le libellé de l’action rapide 2 dépasse 60 caractères.')).toBeInTheDocument();
  await user.clear(within(panel).getByLabelText('Action 2'));
  await user.type(within(panel).getByLabelText('Action 2'), 'O₂ 15 L/min');
  await user.click(within(panel).getByRole('button', { name: 'Ajouter une action' }));
  await user.type(within(panel).getByLabelText('Action 3'), 'À supprimer');
  await user.click(within(panel).getByRole('button', { name: 'Supprimer l’action 3 À supprimer' }));
  expect(within(panel).queryByLabelText('Action 3')).not.toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Monter l’action 2' }));
  expect(within(panel).getByLabelText('Action 1')).toHaveValue('O₂ 15 L/min');
  expect(within(panel).getByRole('button', { name: 'Monter l’action 1' })).toBeDisabled();

  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  expect(await screen.findByText('Version 2 enregistrée.')).toBeInTheDocument();
  expect(saves[0]?.content.quick_actions).toEqual([
    { id: 'action-1', label: 'O₂ 15 L/min' },
    { id: 'a1', label: 'Appel du médecin' },
  ]);
  expect(screen.getByText('Enregistré')).toBeInTheDocument();
});

it('twenty quick actions at most: the button gives way to a French note', async () => {
  current = { ...current, content: { ...current.content, quick_actions: Array.from({ length: 20 }, (_, index) => ({ id: `a${index + 1}`, label: `Geste ${index + 1}` })) } };
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  await screen.findByLabelText('Titre');
  await openTab(user, 'Actions rapides');
  expect(screen.queryByRole('button', { name: 'Ajouter une action' })).not.toBeInTheDocument();
  expect(screen.getByText('20 actions au plus : supprimez-en une pour en ajouter une autre.')).toBeInTheDocument();
});

it('deleting a transition or a state is an icon button named by what it deletes, its name shown as a tooltip', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  await screen.findByLabelText('Titre');
  await openTab(user, 'Graphe');
  const remove = screen.getByRole('button', { name: 'Supprimer la transition Prise en charge adaptée' });
  expect(remove).toHaveTextContent(/^$/);
  expect(remove).toHaveAttribute('data-tooltip', 'Supprimer la transition Prise en charge adaptée');
  expect(screen.getByRole('button', { name: 'Supprimer l’état Début' })).toHaveTextContent(/^$/);
  await user.click(remove);
  expect(screen.queryByRole('button', { name: 'Supprimer la transition Prise en charge adaptée' })).not.toBeInTheDocument();
  expect(screen.getByText('L’état « Fin » n’est pas atteignable depuis l’état initial.')).toBeInTheDocument();
});

it('one scale shared by the criteria, a criterion with its own; the patient and the expected course are saved', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  await screen.findByLabelText('Titre');
  await user.selectOptions(screen.getByLabelText('Patient'), 'Enfant');
  await openTab(user, 'Graphe');

  // The end state is to be reached within five minutes; the start is to be avoided (the limit goes with « à atteindre »).
  await user.click(screen.getByRole('button', { name: 'Modifier l’état Fin' }));
  const end = group(/^État 2/);
  await user.selectOptions(within(end).getByLabelText('Parcours attendu'), 'À atteindre');
  await user.type(within(end).getByLabelText('Délai maximal (secondes depuis le début du scénario)'), '300');
  await user.click(screen.getByRole('button', { name: 'Modifier l’état Début' }));
  const start = group(/^État 1/);
  await user.selectOptions(within(start).getByLabelText('Parcours attendu'), 'À éviter');
  expect(within(start).queryByLabelText('Délai maximal (secondes depuis le début du scénario)')).not.toBeInTheDocument();
  // Closed, each state's line still says its place in the expected course.
  await user.click(within(start).getByRole('button', { name: 'Fermer' }));
  await user.click(within(group(/^État 2/)).getByRole('button', { name: 'Fermer' }));
  expect(screen.getByRole('heading', { level: 4, name: /^État 1.*Début.*⚠ à éviter$/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: /^État 2.*Fin.*◎ à atteindre en 5\u00a0min 00\u00a0s$/ })).toBeInTheDocument();

  // Two criteria on the shared scale, edited once as rows (value, label); the second then gets its own.
  await openTab(user, 'Grille d’évaluation');
  const grid = screen.getByRole('tabpanel', { name: 'Grille d’évaluation' });
  await user.click(within(grid).getByRole('button', { name: 'Ajouter un critère' }));
  await user.click(within(grid).getByRole('button', { name: 'Ajouter un critère' }));
  const shared = within(grid).getByRole('group', { name: 'Échelle commune aux critères' });
  const labels = () => within(shared).getAllByLabelText(/^Libellé du niveau \d+$/).map((field) => (field as HTMLInputElement).value);
  expect(within(shared).getAllByLabelText(/^Valeur du niveau \d+$/).map((field) => (field as HTMLInputElement).value)).toEqual(['0', '1', '2']);
  expect(labels()).toEqual(['Non fait', 'Partiel', 'Fait']);
  await user.click(within(shared).getByRole('button', { name: 'Supprimer le niveau 3' }));
  await user.click(within(shared).getByRole('button', { name: 'Supprimer le niveau 2' }));
  // One level left: the problem is said once, for the shared scale.
  expect(within(grid).getByRole('alert')).toHaveTextContent('L’échelle commune doit avoir de 2 à 10 niveaux');
  await user.click(within(shared).getByRole('button', { name: 'Ajouter un niveau' }));
  expect(within(shared).getByLabelText('Valeur du niveau 2')).toHaveValue(1);
  await user.clear(within(shared).getByLabelText('Libellé du niveau 1'));
  await user.type(within(shared).getByLabelText('Libellé du niveau 1'), 'Non');
  await user.type(within(shared).getByLabelText('Libellé du niveau 2'), 'Oui');
  expect(within(grid).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(group(/^Critère 1/)).getByText('Échelle commune : 0 Non · 1 Oui')).toBeInTheDocument();
  await user.click(within(group(/^Critère 2/)).getByLabelText('Échelle propre à ce critère'));
  const own = within(group(/^Critère 2/)).getByRole('group', { name: 'Échelle du critère' });
  expect(within(own).getByLabelText('Libellé du niveau 2')).toHaveValue('Oui');
  await user.click(within(own).getByRole('button', { name: 'Ajouter un niveau' }));
  await user.type(within(own).getByLabelText('Libellé du niveau 3'), 'Très bien');

  await user.click(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' }));
  expect(await screen.findByText('Version 2 enregistrée.')).toBeInTheDocument();
  const saved = saves[0]?.content as ScenarioContent;
  expect(saved.population).toBe('enfant');
  expect(saved.graph.states.map((state) => state.expected)).toEqual([{ kind: 'à éviter' }, { kind: 'à atteindre', within_seconds: 300 }]);
  expect(saved.evaluation_grid.criteria.map((criterion) => criterion.scale.map((step) => `${step.value} ${step.label}`).join(', '))).toEqual(['0 Non, 1 Oui', '0 Non, 1 Oui, 2 Très bien']);

  // Reopened from what was saved, the second criterion still has its own scale.
  expect(within(group(/^Critère 2/)).getByLabelText('Échelle propre à ce critère')).toBeChecked();
  expect(within(group(/^Critère 1/)).getByLabelText('Échelle propre à ce critère')).not.toBeChecked();
});

it('names each debriefing phase by its place and its name, its name field once', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  await screen.findByLabelText('Titre');
  await openTab(user, 'Débriefing');
  await user.click(screen.getByRole('button', { name: 'Ajouter une phase' }));
  const phase = group(/^Phase 1\s:\snouvelle phase$/);
  await user.clear(within(phase).getByLabelText('Nom de la phase'));
  await user.type(within(phase).getByLabelText('Nom de la phase'), 'réaction');
  expect(group(/^Phase 1\s:\sréaction$/)).toBe(phase);
  expect(within(phase).getByLabelText('Points clés (un par ligne)')).toBeInTheDocument();
});

it('a PA that is not systolic/diastolic, or a délai over a day, is named beside its field with the rule, kept as typed, and blocks the save', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  await screen.findByLabelText('Titre');
  const save = screen.getByRole('button', { name: 'Enregistrer une nouvelle version' });
  await openTab(user, 'Graphe');
  await user.click(screen.getByRole('button', { name: 'Modifier l’état Début' }));
  const first = group(/^État 1/);
  const name = 'Début';
  const pa = within(first).getByLabelText('PA (mmHg)');

  await user.clear(pa);
  await user.type(pa, 'abc');
  const formatMessage = `L’état «\u00a0${name}\u00a0»\u00a0: la PA «\u00a0abc\u00a0» doit s’écrire systolique/diastolique en mmHg, par exemple 120/80.`;
  expect(pa).toHaveAttribute('aria-invalid', 'true');
  expect(within(first).getByRole('alert').textContent).toBe(formatMessage);
  expect(save).toBeDisabled();

  await user.clear(pa);
  await user.type(pa, '60/120');
  expect(within(first).getByRole('alert').textContent).toContain('la systolique (le premier nombre) doit être au-dessus de la diastolique');
  await user.clear(pa);
  await user.type(pa, '120/80');
  expect(within(first).queryByRole('alert')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /^Modifier la transition / }));
  const transition = group(/^Transition 1/);
  await user.selectOptions(within(transition).getByLabelText('Déclencheur'), 'délai');
  const delay = within(transition).getByLabelText('Délai (secondes)');
  await user.clear(delay);
  await user.type(delay, '99999999');
  // Kept as typed, never shortened to 86 400 behind the trainer's back.
  expect(delay).toHaveValue(99_999_999);
  expect(within(transition).getByRole('alert').textContent).toMatch(/un délai de 99\u202f999\u202f999\u00a0s dépasse le maximum de 86\u202f400\u00a0s \(24\u00a0h\)\.$/);
  expect(save).toBeDisabled();
  await user.clear(delay);
  await user.type(delay, '86400');
  await waitFor(() => expect(save).toBeEnabled());
});

it('shows each text field’s limit beside it, and a title over it names the limit and blocks the save, keeping what was typed', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/scenarios/s-1', teacher());
  const title = await screen.findByLabelText('Titre');
  const counterOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-counter')) ?? '')?.textContent;
  expect(counterOf(title)).toBe('21\u00a0/\u00a0200');
  await user.click(title);
  await user.paste('x'.repeat(180));
  expect(counterOf(title)).toBe('201\u00a0/\u00a0200');
  const message = 'Le champ «\u00a0Titre\u00a0» est trop long\u00a0: 200\u00a0caractères au plus (201 saisis).';
  expect(screen.getAllByText((_content, element) => element?.textContent === message).length).toBeGreaterThanOrEqual(2);
  expect(title).toHaveValue(`Détresse respiratoire${'x'.repeat(180)}`);
  expect(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' })).toBeDisabled();
});
