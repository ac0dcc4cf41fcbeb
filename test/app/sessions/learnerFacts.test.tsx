/**
 * Each learner's actions and notes (docs/product.md §14b « Quick actions and learners »): the trainer's « Débriefing »
 * lists every learner's with their times; the student's page shows only their own, once the results are released.
 * Against MSW answering `GET …/learner-facts` as the API does.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { LearnerFactsList, RunLogEvent, SessionDetail, SessionParticipant } from '../../../contract/schemas/sessions';
import { BRONCHIOLITE } from '../../../server/seed/demoScenarios';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

jest.setTimeout(30_000);

// The canvas is Chromium's business (the e2e journey); here the graph draws into a stand-in.
jest.mock('vis-network/standalone', () => jest.requireActual('../support/visNetworkStub'));

const person = (uid: string, firstname: string, name: string, session_role: SessionParticipant['session_role'] = 'apprenant'): SessionParticipant => ({
  user_uid: uid,
  firstname,
  name,
  email: `${uid}@exemple.fr`,
  session_role,
  confirmed_at: null,
  recording_consent: true,
});

const PARTICIPANTS = [person('uid-emma', 'Emma', 'Petit'), person('uid-lucas', 'Lucas', 'Martin'), person('uid-zoe', 'Zoé', 'Roux', 'observateur')];

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
  participant_count: 3,
  my_session_role: null,
  my_confirmed_at: null,
  viewer: 'trainer',
  scenario_version: 1,
  debrief_model: 'PEARLS',
  results_released_at: null,
  briefing: null,
  checklist: [],
  participants: PARTICIPANTS,
  scenario: {
    phase_durations: BRONCHIOLITE.phase_durations,
    material: BRONCHIOLITE.material,
    roles_needed: BRONCHIOLITE.roles_needed,
    debriefing_guide: BRONCHIOLITE.debriefing_guide,
    evaluation_grid: BRONCHIOLITE.evaluation_grid,
    graph: BRONCHIOLITE.graph,
    quick_actions: [{ id: 'o2', label: 'Oxygène 2 L/min' }],
  },
  debrief_notes: {},
  debrief_versions: {},
  my_feedback: null,
  feedback_open: false,
  confirmation_open: false,
};

const T0 = Date.parse('2026-11-26T08:10:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const LOG: RunLogEvent[] = [
  { id: 'e1', kind: 'phase_started', phase: 'scénario', at: at(0) },
  { id: 'e2', kind: 'state_reached', state: 'initial', at: at(0) },
  { id: 'a1', kind: 'action', action_id: 'o2', learner_uids: ['uid-emma'], at: at(45) },
  { id: 'n1', kind: 'note', text: 'Rassure les parents', tags: ['communication'], learner_uids: ['uid-emma'], at: at(192) },
  { id: 'e3', kind: 'phase_started', phase: 'débriefing', at: at(300) },
];

/** What the API answers the trainer: every participant, the action with its label, in the log's order. */
const TRAINER_FACTS: LearnerFactsList['items'] = [
  {
    learner_uid: 'uid-emma',
    facts: [
      { event_id: 'b1', kind: 'note', at: null, real_at: null, text: 'Se présente aux parents' },
      { event_id: 'a1', kind: 'action', at: 45, real_at: 45, action_id: 'o2', label: 'Oxygène 2 L/min' },
      { event_id: 'n1', kind: 'note', at: 192, real_at: 192, text: 'Rassure les parents', tags: ['communication'] },
    ],
  },
  { learner_uid: 'uid-lucas', facts: [] },
  { learner_uid: 'uid-zoe', facts: [] },
];

let facts: () => Response | Promise<Response>;
let factReads: number;
const ok = (items: LearnerFactsList['items']) => HttpResponse.json({ success: true, message: '', data: { items } });
let session: SessionDetail;

