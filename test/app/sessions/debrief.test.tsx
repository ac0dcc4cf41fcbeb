/** « Débriefing » and « Évaluation » (docs/product.md §14.4, §14.5) against MSW answering as the API does. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { debriefFacts } from '../../../contract/debriefFacts';
import { sessionMessages } from '../../../contract/messages';
import type { Evaluations, RunLogEvent, SessionDetail } from '../../../contract/schemas/sessions';
import { BRONCHIOLITE } from '../../../server/seed/demoScenarios';
import { sessionExportCsv } from '../../../src/features/sessions/teacher/debriefExport';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

// Whole pages driven click by click on a machine shared with the other suites: 5 s is too short for them.
jest.setTimeout(30_000);

// The canvas is Chromium's business (the e2e journey); here the graph draws into a stand-in.
jest.mock('vis-network/standalone', () => jest.requireActual('../support/visNetworkStub'));

const graph: SessionScenario['graph'] = {
  ...BRONCHIOLITE.graph,
  states: BRONCHIOLITE.graph.states.map((state) =>
    state.id === 'amelioration' ? { ...state, expected: { kind: 'à atteindre' as const, within_seconds: 60 } } : state.id === 'aggravation' ? { ...state, expected: { kind: 'à éviter' as const } } : state,
  ),
};
type SessionScenario = NonNullable<SessionDetail['scenario']>;

const SESSION: SessionDetail = {
  id: 's-1',
  title: 'Bronchiolite — groupe 1',
  starts_at: '2026-11-26T08:00:00.000Z',
  started_at: '2026-11-26T08:03:00.000Z',
  duration_minutes: 90,
  place: 'Salle 1',
  status: 'débriefing',
  trainer_uid: 'uid-enseignant',
  scenario_id: 'sc-1',
  trainer_name: 'Camille Martin',
  scenario_title: 'Bronchiolite du nourrisson',
  participant_count: 2,
  my_session_role: null,
  my_confirmed_at: null,
  viewer: 'trainer',
  scenario_version: 1,
  debrief_model: 'PEARLS',
  results_released_at: null,
  briefing: null,
  checklist: [],
  participants: [],
  scenario: {
    phase_durations: BRONCHIOLITE.phase_durations,
    material: BRONCHIOLITE.material,
    roles_needed: BRONCHIOLITE.roles_needed,
    debriefing_guide: BRONCHIOLITE.debriefing_guide,
    evaluation_grid: BRONCHIOLITE.evaluation_grid,
    graph,
  },
  debrief_notes: {},
  debrief_versions: {},
  my_feedback: null,
  feedback_open: false,
  confirmation_open: false,
};

const T0 = Date.parse('2026-11-26T08:10:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
// Started, a mistaken click on « Aucune désobstruction » corrected, paused a minute, then the improvement at 1:30 of scenario clock.
const LOG: RunLogEvent[] = [
  { id: 'e1', kind: 'phase_started', phase: 'scénario', at: at(0) },
  { id: 'e2', kind: 'state_reached', state: 'initial', at: at(0) },
  { id: 'e3', kind: 'transition_taken', transition: 't2', from: 'initial', to: 'aggravation', at: at(20) },
  { id: 'e4', kind: 'state_reached', state: 'aggravation', at: at(20) },
  { id: 'e5', kind: 'correction', corrects: 'e3', state: 'initial', at: at(25) },
  { id: 'e6', kind: 'paused', at: at(30) },
  { id: 'e7', kind: 'resumed', at: at(90) },
  { id: 'e8', kind: 'transition_taken', transition: 't1', from: 'initial', to: 'amelioration', at: at(150) },
  { id: 'e9', kind: 'state_reached', state: 'amelioration', at: at(150) },
  { id: 'e10', kind: 'phase_started', phase: 'débriefing', at: at(210) },
];

const criteria = BRONCHIOLITE.evaluation_grid.criteria;
const EVALUATIONS = (): Evaluations => ({
  criteria,
  released_at: null,
  items: [
    { learner_uid: 'uid-emma', learner_name: 'Emma Petit', scores: {}, comment: '', updated_at: null, changed_after_release_at: null },
    { learner_uid: 'uid-lucas', learner_name: 'Lucas Martin', scores: {}, comment: '', updated_at: null, changed_after_release_at: null },
  ],
});

let evaluations: Evaluations;
/** The debriefing notes as the server holds them, with each phase's version. */
let notes: Record<string, string>;
let versions: Record<string, string>;
let notePuts: { phase: string; text: string; updated_at: string | null }[];
type Put = { learner: string; scores: Record<string, number>; comment: string; updated_at: string | null };
let puts: Put[];
/** The learners whose grid another device saved since this page read them: their save is a 409. */
let staleFor: Set<string>;
let releases: number;
let putAnswer: 'ok' | 'fail' | 'conflict';
const server = setupServer(
  http.get('http://localhost/api/sessions/:id', () => HttpResponse.json({ success: true, message: '', data: { ...SESSION, debrief_notes: notes, debrief_versions: versions } })),
  http.put('http://localhost/api/sessions/:id/debrief/:phase', async ({ request, params }) => {
    const phase = decodeURIComponent(String(params.phase));
    const body = (await request.json()) as { text: string; updated_at: string | null };
    notePuts.push({ phase, ...body });
    if ((versions[phase] ?? null) !== body.updated_at && notes[phase] !== body.text) {
      return HttpResponse.json({ success: false, message: sessionMessages.debriefStale }, { status: 409 });
    }
    notes = { ...notes, [phase]: body.text };
    versions = { ...versions, [phase]: new Date(Date.parse('2026-11-26T10:00:00.000Z') + notePuts.length * 1000).toISOString() };
    return HttpResponse.json({ success: true, message: '', data: { phase, text: body.text, updated_at: versions[phase] } });
  }),
  http.get('http://localhost/api/sessions/:id/events', () => HttpResponse.json({ success: true, message: '', data: { items: LOG } })),
  // Each learner's actions and notes (their own list: test/app/sessions/learnerFacts.test.tsx).
  http.get('http://localhost/api/sessions/:id/learner-facts', () => HttpResponse.json({ success: true, message: '', data: { items: [] } })),
  http.get('http://localhost/api/sessions/:id/evaluations', () => HttpResponse.json({ success: true, message: '', data: evaluations })),
  http.put('http://localhost/api/sessions/:id/evaluations/:learner', async ({ request, params }) => {
    const body = { learner: String(params.learner), ...((await request.json()) as Omit<Put, 'learner'>) };
    puts.push(body);
    if (putAnswer === 'fail') return HttpResponse.json({ success: false, message: sessionMessages.unknownCriterion }, { status: 422 });
    const current = evaluations.items.find((item) => item.learner_uid === body.learner);
    if (putAnswer === 'conflict' || (staleFor.has(body.learner) && body.updated_at !== current?.updated_at)) {
      return HttpResponse.json({ success: false, message: sessionMessages.evaluationsStale }, { status: 409 });
    }
    const saved = { ...(current as Evaluations['items'][number]), scores: body.scores, comment: body.comment.trim(), updated_at: new Date().toISOString() };
    evaluations = { ...evaluations, items: evaluations.items.map((item) => (item.learner_uid === body.learner ? saved : item)) };
    return HttpResponse.json({ success: true, message: '', data: saved });
  }),
  http.post('http://localhost/api/sessions/:id/evaluations/release', () => {
    releases += 1;
    return HttpResponse.json({ success: true, message: '', data: { results_released_at: new Date().toISOString() } });
  }),
  http.get('http://localhost/api/documents', () => HttpResponse.json({ success: true, message: '', data: { items: [], history: [] } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  evaluations = EVALUATIONS();
  puts = [];
  staleFor = new Set();
  notes = {};
  versions = {};
  notePuts = [];
  releases = 0;
  putAnswer = 'ok';
  window.sessionStorage.clear();
});
afterAll(() => server.close());
const teacher = () => ({ user: makeUser('enseignant', { uid: 'uid-enseignant' }), organisation: activeOrganisation, identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton') }) });

describe('« Débriefing »', () => {
  it('starts from the run: the path without the corrected click, the timeline on the scenario clock, time per state, the marked states in words', async () => {
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    expect(await screen.findByLabelText('Parcours suivi, dans l’ordre')).toHaveTextContent('Détresse respiratoire modérée → Amélioration après désobstruction');
    expect(screen.getByText('1 correction pendant le déroulement (les clics corrigés sont barrés dans la chronologie).')).toBeInTheDocument();

    const marks = screen.getByRole('region', { name: 'États à atteindre ou à éviter, et leur issue' });
    expect(within(within(marks).getByRole('row', { name: /Aggravation/ })).getByText('Évité')).toBeInTheDocument();
    expect(within(marks).getByRole('row', { name: /Amélioration/ })).toHaveTextContent('Atteint à +01:30, en retard de 30 s (délai : 1 min 00 s)');

    const times = screen.getByRole('region', { name: 'Temps passé dans chaque état (pauses exclues)' });
    expect(within(times).getByRole('row', { name: /Détresse respiratoire modérée/ })).toHaveTextContent('1 min 30 s');
    expect(within(times).getByRole('row', { name: /Amélioration/ })).toHaveTextContent('1 min 00 s');

    const timeline = screen.getByRole('list', { name: 'Chronologie du scénario' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent(/^\+00:20Corrigé :/);
    expect(items[5]).toHaveTextContent(/^\+00:30.*pause de 1 min 00 s/);
    expect(items[7]).toHaveTextContent(/^\+01:30/);
  });

  it('keeps the notes typed and not saved when another tab is opened, and says so', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    await user.type(await screen.findByLabelText('Notes — Réaction'), 'Stress au début.');
    await user.click(screen.getByRole('tab', { name: 'Évaluation' }));
    await user.click(await screen.findByRole('tab', { name: 'Débriefing' }));
    expect(await screen.findByLabelText('Notes — Réaction')).toHaveValue('Stress au début.');
    expect(screen.getByText('Brouillon non enregistré repris : enregistrez-le pour le garder.')).toBeInTheDocument();
  });

  it('saves only the phases typed here, each from its own version: another device’s phase is never written back empty', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    await user.type(await screen.findByLabelText('Notes — Analyse'), 'Bonne alerte.');
    // Meanwhile another device saved « Réaction ».
    notes = { réaction: 'Stress au début.' };
    versions = { réaction: '2026-11-26T09:00:00.000Z' };
    await user.click(screen.getByRole('button', { name: 'Enregistrer le débriefing' }));
    expect(await screen.findByText('Les notes de débriefing sont enregistrées.')).toBeInTheDocument();
    expect(notePuts).toEqual([{ phase: 'analyse', text: 'Bonne alerte.', updated_at: null }]);
    expect(notes).toEqual({ réaction: 'Stress au début.', analyse: 'Bonne alerte.' });
  });

  it('a phase’s notes state their limit beside the field; past it, nothing is sent and nothing typed is cut', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    const field = await screen.findByLabelText('Notes — Analyse');
    const long = 'a'.repeat(20_001);
    await user.click(field);
    await user.paste(long);
    expect(screen.getAllByTestId('text-counter').map((counter) => counter.textContent)).toContain('20\u202f001\u00a0/\u00a020\u202f000');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le débriefing' }));
    expect(await screen.findAllByText(/Le champ «\s?Notes — Analyse\s?» est trop long/)).not.toHaveLength(0);
    expect(notePuts).toEqual([]);
    expect(field).toHaveValue(long);
  }, 30_000);

  it('the same phase saved by another device meanwhile: both texts are shown, and « Garder ma version » saves mine over theirs', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    await user.type(await screen.findByLabelText('Notes — Réaction'), 'Calmes.');
    await user.type(screen.getByLabelText('Notes — Synthèse'), 'À revoir.');
    notes = { réaction: 'Stressés.', synthèse: 'Bien.' };
    versions = { réaction: '2026-11-26T09:00:00.000Z', synthèse: '2026-11-26T09:00:01.000Z' };
    await user.click(screen.getByRole('button', { name: 'Enregistrer le débriefing' }));
    const conflict = await screen.findByRole('group', { name: 'Ces notes ont été modifiées ailleurs' });
    expect(screen.getByText(sessionMessages.debriefStale.replace(/\u00a0/g, ' '))).toBeInTheDocument();
    const rows = within(within(conflict).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/^.*?(?=\S)/, '')))).toEqual([
      ['Notes — Réaction', 'Calmes.', 'Stressés.'],
      ['Notes — Synthèse', 'À revoir.', 'Bien.'],
    ]);
    // Nothing typed is lost while the two are compared; nothing of theirs was overwritten.
    expect(screen.getByLabelText('Notes — Réaction')).toHaveValue('Calmes.');
    expect(notes).toEqual({ réaction: 'Stressés.', synthèse: 'Bien.' });

    await user.click(within(conflict).getByRole('button', { name: 'Garder ma version' }));
    expect(await screen.findByText('Les notes de débriefing sont enregistrées.')).toBeInTheDocument();
    expect(notePuts.slice(-2)).toEqual([
      { phase: 'réaction', text: 'Calmes.', updated_at: '2026-11-26T09:00:00.000Z' },
      { phase: 'synthèse', text: 'À revoir.', updated_at: '2026-11-26T09:00:01.000Z' },
    ]);
    expect(notes).toEqual({ réaction: 'Calmes.', synthèse: 'À revoir.' });
  });

  it('« Prendre l’autre version » puts the other device’s text in the field', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    await user.type(await screen.findByLabelText('Notes — Réaction'), 'Calmes.');
    notes = { réaction: 'Stressés.' };
    versions = { réaction: '2026-11-26T09:00:00.000Z' };
    await user.click(screen.getByRole('button', { name: 'Enregistrer le débriefing' }));
    const conflict = await screen.findByRole('group', { name: 'Ces notes ont été modifiées ailleurs' });
    await user.click(within(conflict).getByRole('button', { name: 'Prendre l’autre version' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Ces notes ont été modifiées ailleurs' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Notes — Réaction')).toHaveValue('Stressés.');
  });

  it('the debriefing’s timeline keeps the notes’ tags and the timer’s « (automatique) », at the journal’s second', async () => {
    server.use(
      http.get('http://localhost/api/sessions/:id/events', () =>
        HttpResponse.json({ success: true, message: '', data: { items: [...LOG.slice(0, 2), { id: 'n1', kind: 'note', text: 'Aspiration faite', tags: ['geste', 'sécurité'], at: new Date(T0 + 20_900).toISOString() }, { id: 'a1', kind: 'transition_taken', transition: 't1', from: 'initial', to: 'amelioration', auto: true, at: at(40) }] } }),
      ),
    );
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    const timeline = await screen.findByRole('list', { name: 'Chronologie du scénario' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent(/^\+00:20.*Aspiration faite \[Geste, Sécurité\]$/);
    expect(items[3]).toHaveTextContent(/^\+00:40.*\(automatique\)$/);
  });

  it('« Exporter la session » downloads the CSV', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (created.push(blob), 'blob:export')), revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    await user.click(await screen.findByRole('button', { name: 'Exporter la session' }));
    expect(created).toHaveLength(1);
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    expect(clicked).toHaveBeenCalled();
    clicked.mockRestore();
  });

  it('the export holds the timeline, the time per state, the marked states and each learner’s scores and total', () => {
    const facts = debriefFacts(LOG, graph, T0 + 3_600_000);
    const scored: Evaluations = { ...EVALUATIONS(), items: [{ learner_uid: 'uid-emma', learner_name: 'Emma Petit', scores: { evaluation: 3, desobstruction: 2, alerte: 1, parents: 0 }, comment: 'Bien.', updated_at: null, changed_after_release_at: null }] };
    const lines = sessionExportCsv(facts, graph, scored).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Partie;Élément;Temps;Secondes;Note;Détail');
    expect(lines[1]).toMatch(/^Chronologie;.+;00:00;0;;$/);
    expect(lines.filter((line) => line.startsWith('Chronologie;'))).toHaveLength(LOG.length);
    expect(lines.find((line) => line.includes('pause de'))).toMatch(/;00:30;30;;pause de 1\u00a0min 00\u00a0s$/);
    expect(lines).toContain('Temps par état;Détresse respiratoire modérée;1\u00a0min 30\u00a0s;90;;');
    expect(lines).toContain('État attendu;Aggravation (à éviter);;;;Évité');
    expect(lines).toContain('État attendu;Amélioration après désobstruction (à atteindre en 1\u00a0min 00\u00a0s);01:30;90;;Atteint à +01:30, en retard de 30\u00a0s (délai\u00a0: 1\u00a0min 00\u00a0s)');
    expect(lines).toContain(`Évaluation;Emma Petit — ${criteria[0]?.label};;;3;Réalisé avec aisance`);
    expect(lines).toContain('Évaluation;Emma Petit — Total;;;6;sur 12');
    expect(lines).toContain('Évaluation;Emma Petit — Commentaire;;;;Bien.');
  });

  it('the export keeps the tags and « (automatique) », carries the debriefing notes, and says « non évalué » for a learner nobody graded', () => {
    const log: RunLogEvent[] = [
      ...LOG.slice(0, 2),
      { id: 'n1', kind: 'note', text: 'Aspiration faite', tags: ['geste'], at: new Date(T0 + 20_900).toISOString() },
      { id: 'a1', kind: 'transition_taken', transition: 't1', from: 'initial', to: 'amelioration', auto: true, at: at(40) },
    ];
    const facts = debriefFacts(log, graph, T0 + 3_600_000);
    const lines = sessionExportCsv(facts, graph, EVALUATIONS(), [
      { phase: 'réaction', text: 'Stress au début.' },
      { phase: 'analyse', text: '' },
    ])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines.find((line) => line.includes('Aspiration faite'))).toMatch(/^Chronologie;Note\s: Aspiration faite \[Geste\];00:20;20;;$/);
    expect(lines.find((line) => line.startsWith('Chronologie;') && line.includes('(automatique)'))).toMatch(/;00:40;40;;$/);
    expect(lines).toContain('Débriefing;Notes — Réaction;;;;Stress au début.');
    expect(lines.filter((line) => line.startsWith('Débriefing;'))).toHaveLength(1);
    expect(lines).toContain('Évaluation;Emma Petit — Total;;;;non évalué');
    expect(lines.some((line) => line.includes('sur 12'))).toBe(false);
  });
});

