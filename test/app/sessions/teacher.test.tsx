/** The teacher's sessions (`/teacher/teacher_main`, `/teacher/sessions/:id`) against MSW answering as the API does. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { RunLogEvent, SessionDetail, SessionSummary } from '../../../contract/schemas/sessions';
import { BRONCHIOLITE } from '../../../server/seed/demoScenarios';
import { graphViewFor, READABLE_SCALE } from '../../../src/features/sessions/teacher/RunGraph';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

// Each journey clicks through the whole app (planning form, session page, tabs): several seconds in jsdom on a busy machine.
jest.setTimeout(20_000);

// The canvas is Chromium's business (the e2e journey); here the graph draws into a stand-in that records clicks.
const mockVis = {
  click: null as null | ((event: { edges: string[]; nodes: string[] }) => void),
  selected: [] as string[][],
  /** The scale at which the whole graph fits the canvas: a phone's is small. */
  fitScale: 1,
  focused: [] as { node: string; scale: number | undefined }[],
};
jest.mock('vis-network/standalone', () => ({
  DataSet: class {
    items: { id: string }[];
      constructor(items: { id: string }[]) {
        this.items = items;
      }
    getIds() {
      return this.items.map((item) => item.id);
    }
    update() {}
    remove() {}
  },
  Network: class {
    scale = 1;
    on(_name: string, handler: (event: { edges: string[]; nodes: string[] }) => void) {
      mockVis.click = handler;
    }
    selectNodes(ids: string[]) {
      mockVis.selected.push(ids);
    }
    fit() {
      this.scale = mockVis.fitScale;
    }
    getScale() {
      return this.scale;
    }
    focus(node: string, options: { scale?: number }) {
      mockVis.focused.push({ node, scale: options.scale });
    }
    setOptions() {}
    destroy() {}
  },
}));

// The session's stream (the eventsource package) is followed in room.test.tsx; here it stays silent.
jest.mock('eventsource', () => ({
  EventSource: class {
    addEventListener() {}
    close() {}
  },
}));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SUMMARY: SessionSummary = {
  id: 's-1',
  title: 'Bronchiolite — groupe 1',
  starts_at: '2026-11-26T08:00:00.000Z',
  started_at: null,
  duration_minutes: 90,
  place: 'Salle 1',
  status: 'planifiée',
  trainer_uid: 'uid-enseignant',
  scenario_id: 'sc-1',
  trainer_name: 'Camille Martin',
  scenario_title: 'Bronchiolite du nourrisson',
  participant_count: 1,
  my_session_role: null,
  my_confirmed_at: null,
};

const DETAIL = (status: SessionDetail['status']): SessionDetail => ({
  ...SUMMARY,
  status,
  viewer: 'trainer',
  scenario_version: 1,
  debrief_model: 'PEARLS',
  results_released_at: null,
  briefing: { public: BRONCHIOLITE.public, objectives: BRONCHIOLITE.objectives, prerequisites: [], context: BRONCHIOLITE.context, briefing: BRONCHIOLITE.briefing },
  checklist: [
    { label: 'Mannequin nourrisson', done: false },
    { label: 'Aspirateur de mucosités', done: false },
  ],
  participants: [{ user_uid: 'uid-emma', firstname: 'Emma', name: 'Petit', email: 'etudiant@actif.demo.test', session_role: 'apprenant', confirmed_at: null, recording_consent: true }],
  scenario: {
    phase_durations: BRONCHIOLITE.phase_durations,
    material: BRONCHIOLITE.material,
    roles_needed: BRONCHIOLITE.roles_needed,
    debriefing_guide: BRONCHIOLITE.debriefing_guide,
    evaluation_grid: BRONCHIOLITE.evaluation_grid,
    graph: BRONCHIOLITE.graph,
  },
  debrief_notes: {},
  debrief_versions: {},
  my_feedback: null,
  feedback_open: false,
  confirmation_open: false,
});