const server = setupServer(
  http.get('http://localhost/api/sessions/:id', () => HttpResponse.json({ success: true, message: '', data: session })),
  http.get('http://localhost/api/sessions/:id/events', () => HttpResponse.json({ success: true, message: '', data: { items: LOG } })),
  http.get('http://localhost/api/sessions/:id/evaluations', () =>
    HttpResponse.json({ success: true, message: '', data: { criteria: BRONCHIOLITE.evaluation_grid.criteria, released_at: session.results_released_at, items: [] } }),
  ),
  http.get('http://localhost/api/sessions/:id/learner-facts', () => {
    factReads += 1;
    return facts();
  }),
  http.get('http://localhost/api/documents', () => HttpResponse.json({ success: true, message: '', data: { items: [], history: [] } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  session = SESSION;
  facts = () => ok(TRAINER_FACTS);
  factReads = 0;
  window.sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const teacher = () => ({ user: makeUser('enseignant', { uid: 'uid-enseignant' }), organisation: activeOrganisation, identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton') }) });
const student = () => ({ user: makeUser('etudiant', { uid: 'uid-emma' }), organisation: activeOrganisation, identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton') }) });
const lines = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '));

describe('« Débriefing »: « Actions et notes par apprenant »', () => {
  const section = async () => screen.findByRole('region', { name: 'Actions et notes par apprenant' });

  it('lists each learner by name, with what they hold; opened, their actions (by label) and notes in order with the timeline’s times', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    const learners = await section();
    const emma = await within(learners).findByText('Emma Petit');
    expect(emma.closest('summary')?.textContent?.replace(/\u00a0/g, ' ')).toBe('Emma Petit1 action, 2 notes');
    // Closed until the trainer opens it: the page is one line per learner.
    expect(within(learners).queryByRole('list', { name: 'Actions et notes d’Emma Petit' })).not.toBeVisible();
    await user.click(emma);
    const list = within(learners).getByRole('list', { name: 'Actions et notes d’Emma Petit' });
    expect(list).toBeVisible();
    expect(lines(list)).toEqual(['BriefingNote : Se présente aux parents', '+00:45Action : Oxygène 2 L/min', '+03:12Note : Rassure les parents [Communication]']);
    // A learner with nothing: one muted line, no disclosure to open. The observer is not a learner.
    expect(within(learners).getByText('Lucas Martin : aucune action ni note.')).toBeInTheDocument();
    expect(within(learners).queryByText(/Zoé Roux/)).not.toBeInTheDocument();
  });

  it('says it is loading, then shows the list', async () => {
    facts = async () => {
      await delay(150);
      return ok(TRAINER_FACTS);
    };
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    expect(await within(await section()).findByRole('status')).toHaveTextContent('Chargement des actions et notes des apprenants…');
    expect(await screen.findByText('Emma Petit')).toBeInTheDocument();
  });

  it('a failed read says so, and « Réessayer » reads again', async () => {
    const user = userEvent.setup();
    facts = () => HttpResponse.json({ success: false, message: 'Erreur interne.' }, { status: 500 });
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    const learners = await section();
    const alert = await within(learners).findByRole('alert');
    expect(alert).toHaveTextContent('Les actions et notes des apprenants n’ont pas pu être chargées.');
    facts = () => ok(TRAINER_FACTS);
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(learners).findByText('Emma Petit')).toBeInTheDocument();
    expect(within(learners).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('no learner in the session: says so', async () => {
    session = { ...SESSION, participants: [] };
    facts = () => ok([]);
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    expect(await within(await section()).findByText('Aucun apprenant dans cette session.')).toBeInTheDocument();
  });

  it('nobody was named in the room: one line says it, not one line per learner', async () => {
    facts = () => ok([{ learner_uid: 'uid-emma', facts: [] }, { learner_uid: 'uid-lucas', facts: [] }]);
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    const learners = await section();
    expect(await within(learners).findByText('Aucune action ni note n’a été attribuée à un apprenant pendant le déroulement.')).toBeInTheDocument();
    expect(within(learners).queryByText(/Emma Petit/)).not.toBeInTheDocument();
  });

  it('the projection shows none of it: learner names stay on the trainer’s screen', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=debrief', teacher());
    await within(await section()).findByText('Emma Petit');
    await user.click(screen.getByRole('button', { name: 'Projeter' }));
    const projection = await screen.findByRole('dialog', { name: 'Débriefing — Bronchiolite du nourrisson' });
    expect(within(projection).queryByText(/Emma Petit|Actions et notes par apprenant|Oxygène 2 L\/min/)).not.toBeInTheDocument();
  });
});

describe('the student’s page: « Mes actions et notes »', () => {
  const released = (): SessionDetail => ({ ...SESSION, viewer: 'participant', status: 'terminée', my_session_role: 'apprenant', results_released_at: '2026-11-27T08:00:00.000Z', participants: null, scenario: null });

  it('once the results are released, shows only their own actions and notes with their times and labels', async () => {
    session = released();
    // Whatever the answer held beside their own entry is never shown.
    facts = () => ok([{ learner_uid: 'uid-lucas', facts: [{ event_id: 'x1', kind: 'note', at: 10, real_at: 10, text: 'Note sur Lucas' }] }, TRAINER_FACTS[0]!]);
    renderApp('/student/sessions/s-1', student());
    const list = await screen.findByRole('list', { name: 'Mes actions et notes, dans l’ordre' });
    expect(screen.getByRole('heading', { name: 'Mes actions et notes' })).toBeInTheDocument();
    expect(lines(list)).toEqual(['BriefingNote : Se présente aux parents', '+00:45Action : Oxygène 2 L/min', '+03:12Note : Rassure les parents [Communication]']);
    expect(screen.queryByText(/Note sur Lucas/)).not.toBeInTheDocument();
  });

  it('before the release: no request, nothing but the page’s word that the results are not published', async () => {
    session = { ...released(), results_released_at: null };
    renderApp('/student/sessions/s-1', student());
    expect(await screen.findByText('Vos résultats n’ont pas encore été publiés par le formateur.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mes actions et notes' })).not.toBeInTheDocument();
    expect(factReads).toBe(0);
  });

  it('an observer has none to show: no section, no request', async () => {
    session = { ...released(), my_session_role: 'observateur' };
    renderApp('/student/sessions/s-1', student());
    expect(await screen.findByRole('heading', { name: 'Mes résultats' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mes actions et notes' })).not.toBeInTheDocument();
    expect(factReads).toBe(0);
  });

  it('nothing attributed to them: says so', async () => {
    session = released();
    facts = () => ok([{ learner_uid: 'uid-emma', facts: [] }]);
    renderApp('/student/sessions/s-1', student());
    expect(await screen.findByText('Aucune action ni note ne vous a été attribuée pendant cette séance.')).toBeInTheDocument();
  });

  it('loading, then a failed read with « Réessayer »', async () => {
    const user = userEvent.setup();
    session = released();
    facts = async () => {
      await delay(150);
      return HttpResponse.json({ success: false, message: 'Erreur interne.' }, { status: 500 });
    };
    renderApp('/student/sessions/s-1', student());
    expect(await screen.findByText('Chargement de vos actions et notes…')).toBeInTheDocument();
    const alert = await screen.findByText('Vos actions et notes n’ont pas pu être chargées.');
    facts = () => ok([TRAINER_FACTS[0]!]);
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Mes actions et notes, dans l’ordre' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Vos actions et notes n’ont pas pu être chargées.')).not.toBeInTheDocument());
  });
});