describe('« Projeter »', () => {
  // A briefing before the scenario, a note with its tags, saved debriefing notes and a graded learner: none of
  // what only the trainer sees may reach the room's screen.
  const PROJECTED_LOG: RunLogEvent[] = [
    { id: 'b1', kind: 'phase_started', phase: 'briefing', at: at(-300) },
    { id: 'b2', kind: 'note', text: 'Emma semble stressée', at: at(-200) },
    ...LOG.slice(0, 5),
    { id: 'n1', kind: 'note', text: 'Oubli de la friction', tags: ['sécurité'], at: at(28) },
    ...LOG.slice(5),
  ];
  beforeEach(() => {
    server.use(http.get('http://localhost/api/sessions/:id/events', () => HttpResponse.json({ success: true, message: '', data: { items: PROJECTED_LOG } })));
    notes = { réaction: 'Stress à l’entrée dans la chambre' };
    versions = { réaction: '2026-11-26T09:00:00.000Z' };
    evaluations = { ...EVALUATIONS(), items: EVALUATIONS().items.map((item) => (item.learner_uid === 'uid-emma' ? { ...item, scores: { [criteria[0]?.id ?? '']: 3 }, comment: 'Très bon leadership' } : item)) };
  });

  it('shows the path, the expected states and the timeline (briefing apart, elapsed times), and no note, no score', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    await user.click(await screen.findByRole('button', { name: 'Projeter' }));
    const projection = await screen.findByRole('dialog', { name: 'Débriefing — Bronchiolite du nourrisson' });

    expect(within(projection).getByLabelText('Parcours suivi, dans l’ordre')).toHaveTextContent('Détresse respiratoire modérée → Amélioration après désobstruction');
    expect(within(projection).getByRole('img', { name: 'Parcours du patient' })).toBeInTheDocument();
    const expected = within(projection).getByRole('list', { name: 'États attendus' });
    expect(within(expected).getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Aggravation — à éviter✓ Évité',
      'Amélioration après désobstruction — à atteindre en 1 min 00 s✗ Atteint à +01:30, en retard de 30 s (délai : 1 min 00 s)',
    ]);
    expect(within(within(projection).getByRole('list', { name: 'Briefing' })).getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual(['•Début de la phase « briefing »']);
    const lines = within(within(projection).getByRole('list', { name: 'Chronologie projetée' })).getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '));
    expect(lines[0]).toBe('+00:00Début de la phase « scénario »');
    expect(lines).toContain('+01:30État atteint : Amélioration après désobstruction');
    // The corrected click is not projected; its correction is.
    expect(lines.some((text) => text?.includes('Aucune désobstruction'))).toBe(false);
    expect(lines).toContain('+00:25Correction : retour à l’état Détresse respiratoire modérée');

    // Nothing of the trainer's: the notes of the run, the debriefing's notes, the scores, the learners, the comment.
    expect(screen.getByLabelText('Notes — Réaction')).toHaveValue('Stress à l’entrée dans la chambre');
    for (const hidden of [/stressée/, /friction/, /Sécurité/, /Stress à l’entrée/, /Emma Petit/, /Très bon leadership/, /\/ 12/, /Note/]) expect(projection).not.toHaveTextContent(hidden);
  });

  it('« Quitter la projection » and Escape both go back to the debriefing', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    await user.click(await screen.findByRole('button', { name: 'Projeter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitter la projection' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Projeter' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Projeter' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Débriefing' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('« Évaluation » as a matrix', () => {
  const group = (criterion: string, learner: string) => screen.getByRole('group', { name: `${criterion} — ${learner}` });
  const scoreAll = async (user: ReturnType<typeof userEvent.setup>, learner: string, value: string) => {
    for (const criterion of criteria) await user.click(within(group(criterion.label, learner)).getByRole('radio', { name: new RegExp(`^${value} —`) }));
  };

  it('criteria as rows, learners as columns; a choice per cell, arrow keys within it, the total and the save state follow', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=evaluation', teacher());
    const matrix = await screen.findByRole('table', { name: /Grille d’évaluation/ });
    expect(within(matrix).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Critère', 'Emma Petit', 'Lucas Martin']);
    expect(within(matrix).getAllByRole('rowheader').slice(0, criteria.length).map((cell) => cell.textContent)).toEqual(criteria.map((criterion) => expect.stringContaining(criterion.label)));
    // The scale the criteria share is said once, above the grid, not under every criterion.
    expect(screen.getAllByText(/0 : Non réalisé/)).toHaveLength(1);
    expect(screen.getByText(/^Échelle/)).toHaveTextContent(/0 : Non réalisé · 1 : Partiellement réalisé/);
    // Nothing saved from this page yet: « Enregistré » is not said before a save has succeeded.
    expect(screen.getByRole('status')).not.toHaveTextContent('Enregistré');

    const first = criteria[0]?.label ?? '';
    await user.click(within(group(first, 'Emma Petit')).getByRole('radio', { name: '1 — Partiellement réalisé' }));
    expect(screen.getByTestId('total-uid-emma')).toHaveTextContent('1 / 12');
    expect(screen.getByRole('status')).toHaveTextContent('Modifications non enregistrées');
    await user.keyboard('{ArrowRight}');
    expect(within(group(first, 'Emma Petit')).getByRole('radio', { name: '2 — Réalisé' })).toBeChecked();
    expect(screen.getByTestId('total-uid-emma')).toHaveTextContent('2 / 12');
    // Lucas has no score yet: no total that would read as a mark.
    expect(screen.getByTestId('total-uid-lucas')).toHaveTextContent('non évalué');
    expect(screen.getByTestId('total-uid-lucas')).not.toHaveTextContent('0 / 12');

    await user.click(screen.getByRole('button', { name: 'Enregistrer les évaluations' }));
    expect(await screen.findByText('Les évaluations sont enregistrées.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Enregistré');
    // Said of what was saved and when, beside the button that saved it (its description), not on a line of its own.
    expect(screen.getByRole('button', { name: 'Enregistrer les évaluations' })).toHaveAccessibleDescription(/^Enregistré à \d\d:\d\d\u00a0: Emma Petit$/);
    // Only the learner changed here is sent, from the version it was edited from.
    expect(puts).toEqual([{ learner: 'uid-emma', scores: { [criteria[0]?.id ?? '']: 2 }, comment: '', updated_at: null }]);
  });

  it('a learner’s comment states its limit beside the field; past it, nothing is sent and nothing typed is cut', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=evaluation', teacher());
    await screen.findByRole('table', { name: /Grille d’évaluation/ });
    const comment = screen.getByLabelText('Commentaire pour Lucas Martin');
    const long = 'b'.repeat(5_001);
    await user.click(comment);
    await user.paste(long);
    expect(screen.getAllByTestId('text-counter').map((counter) => counter.textContent)).toContain('5\u202f001\u00a0/\u00a05\u202f000');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les évaluations' }));
    expect(await screen.findAllByText(/Le champ «\s?Commentaire pour Lucas Martin\s?» est trop long/)).not.toHaveLength(0);
    expect(puts).toEqual([]);
    expect(comment).toHaveValue(long);
  }, 30_000);

  it('a failed save loses nothing', async () => {
    const user = userEvent.setup();
    putAnswer = 'fail';
    renderApp('/teacher/sessions/s-1?onglet=evaluation', teacher());
    await screen.findByRole('table', { name: /Grille d’évaluation/ });
    await scoreAll(user, 'Lucas Martin', '3');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les évaluations' }));
    expect(await screen.findByText(`L’enregistrement a échoué : ${sessionMessages.unknownCriterion} Vos notes restent à l’écran.`)).toBeInTheDocument();
    expect(within(group(criteria[1]?.label ?? '', 'Lucas Martin')).getByRole('radio', { name: /^3 —/ })).toBeChecked();
    expect(screen.getByTestId('total-uid-lucas')).toHaveTextContent('12 / 12');
    expect(screen.getByRole('status')).toHaveTextContent('Modifications non enregistrées');
  });

  it('« Publier les résultats » is blocked while a grid is incomplete, then asks who will see what', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=evaluation', teacher());
    await screen.findByRole('table', { name: /Grille d’évaluation/ });
    await scoreAll(user, 'Emma Petit', '2');
    await user.click(screen.getByRole('button', { name: 'Publier les résultats' }));
    expect(screen.getByText(`Pour publier, chaque apprenant doit avoir une note à chaque critère. Il manque : Lucas Martin (${criteria.map((criterion) => criterion.label).join(', ')}).`)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await scoreAll(user, 'Lucas Martin', '1');
    await user.click(screen.getByRole('button', { name: 'Publier les résultats' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Publier les résultats' });
    expect(confirm).toHaveTextContent('Les 2 apprenants verront leurs scores et commentaires.');
    expect(releases).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Les résultats sont publiés : chaque apprenant voit les siens.')).toBeInTheDocument();
    // What was on screen was saved before the release: each learner's grid.
    expect(puts.map((put) => put.learner).sort()).toEqual(['uid-emma', 'uid-lucas']);
    expect(releases).toBe(1);
  });

  it('a grid saved in another tab meanwhile: the differences field by field, then « Prendre l’autre version »', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=evaluation', teacher());
    await screen.findByRole('table', { name: /Grille d’évaluation/ });
    const first = criteria[0];
    await user.click(within(group(first?.label ?? '', 'Emma Petit')).getByRole('radio', { name: '3 — Réalisé avec aisance' }));
    // The other tab saved Emma's grid with a 1 and a comment.
    putAnswer = 'conflict';
    evaluations = { ...evaluations, items: evaluations.items.map((item) => (item.learner_uid === 'uid-emma' ? { ...item, scores: { [first?.id ?? '']: 1 }, comment: 'Hésitante.', updated_at: '2026-11-26T09:00:00.000Z' } : item)) };
    await user.click(screen.getByRole('button', { name: 'Enregistrer les évaluations' }));
    const conflict = await screen.findByRole('group', { name: 'Ces évaluations ont été modifiées ailleurs' });
    const rows = within(within(conflict).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/^.*?(?=\S)/, '')))).toEqual([
      [`${first?.label} — Emma Petit`, '3 — Réalisé avec aisance', '1 — Partiellement réalisé'],
      ['Commentaire pour Emma Petit', '(vide)', 'Hésitante.'],
    ]);
    expect(screen.queryByRole('textbox', { name: /version/ })).not.toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Prendre l’autre version' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Ces évaluations ont été modifiées ailleurs' })).not.toBeInTheDocument());
    expect(within(group(first?.label ?? '', 'Emma Petit')).getByRole('radio', { name: '1 — Partiellement réalisé' })).toBeChecked();
    expect(screen.getByLabelText('Commentaire pour Emma Petit')).toHaveValue('Hésitante.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Modifications non enregistrées');
  });

  it('« Garder ma version » saves mine over theirs, from their version', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=evaluation', teacher());
    await screen.findByRole('table', { name: /Grille d’évaluation/ });
    const first = criteria[0];
    await user.click(within(group(first?.label ?? '', 'Emma Petit')).getByRole('radio', { name: '3 — Réalisé avec aisance' }));
    putAnswer = 'conflict';
    evaluations = { ...evaluations, items: evaluations.items.map((item) => (item.learner_uid === 'uid-emma' ? { ...item, scores: { [first?.id ?? '']: 1 }, updated_at: '2026-11-26T09:00:00.000Z' } : item)) };
    await user.click(screen.getByRole('button', { name: 'Enregistrer les évaluations' }));
    const conflict = await screen.findByRole('group', { name: 'Ces évaluations ont été modifiées ailleurs' });
    putAnswer = 'ok';
    await user.click(within(conflict).getByRole('button', { name: 'Garder ma version' }));
    expect(await screen.findByText('Les évaluations sont enregistrées.')).toBeInTheDocument();
    expect(puts.at(-1)).toMatchObject({ learner: 'uid-emma', scores: { [first?.id ?? '']: 3 }, updated_at: '2026-11-26T09:00:00.000Z' });
  });

  it('two devices grading different learners: only mine is sent, and the other device’s grades appear here', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=evaluation', teacher());
    await screen.findByRole('table', { name: /Grille d’évaluation/ });
    await scoreAll(user, 'Lucas Martin', '2');
    // Meanwhile the other device saved Emma's whole grid.
    const emmaScores = Object.fromEntries(criteria.map((criterion) => [criterion.id, 3]));
    evaluations = { ...evaluations, items: evaluations.items.map((item) => (item.learner_uid === 'uid-emma' ? { ...item, scores: emmaScores, comment: 'Très bien.', updated_at: '2026-11-26T09:00:00.000Z' } : item)) };
    await user.click(screen.getByRole('button', { name: 'Enregistrer les évaluations' }));
    expect(await screen.findByText('Les évaluations sont enregistrées.')).toBeInTheDocument();
    expect(puts.map((put) => put.learner)).toEqual(['uid-lucas']);
    expect(evaluations.items.find((item) => item.learner_uid === 'uid-emma')).toMatchObject({ scores: emmaScores, comment: 'Très bien.' });
    // Emma's grades, from the other device, are shown here too: nothing to overwrite them with later.
    await waitFor(() => expect(screen.getByTestId('total-uid-emma')).toHaveTextContent('12 / 12'));
    expect(screen.getByLabelText('Commentaire pour Emma Petit')).toHaveValue('Très bien.');
  });

  it('a conflict on one learner: the others are saved, only that learner is compared, and « Garder ma version » writes only that learner', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=evaluation', teacher());
    await screen.findByRole('table', { name: /Grille d’évaluation/ });
    const first = criteria[0];
    await user.click(within(group(first?.label ?? '', 'Emma Petit')).getByRole('radio', { name: '3 — Réalisé avec aisance' }));
    await user.click(within(group(first?.label ?? '', 'Lucas Martin')).getByRole('radio', { name: '2 — Réalisé' }));
    staleFor = new Set(['uid-emma']);
    evaluations = { ...evaluations, items: evaluations.items.map((item) => (item.learner_uid === 'uid-emma' ? { ...item, scores: { [first?.id ?? '']: 1 }, comment: 'Hésitante.', updated_at: '2026-11-26T09:00:00.000Z' } : item)) };
    await user.click(screen.getByRole('button', { name: 'Enregistrer les évaluations' }));
    const conflict = await screen.findByRole('group', { name: 'Ces évaluations ont été modifiées ailleurs' });
    const fields = within(within(conflict).getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(fields).toEqual([`${first?.label} — Emma Petit`, 'Commentaire pour Emma Petit']);
    expect(evaluations.items.find((item) => item.learner_uid === 'uid-lucas')?.scores).toEqual({ [first?.id ?? '']: 2 });

    puts = [];
    await user.click(within(conflict).getByRole('button', { name: 'Garder ma version' }));
    expect(await screen.findByText('Les évaluations sont enregistrées.')).toBeInTheDocument();
    expect(puts).toEqual([{ learner: 'uid-emma', scores: { [first?.id ?? '']: 3 }, comment: '', updated_at: '2026-11-26T09:00:00.000Z' }]);
    expect(evaluations.items.find((item) => item.learner_uid === 'uid-lucas')?.scores).toEqual({ [first?.id ?? '']: 2 });
  });
});