describe('the teacher’s sessions', () => {
  let session: SessionDetail;
  let log: RunLogEvent[];
  const planned: unknown[] = [];
  const patches: unknown[] = [];
  const ticks: { index: number; done: boolean }[] = [];
  const server = setupServer(
    http.get('http://localhost/api/sessions', () => HttpResponse.json({ success: true, message: '', data: { items: [SUMMARY], nextCursor: null } })),
    http.get('http://localhost/api/sessions/scenarios', () =>
      HttpResponse.json({ success: true, message: '', data: { items: [{ id: 'sc-1', title: 'Bronchiolite du nourrisson', version: 2, own: true, author: 'Camille Martin', duration_minutes: 65, debrief_model: 'PEARLS' }] } }),
    ),
    http.get('http://localhost/api/tags', () => HttpResponse.json({ success: true, message: '', data: { items: [{ id: 'g-1', name: 'IFSI 2A – groupe 1', member_count: 2 }], nextCursor: null } })),
    http.get('http://localhost/api/students', ({ request }) => {
      const tag = new URL(request.url).searchParams.get('tag');
      const everyone = [
        { uid: 'uid-emma', firstname: 'Emma', name: 'Petit', email: 'etudiant@actif.demo.test', groups: ['IFSI 2A – groupe 1'], session_count: 1 },
        { uid: 'uid-lucas', firstname: 'Lucas', name: 'Martin', email: 'etudiant01@actif.demo.test', groups: ['IFSI 2A – groupe 1'], session_count: 0 },
        { uid: 'uid-zoe', firstname: 'Zoé', name: 'Bernard', email: 'etudiant07@actif.demo.test', groups: ['IFSI 2A – groupe 2'], session_count: 0 },
      ];
      return HttpResponse.json({ success: true, message: '', data: { items: tag ? everyone.slice(0, 2) : everyone, nextCursor: null } });
    }),
    http.post('http://localhost/api/sessions', async ({ request }) => {
      const body = (await request.json()) as { title: string };
      planned.push(body);
      return HttpResponse.json({ success: true, message: '', data: { ...DETAIL('planifiée'), id: 's-new', title: body.title } });
    }),
    http.get('http://localhost/api/sessions/:id', () => HttpResponse.json({ success: true, message: '', data: session })),
    http.patch('http://localhost/api/sessions/:id', async ({ request }) => {
      const body = (await request.json()) as { status?: SessionDetail['status'] };
      patches.push(body);
      if (body.status) session = { ...session, status: body.status };
      if (body.status === 'en cours') log = [...log, { id: 'e-start', kind: 'phase_started', phase: 'scénario', at: new Date().toISOString() }];
      return HttpResponse.json({ success: true, message: '', data: session });
    }),
    http.put('http://localhost/api/sessions/:id/checklist/:index', async ({ request, params }) => {
      const body = (await request.json()) as { done: boolean };
      ticks.push({ index: Number(params.index), ...body });
      const checklist = (session.checklist ?? []).map((item, index) => (index === Number(params.index) ? { ...item, done: body.done } : item));
      session = { ...session, checklist };
      return HttpResponse.json({ success: true, message: '', data: { checklist } });
    }),
    http.get('http://localhost/api/sessions/:id/events', () => HttpResponse.json({ success: true, message: '', data: { items: log } })),
    // The monitor panel reads the active link (none here).
    http.get('http://localhost/api/sessions/:id/monitor-link', () => HttpResponse.json({ success: true, message: '', data: null })),
    http.post('http://localhost/api/sessions/:id/events', async ({ request }) => {
      const body = (await request.json()) as { kind: string; transition?: string; text?: string };
      const transition = BRONCHIOLITE.graph.transitions.find((one) => one.id === body.transition);
      const added: RunLogEvent[] = transition
        ? [
            { id: `e-${log.length}`, kind: 'transition_taken', transition: transition.id, from: transition.from, to: transition.to, at: new Date().toISOString() },
            { id: `e-${log.length + 1}`, kind: 'state_reached', state: transition.to, at: new Date().toISOString() },
          ]
        : [{ id: `e-${log.length}`, kind: 'note', text: body.text, at: new Date().toISOString() }];
      log = [...log, ...added];
      return HttpResponse.json({ success: true, message: '', data: { items: added } });
    }),
    http.get('http://localhost/api/documents', () => HttpResponse.json({ success: true, message: '', data: { items: [], history: [] } })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    session = DETAIL('planifiée');
    log = [];
    planned.length = 0;
    patches.length = 0;
    ticks.length = 0;
  });
  afterAll(() => server.close());
  const teacher = () => ({ user: makeUser('enseignant', { uid: 'uid-enseignant' }), organisation: activeOrganisation, identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton') }) });

  it('plans a session for a group: the scenario proposes title and duration, a missing field is named, nothing typed is lost', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/teacher_main', teacher());
    expect(await screen.findByRole('link', { name: 'Bronchiolite — groupe 1' })).toHaveAttribute('href', '/teacher/sessions/s-1');
    // The title is the row's header, between the date and the scenario.
    const row = screen.getByRole('row', { name: /Bronchiolite — groupe 1/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Bronchiolite — groupe 1');
    const table = row.closest('table') as HTMLElement;
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Session', 'Scénario', 'Salle', 'Participants', 'Statut']);
    await user.click(screen.getByRole('button', { name: 'Planifier une session' }));
    const form = screen.getByRole('form', { name: 'Planifier une session' });
    await user.click(within(form).getByRole('button', { name: 'Planifier' }));
    expect(within(form).getByText('Indiquez le champ « Scénario ».')).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('Scénario'), await within(form).findByRole('option', { name: 'Bronchiolite du nourrisson' }));
    expect(within(form).getByLabelText('Titre de la session')).toHaveValue('Bronchiolite du nourrisson');
    expect(within(form).getByLabelText('Durée (minutes)')).toHaveValue(65);
    await user.selectOptions(within(form).getByLabelText('Ajouter un groupe'), await within(form).findByRole('option', { name: 'IFSI 2A – groupe 1' }));
    await user.click(within(form).getByRole('button', { name: 'Ajouter ce groupe' }));
    expect(await within(form).findByText('2 étudiants de « IFSI 2A – groupe 1 » ajoutés.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Rôle de Lucas Martin' }), 'Observateur');
    await user.click(within(form).getByRole('button', { name: 'Planifier' }));
    expect(await within(form).findByText(/La session « Bronchiolite du nourrisson » est planifiée\./)).toBeInTheDocument();
    expect(planned[0]).toMatchObject({
      scenario_id: 'sc-1',
      scenario_version: 2,
      duration_minutes: 65,
      participants: [
        { uid: 'uid-emma', session_role: 'apprenant' },
        { uid: 'uid-lucas', session_role: 'observateur' },
      ],
    });
  });

  it('runs the session: start, take a transition with one click, add a note; the log says what happened', async () => {
    const user = userEvent.setup();
    // Dated now: starting it asks once, without the early start's warning (room.test.tsx).
    session = { ...DETAIL('planifiée'), starts_at: new Date().toISOString() };
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    expect(await screen.findByText('La session n’a pas commencé : démarrez-la pour suivre le scénario.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Démarrer la session' }));
    await user.click(screen.getByRole('button', { name: 'Oui, démarrer maintenant' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/Phase « scénario » depuis/);
    const first = BRONCHIOLITE.graph.transitions.find((transition) => transition.from === 'initial');
    const to = BRONCHIOLITE.graph.states.find((state) => state.id === first?.to);
    // Just after the start the transitions are inert for a moment (a hurried tap's second half): then one click takes one.
    const take = await screen.findByRole('button', { name: `${first?.label} → ${to?.name}` });
    await waitFor(() => expect(take).toBeEnabled(), { timeout: 5_000 });
    await user.click(take);
    expect(await screen.findByRole('heading', { name: `État actuel du patient\u00a0: ${to?.name}` })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note libre'), 'Désobstruction réalisée.');
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    const journal = await screen.findByRole('list', { name: 'Journal du déroulement' });
    expect(await within(journal).findByText(/Note : Désobstruction réalisée\./)).toBeInTheDocument();
    expect(within(journal).getByText(new RegExp(`Transition : ${escaped(first?.label ?? '')}`))).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'en cours' }]);
  });

  it('a checklist tick sends that item alone; the items another device ticked meanwhile stay ticked', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1', teacher());
    const first = await screen.findByRole('checkbox', { name: 'Mannequin nourrisson' });
    // Another device ticked the second item after this page was loaded.
    session = { ...session, checklist: (session.checklist ?? []).map((item, index) => (index === 1 ? { ...item, done: true } : item)) };
    await user.click(first);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Aspirateur de mucosités' })).toBeChecked());
    expect(first).toBeChecked();
    expect(ticks).toEqual([{ index: 0, done: true }]);
    expect(patches).toEqual([]);
    expect(session.checklist?.map((item) => item.done)).toEqual([true, true]);
  });

  it('cancelling is in the « ⋯ » menu beside the next step, behind a dialog naming the session; « Non, la garder » changes nothing', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1', teacher());
    await screen.findByRole('button', { name: 'Démarrer la session' });
    expect(screen.queryByRole('button', { name: 'Annuler la session' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Autres actions sur la session' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Annuler la session…' }));
    const dialog = await screen.findByRole('alertdialog', { name: new RegExp(`^Annuler la session «.${escaped(session.title)}.».\\?$`) });
    await user.click(within(dialog).getByRole('button', { name: 'Non, la garder' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Autres actions sur la session' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Annuler la session…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, annuler la session' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ status: 'annulée' }]);
  });

  it('tabs are reachable with the arrow keys; an admin reads without any control', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1', teacher());
    const preparation = await screen.findByRole('tab', { name: 'Préparation' });
    expect(preparation).toHaveAttribute('aria-selected', 'true');
    preparation.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Participants' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Participants' })).toHaveFocus();

  });

  it('an admin of the organisation reads the session without any control', async () => {
    session = { ...DETAIL('en cours'), viewer: 'organisation' };
    renderApp('/teacher/sessions/s-1?onglet=run', { ...teacher(), user: makeUser('admin') });
    expect(await screen.findByText('Consultation seule : seul le formateur de la session la conduit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Passer au débriefing' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Note libre')).not.toBeInTheDocument();
  });

  describe('the recording consent', () => {
    const withLucas = (recording: boolean): SessionDetail => ({
      ...DETAIL('en cours'),
      participants: [
        ...(DETAIL('en cours').participants ?? []),
        { user_uid: 'uid-lucas', firstname: 'Lucas', name: 'Martin', email: 'etudiant01@actif.demo.test', session_role: 'observateur', confirmed_at: null, recording_consent: recording },
      ],
    });

    it('the participants list says in words who accepted the recording and who did not', async () => {
      session = withLucas(false);
      renderApp('/teacher/sessions/s-1?onglet=participants', teacher());
      const emma = await screen.findByRole('row', { name: /Emma Petit/ });
      expect(within(emma).getByText('Enregistrement : accepté')).toBeInTheDocument();
      expect(within(screen.getByRole('row', { name: /Lucas Martin/ })).getByText('Enregistrement : non accepté')).toBeInTheDocument();
    });

    it('« Déroulement » names who must not be filmed; nobody named when everyone accepted', async () => {
      session = withLucas(false);
      const first = renderApp('/teacher/sessions/s-1?onglet=run', teacher());
      expect(await screen.findByText('Enregistrement : Lucas Martin n’a pas donné son accord. Ne filmez pas cette personne.')).toHaveAttribute('role', 'status');
      first.unmount();
      session = withLucas(true);
      renderApp('/teacher/sessions/s-1?onglet=run', teacher());
      await screen.findByRole('heading', { name: /État actuel du patient/ });
      expect(screen.queryByText(/Ne filmez pas/)).not.toBeInTheDocument();
    });
  });

  it('a click on the graph’s arrow leaving the current state logs that transition', async () => {
    session = DETAIL('en cours');
    log = [{ id: 'e-0', kind: 'state_reached', state: 'initial', at: new Date().toISOString() }];
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await screen.findByRole('heading', { name: /État actuel du patient\s:\sDétresse respiratoire modérée/ });
    await waitFor(() => expect(mockVis.click).not.toBeNull());
    const leaving = BRONCHIOLITE.graph.transitions.find((transition) => transition.from === 'initial');
    const elsewhere = BRONCHIOLITE.graph.transitions.find((transition) => transition.from !== 'initial');
    act(() => mockVis.click?.({ edges: [elsewhere?.id ?? ''], nodes: [] }));
    act(() => mockVis.click?.({ edges: [leaving?.id ?? ''], nodes: [] }));
    await waitFor(() => expect(log.filter((event) => event.kind === 'transition_taken').map((event) => event.transition)).toEqual([leaving?.id]));
    expect(await screen.findByRole('heading', { name: new RegExp(`État actuel du patient\\s:\\s${escaped(BRONCHIOLITE.graph.states.find((state) => state.id === leaving?.to)?.name ?? '')}`) })).toBeInTheDocument();
  });

  it.each([
    ['a wide screen: the whole graph, nothing focused', 1, []],
    ['a phone: the current state, readable, in the middle', 0.3, [{ node: 'initial', scale: READABLE_SCALE }]],
  ])('%s', async (_case, fitScale, focused) => {
    mockVis.fitScale = fitScale;
    mockVis.focused = [];
    session = DETAIL('en cours');
    log = [{ id: 'e-0', kind: 'state_reached', state: 'initial', at: new Date().toISOString() }];
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await screen.findByRole('heading', { name: /État actuel du patient\s:\sDétresse respiratoire modérée/ });
    await waitFor(() => expect(mockVis.selected).toContainEqual(['initial']));
    expect(mockVis.focused).toEqual(focused);
    mockVis.fitScale = 1;
  });
});

test.each([
  [1, 'initial', { kind: 'whole' }],
  [READABLE_SCALE, 'initial', { kind: 'whole' }],
  [0.5, 'initial', { kind: 'current', node: 'initial', scale: READABLE_SCALE }],
  [0.5, null, { kind: 'whole' }],
] as const)('graphViewFor(fit scale %s, current %s)', (fitScale, current, view) => {
  expect(graphViewFor(fitScale, current)).toEqual(view);
});
