/**
 * The running screen on « Déroulement » (docs/product.md §14) against MSW answering as the API does,
 * with the session's stream played by a stand-in EventSource: what the trainer sees and what reaches the API.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { RunLogEvent, SessionDetail } from '../../../contract/schemas/sessions';
import { BRONCHIOLITE } from '../../../server/seed/demoScenarios';
import { resetOutboxes } from '../../../src/features/sessions/teacher/run/outboxStore';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

// Each test clicks through the whole session page (the app, its tabs, the graph): a few seconds in jsdom.
jest.setTimeout(20_000);

type Listener = (event: MessageEvent) => void;
/** Every stream the page opened: its URL, and a way to push an event on it as the server would. */
const mockStreams: { url: string; listeners: Map<string, Listener[]>; closed: boolean }[] = [];
jest.mock('eventsource', () => ({
  EventSource: class {
    stream: { url: string; listeners: Map<string, Listener[]>; closed: boolean };
    constructor(url: string) {
      this.stream = { url, listeners: new Map(), closed: false };
      mockStreams.push(this.stream);
    }
    addEventListener(type: string, listener: Listener) {
      this.stream.listeners.set(type, [...(this.stream.listeners.get(type) ?? []), listener]);
    }
    close() {
      this.stream.closed = true;
    }
  },
}));
jest.mock('vis-network/standalone', () => jest.requireActual('../support/visNetworkStub'));

const push = (type: 'run' | 'status', data: unknown) =>
  act(() => {
    const open = mockStreams.filter((stream) => !stream.closed);
    open.forEach((stream) => stream.listeners.get(type)?.forEach((listener) => listener(new MessageEvent(type, { data: JSON.stringify(data) }))));
  });

/** RTK's auto-batching tells the page of a cache patch on a later frame: wait a few for it to show. */
const nextFrames = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

const SESSION = (status: SessionDetail['status'], startsAt = new Date().toISOString()): SessionDetail => ({
  id: 's-1',
  title: 'Bronchiolite — groupe 1',
  starts_at: startsAt,
  started_at: status === 'planifiée' ? null : startsAt,
  duration_minutes: 90,
  place: 'Salle 1',
  status,
  trainer_uid: 'uid-enseignant',
  scenario_id: 'sc-1',
  trainer_name: 'Camille Martin',
  scenario_title: 'Bronchiolite du nourrisson',
  participant_count: 0,
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
    graph: BRONCHIOLITE.graph,
  },
  debrief_notes: {},
  debrief_versions: {},
  my_feedback: null,
  feedback_open: false,
  confirmation_open: false,
});

const t1 = BRONCHIOLITE.graph.transitions.find((one) => one.id === 't1');
const t2 = BRONCHIOLITE.graph.transitions.find((one) => one.id === 't2');
const named = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

let browserOnline = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => browserOnline });
/** The connection drops or comes back: the browser says so (its `offline` / `online` event), and nothing reaches the server meanwhile. */
let setOffline: (down: boolean) => void = () => {};

describe('the simulation room’s running screen', () => {
  let session: SessionDetail;
  let log: RunLogEvent[];
  let logReads = 0;
  /** Answers the next POSTs of events with these statuses before accepting them. */
  let refusals: number[] = [];
  /** The refusal's message, when set (otherwise the server's generic error). */
  let refusalText = 'Erreur du serveur.';
  /** While set, nothing reaches the server: the browser says it is offline and every POST fails on the network. */
  let offline = false;
  /** While set, the POST of an event has written it (`written`) but holds its answer back until this settles. */
  let held: Promise<void> | null = null;
  let written: RunLogEvent[] = [];
  /** What each client key wrote: the same key again is answered with it, as the server does. */
  const byKey = new Map<string, RunLogEvent[]>();
  const posted: Record<string, unknown>[] = [];
  const patches: unknown[] = [];
  const monitorCalls: string[] = [];
  /** The link the API holds for the session (null: none); `url: null` for one it cannot show again. */
  let activeLink: { url: string | null; token: string | null; created_at: string } | null = null;
  const server = setupServer(
    http.get('http://localhost/api/sessions/:id', () => HttpResponse.json({ success: true, message: '', data: session })),
    http.patch('http://localhost/api/sessions/:id', async ({ request }) => {
      const body = (await request.json()) as { status?: SessionDetail['status'] };
      patches.push(body);
      if (body.status) session = { ...session, status: body.status };
      return HttpResponse.json({ success: true, message: '', data: session });
    }),
    http.get('http://localhost/api/sessions/:id/events', () => {
      logReads += 1;
      return HttpResponse.json({ success: true, message: '', data: { items: log } });
    }),
    // « Passer au débriefing » opens « Débriefing », which reads each learner's actions and notes.
    http.get('http://localhost/api/sessions/:id/learner-facts', () => HttpResponse.json({ success: true, message: '', data: { items: [] } })),
    http.post('http://localhost/api/sessions/:id/events', async ({ request }) => {
      if (offline) return HttpResponse.error();
      const body = (await request.json()) as Record<string, unknown> & { kind: RunLogEvent['kind']; transition?: string; taken_at?: string };
      posted.push(body);
      const again = byKey.get(String(body.client_key));
      if (again) {
        if (held) await held;
        return HttpResponse.json({ success: true, message: '', data: { items: again } });
      }
      const refusal = refusals.shift();
      if (refusal) return HttpResponse.json({ success: false, message: refusalText, data: null }, { status: refusal });
      // The server keeps a plausible taken time and says when it received the event.
      const received = new Date().toISOString();
      const now = body.taken_at ?? received;
      const late = body.taken_at ? { received_at: received } : {};
      const transition = BRONCHIOLITE.graph.transitions.find((one) => one.id === body.transition);
      const { client_key: _key, taken_at: _takenAt, ...event } = body;
      const added: RunLogEvent[] = transition
        ? [
            { id: `e-${log.length}`, kind: 'transition_taken', transition: transition.id, from: transition.from, to: transition.to, at: now, ...late },
            { id: `e-${log.length + 1}`, kind: 'state_reached', state: transition.to, at: now, ...late },
          ]
        : [{ ...(event as Omit<RunLogEvent, 'id' | 'at'>), id: `e-${log.length}`, at: now, ...late }];
      log = [...log, ...added];
      written = added;
      byKey.set(String(body.client_key), added);
      if (held) await held;
      return HttpResponse.json({ success: true, message: '', data: { items: added } });
    }),
    http.get('http://localhost/api/sessions/:id/monitor-link', () => HttpResponse.json({ success: true, message: '', data: activeLink })),
    http.post('http://localhost/api/sessions/:id/monitor-link', ({ request }) => {
      const replace = new URL(request.url).searchParams.get('replace') === 'true';
      monitorCalls.push(replace ? 'POST replace' : 'POST');
      if (activeLink && !replace) {
        return HttpResponse.json({ success: false, message: 'Un lien de moniteur est déjà actif pour cette session.' }, { status: 409 });
      }
      const token = activeLink ? 'jeton-nouveau' : 'jeton-du-moniteur';
      activeLink = { url: `http://localhost/moniteur/${token}`, token, created_at: '2026-11-28T14:05:00.000Z' };
      return HttpResponse.json({ success: true, message: '', data: { url: activeLink.url, token } });
    }),
    http.delete('http://localhost/api/sessions/:id/monitor-link', () => {
      monitorCalls.push('DELETE');
      activeLink = null;
      return HttpResponse.json({ success: true, message: '', data: null });
    }),
    http.get('http://localhost/api/documents', () => HttpResponse.json({ success: true, message: '', data: { items: [], history: [] } })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  setOffline = (down: boolean) => {
    offline = down;
    browserOnline = !down;
    act(() => void window.dispatchEvent(new Event(down ? 'offline' : 'online')));
  };
  beforeEach(() => {
    session = SESSION('en cours');
    log = [
      { id: 'e-start', kind: 'phase_started', phase: 'scénario', at: ago(60) },
      { id: 'e-initial', kind: 'state_reached', state: 'initial', at: ago(60) },
    ];
    logReads = 0;
    refusals = [];
    refusalText = 'Erreur du serveur.';
    setOffline(false);
    localStorage.clear();
    sessionStorage.clear();
    resetOutboxes();
    held = null;
    written = [];
    posted.length = 0;
    byKey.clear();
    patches.length = 0;
    monitorCalls.length = 0;
    activeLink = null;
    mockStreams.length = 0;
  });
  afterAll(() => server.close());
  const teacher = () => ({ user: makeUser('enseignant', { uid: 'uid-enseignant' }), organisation: activeOrganisation, identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton') }) });
  const transitionButton = (label = t1?.label ?? '') => screen.findByRole('button', { name: named(label) });

  it('follows the run pushed by the stream, without reading the log again; a status change shows at once', async () => {
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    expect(await screen.findByRole('heading', { name: 'État actuel du patient\u00a0: Détresse respiratoire modérée' })).toBeInTheDocument();
    expect(mockStreams.map((stream) => stream.url)).toContain('http://localhost/api/sessions/s-1/stream');

    // The server fired the `délai` transition by itself: the trainer's screen follows.
    const fired: RunLogEvent[] = [
      { id: 'e-auto', kind: 'transition_taken', transition: 't2', from: 'initial', to: 'aggravation', at: new Date().toISOString(), auto: true },
      { id: 'e-aggravation', kind: 'state_reached', state: 'aggravation', at: new Date().toISOString() },
    ];
    fired.forEach((event) => push('run', event));
    // A replay after a reconnection brings it again: it shows once.
    push('run', fired[1]);
    expect(await screen.findByRole('heading', { name: 'État actuel du patient\u00a0: Aggravation' })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Journal du déroulement' });
    expect(within(timeline).getByText(/Aucune désobstruction après 5 minutes.*\(automatique\)/)).toBeInTheDocument();
    expect(within(timeline).getAllByText(/État atteint\s: Aggravation/)).toHaveLength(1);
    // Newest first, with the time on the scenario clock.
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(/^\+01:0\d/);
    // The new state's vitals as tiles, each with its unit, French decimals.
    const vitals = BRONCHIOLITE.graph.states.find((state) => state.id === 'aggravation')?.vitals;
    const tiles = screen.getByRole('list', { name: 'Constantes du patient' });
    expect(within(tiles).getAllByRole('listitem').map((tile) => tile.getAttribute('aria-label'))).toEqual(['FC', 'PA', 'SpO₂', 'FR', 'T°']);
    const tile = (sign: string) => within(tiles).getByRole('listitem', { name: sign });
    expect(tile('FC')).toHaveTextContent(new RegExp(`${vitals?.fc}\\s/min$`));
    expect(tile('PA')).toHaveTextContent(new RegExp(`${vitals?.pa}\\smmHg$`));
    expect(tile('SpO₂')).toHaveTextContent(new RegExp(`${vitals?.spo2}\\s%$`));
    expect(tile('FR')).toHaveTextContent(new RegExp(`${vitals?.fr}\\s/min$`));
    expect(tile('T°')).toHaveTextContent(new RegExp(`${String(vitals?.temperature).replace('.', ',')}\\s°C$`));
    // The monitor's alarms, on the ordinary page as in « Mode salle »: 185/min is far above an adult's range.
    expect(tile('FC')).toHaveTextContent(/^FC!!! Alarme haute, priorité haute/);
    // The state of consciousness is words, said beside the tiles.
    expect(screen.getByText(`Conscience : ${vitals?.conscience}`)).toBeInTheDocument();

    push('status', { status: 'débriefing' });
    expect(await screen.findByRole('button', { name: 'Terminer la session' })).toBeInTheDocument();
    expect(logReads).toBe(1);
  });

  it('closes the scenario once the debriefing has started: no transition, key, pause nor correction, and says so', async () => {
    const user = userEvent.setup();
    session = SESSION('débriefing');
    log = [...log, { id: 'e-debrief', kind: 'phase_started', phase: 'débriefing', at: ago(5) }];
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    expect(await screen.findByText(/Scénario terminé\s: le débriefing a commencé/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: named(t1?.label ?? '') })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler la dernière transition' })).toBeNull();
    await user.keyboard('1');
    expect(posted).toEqual([]);
    // The log still takes notes.
    expect(screen.getByLabelText('Note libre')).toBeEnabled();
  });

  it('keys 1–9 take the offered transition of that number, not while typing a note', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    const first = await transitionButton();
    expect(first).toHaveAttribute('aria-keyshortcuts', '1');
    await user.type(screen.getByLabelText('Note libre'), '2');
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('heading', { name: 'Transitions possibles' }));
    await user.keyboard('2');
    expect(await screen.findByRole('heading', { name: 'État actuel du patient\u00a0: Aggravation' })).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ kind: 'transition_taken', transition: 't2' })]);
  });

  it('shows a timed transition’s countdown; Pause stops it, Reprendre starts it again', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    const timed = await transitionButton(t2?.label);
    // Five minutes from the state reached a minute ago (less a few seconds on a loaded machine).
    await waitFor(() => expect(timed).toHaveAccessibleName(/automatique dans 0(4:00|3:[0-5]\d)$/));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Reprendre' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/En pause/);
    expect(await transitionButton(t2?.label)).toHaveAccessibleName(/automatique dans 0(4:00|3:[0-5]\d) \(en pause\)$/);
    await user.click(screen.getByRole('button', { name: 'Reprendre' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(posted.map((body) => body.kind)).toEqual(['paused', 'resumed']);
  });

  it('sends a client key with each action, the same one when the trainer tries again after a failure', async () => {
    const user = userEvent.setup();
    refusals = [500];
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await user.click(await transitionButton());
    expect(await screen.findByText(/Erreur du serveur|réessayez/i)).toBeInTheDocument();
    await user.click(await transitionButton());
    expect(await screen.findByRole('heading', { name: named('État actuel du patient\u00a0: Amélioration') })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note libre'), 'Aspiration faite.');
    await user.click(screen.getByRole('button', { name: 'Geste' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    await waitFor(() => expect(posted).toHaveLength(3));
    const [failed, retried, note] = posted;
    expect(failed?.client_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried?.client_key).toBe(failed?.client_key);
    expect(note).toMatchObject({ kind: 'note', text: 'Aspiration faite.', tags: ['geste'] });
    expect(note?.client_key).not.toBe(failed?.client_key);
    // The log is looked up again at each try: the run tab may draw its section anew while the note is sent.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Journal du déroulement' })).getByText(/Note\s: Aspiration faite\. \[Geste\]/)).toBeInTheDocument(),
    );
  });

  it('shows a note once when the stream brings it before its POST answers', async () => {
    const user = userEvent.setup();
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await user.type(await screen.findByLabelText('Note libre'), 'Désobstruction faite.');
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    const timeline = screen.getByRole('list', { name: 'Journal du déroulement' });
    const notes = () => within(timeline).queryAllByText(/Note\s: Désobstruction faite\./);
    // Shown at once, before the server has it.
    expect(notes()).toHaveLength(1);
    await waitFor(() => expect(written).toHaveLength(1));
    // The server's push arrives first (LISTEN/NOTIFY is quicker than the POST's answer here).
    push('run', written[0]);
    await nextFrames();
    expect(notes()).toHaveLength(1);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ajouter la note' })).toBeEnabled());
    await nextFrames();
    expect(notes()).toHaveLength(1);
  });

  it('corrects the last transition after a confirmation, with a logged correction', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await user.click(await transitionButton());
    await user.click(await screen.findByRole('button', { name: `Annuler la dernière transition` }));
    const confirm = screen.getByRole('group', { name: `Annuler la dernière transition` });
    await user.click(within(confirm).getByRole('button', { name: 'Oui, annuler la transition' }));
    expect(await screen.findByRole('heading', { name: 'État actuel du patient\u00a0: Détresse respiratoire modérée' })).toBeInTheDocument();
    expect(posted[1]).toMatchObject({ kind: 'correction', corrects: 'e-2', state: 'initial' });
  });

  it('gives the patient monitor’s link as « Moniteur patient » and a QR code, and revokes it after a confirmation', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await user.click(await screen.findByRole('button', { name: 'Créer le lien du moniteur' }));
    expect(await screen.findByRole('link', { name: 'Moniteur patient' })).toHaveAttribute('href', 'http://localhost/moniteur/jeton-du-moniteur');
    expect(screen.getByRole('img', { name: 'QR code du lien du moniteur patient' })).toBeInTheDocument();
    // Leaving the tab and coming back keeps it.
    await user.click(screen.getByRole('tab', { name: 'Préparation' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Moniteur patient' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Déroulement' }));
    expect(await screen.findByRole('link', { name: 'Moniteur patient' })).toHaveAttribute('href', 'http://localhost/moniteur/jeton-du-moniteur');
    await user.click(screen.getByRole('button', { name: 'Révoquer le lien' }));
    await user.click(within(screen.getByRole('group', { name: 'Révoquer le lien' })).getByRole('button', { name: 'Oui, révoquer le lien' }));
    expect(await screen.findByText(/Le lien est révoqué/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Moniteur patient' })).not.toBeInTheDocument();
    expect(monitorCalls).toEqual(['POST', 'DELETE']);
  });

  it('after a reload shows the active link — never « Créer le lien du moniteur » — and replaces it only after a confirmation', async () => {
    const user = userEvent.setup();
    activeLink = { url: 'http://localhost/moniteur/jeton-du-moniteur', token: 'jeton-du-moniteur', created_at: '2026-11-28T14:05:00.000Z' };
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    const panel = await screen.findByRole('region', { name: 'Moniteur patient' });
    expect(await within(panel).findByRole('link', { name: 'Moniteur patient' })).toHaveAttribute('href', 'http://localhost/moniteur/jeton-du-moniteur');
    expect(within(panel).getByText(/^Lien actif depuis le samedi 28 novembre 2026 à \d{2}:05\.$/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Créer le lien du moniteur' })).not.toBeInTheDocument();
    // « Remplacer le lien » asks first; « Non, le garder » changes nothing.
    await user.click(within(panel).getByRole('button', { name: 'Remplacer le lien' }));
    const ask = within(panel).getByRole('group', { name: 'Remplacer le lien' });
    expect(ask).toHaveTextContent('L’écran qui affiche le lien actuel cessera aussitôt de montrer le patient');
    await user.click(within(ask).getByRole('button', { name: 'Non, le garder' }));
    expect(monitorCalls).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Remplacer le lien' }));
    await user.click(within(panel).getByRole('button', { name: 'Oui, remplacer le lien' }));
    expect(await within(panel).findByText(/Le lien est remplacé/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Moniteur patient' })).toHaveAttribute('href', 'http://localhost/moniteur/jeton-nouveau');
    expect(monitorCalls).toEqual(['POST replace']);
  });

  it('says a link is active when the API cannot show it again, and still asks before replacing it', async () => {
    const user = userEvent.setup();
    activeLink = { url: null, token: null, created_at: '2026-11-28T14:05:00.000Z' };
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    const panel = await screen.findByRole('region', { name: 'Moniteur patient' });
    expect(await within(panel).findByText(/Un lien du moniteur est actif, mais il ne peut pas être affiché de nouveau/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Créer le lien du moniteur' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remplacer le lien' }));
    await user.click(within(panel).getByRole('button', { name: 'Oui, remplacer le lien' }));
    expect(await within(panel).findByRole('link', { name: 'Moniteur patient' })).toHaveAttribute('href', 'http://localhost/moniteur/jeton-nouveau');
    expect(monitorCalls).toEqual(['POST replace']);
  });

  it('a link made on another device meanwhile is not replaced by « Créer le lien du moniteur »: the page says so and shows it', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    const panel = await screen.findByRole('region', { name: 'Moniteur patient' });
    const create = await within(panel).findByRole('button', { name: 'Créer le lien du moniteur' });
    activeLink = { url: 'http://localhost/moniteur/jeton-tablette', token: 'jeton-tablette', created_at: '2026-11-28T14:05:00.000Z' };
    await user.click(create);
    expect(await within(panel).findByText(/Un lien de moniteur est déjà actif/)).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'Moniteur patient' })).toHaveAttribute('href', 'http://localhost/moniteur/jeton-tablette');
    expect(monitorCalls).toEqual(['POST']);
  });

  it('offers the organisation’s admin the revocation of the monitor’s link (the policy’s rule), never its creation', async () => {
    const user = userEvent.setup();
    session = { ...SESSION('en cours'), viewer: 'organisation' };
    renderApp('/teacher/sessions/s-1?onglet=run', { user: makeUser('admin', { uid: 'uid-admin' }), organisation: activeOrganisation, identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton') }) });
    const panel = await screen.findByRole('region', { name: 'Moniteur patient' });
    expect(within(panel).queryByRole('button', { name: 'Créer le lien du moniteur' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Révoquer le lien' }));
    await user.click(within(screen.getByRole('group', { name: 'Révoquer le lien' })).getByRole('button', { name: 'Oui, révoquer le lien' }));
    expect(await screen.findByText(/Le lien du moniteur est révoqué/)).toBeInTheDocument();
    expect(monitorCalls).toEqual(['DELETE']);
  });

  it('asks before starting a session dated next week; each move opens its phase’s tab', async () => {
    const user = userEvent.setup();
    session = SESSION('planifiée', new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString());
    log = [];
    renderApp('/teacher/sessions/s-1', teacher());
    await user.click(await screen.findByRole('button', { name: 'Démarrer la session' }));
    expect(screen.getByText(/Cette session est prévue le .*\. La démarrer dès maintenant/)).toBeInTheDocument();
    expect(patches).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Oui, démarrer maintenant' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Déroulement' })).toHaveAttribute('aria-selected', 'true'));
    const toDebrief = await screen.findByRole('button', { name: 'Passer au débriefing' });
    await waitFor(() => expect(toDebrief).toBeEnabled(), { timeout: 5_000 });
    await user.click(toDebrief);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Passer au débriefing\u00a0?' })).getByRole('button', { name: 'Oui, passer au débriefing' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Débriefing' })).toHaveAttribute('aria-selected', 'true'));
    expect(patches).toEqual([{ status: 'en cours' }, { status: 'débriefing' }]);
  });
  const connection = () => screen.getByRole('status', { name: 'État de la connexion' });
  const timeline = () => screen.getByRole('list', { name: 'Journal du déroulement' });

  it('offline, a transition and a note are kept with the time they were taken, and go in order when the connection is back', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await transitionButton();
    setOffline(true);
    expect(connection()).toHaveTextContent('Hors ligne — vos actions seront gardées et envoyées au retour de la connexion');
    await user.click(await transitionButton());
    // The patient moves at once on this device; the tap waits, and the room says so beside the controls.
    expect(await screen.findByRole('heading', { name: named('État actuel du patient\u00a0: Amélioration') })).toBeInTheDocument();
    expect(connection()).toHaveTextContent('Hors ligne — 1 action en attente');
    await user.type(screen.getByLabelText('Note libre'), 'Aspiration faite.');
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    expect(connection()).toHaveTextContent('Hors ligne — 2 actions en attente');
    expect(within(timeline()).getByText(/Note\s: Aspiration faite\. \(en attente d’envoi\)/)).toBeInTheDocument();
    expect(screen.queryByText(/L’opération a échoué/)).toBeNull();
    expect(posted).toEqual([]);

    const backAt = Date.now();
    setOffline(false);
    await waitFor(() => expect(posted).toHaveLength(2));
    // In the order they were taken, each with the time it was taken.
    expect(posted).toEqual([
      expect.objectContaining({ kind: 'transition_taken', transition: 't1', taken_at: expect.any(String) }),
      expect.objectContaining({ kind: 'note', text: 'Aspiration faite.', taken_at: expect.any(String) }),
    ]);
    const [transitionTaken, noteTaken] = posted.map((body) => Date.parse(String(body.taken_at)));
    expect(transitionTaken).toBeLessThanOrEqual(noteTaken ?? 0);
    expect(noteTaken).toBeLessThanOrEqual(backAt);
    expect(await screen.findByText('Connexion rétablie — actions envoyées')).toBeInTheDocument();
    await waitFor(() => expect(within(timeline()).getByText(/Note\s: Aspiration faite\. \(envoyée hors ligne, reçue à \d\d:\d\d:\d\d\)/)).toBeInTheDocument());
    expect(within(timeline()).queryByText(/en attente d’envoi/)).toBeNull();
  });

  it('a reload of the page keeps what waits, and sends it with its taken time when the connection is back', async () => {
    const user = userEvent.setup();
    const first = renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await transitionButton();
    setOffline(true);
    await user.click(await transitionButton());
    expect(connection()).toHaveTextContent('Hors ligne — 1 action en attente');
    first.unmount();
    resetOutboxes();

    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    expect(await screen.findByRole('heading', { name: named('État actuel du patient\u00a0: Amélioration') })).toBeInTheDocument();
    expect(connection()).toHaveTextContent('Hors ligne — 1 action en attente');
    setOffline(false);
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ kind: 'transition_taken', transition: 't1', taken_at: expect.any(String) })]));
    expect(await screen.findByText('Connexion rétablie — actions envoyées')).toBeInTheDocument();
  });

  it('an action the server refuses once the connection is back says which one and why, until the trainer has read it', async () => {
    const user = userEvent.setup();
    refusals = [409];
    refusalText = 'Le scénario est terminé\u00a0: le débriefing a commencé.';
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await transitionButton();
    setOffline(true);
    await user.click(await transitionButton());
    setOffline(false);
    const refused = await screen.findByText(
      new RegExp(`^La transition «\\s${t1?.label}\\s», à \\d\\d:\\d\\d:\\d\\d, n’a pas été enregistrée\\s: Le scénario est terminé`),
    );
    // The patient is where the server has them.
    expect(await screen.findByRole('heading', { name: 'État actuel du patient\u00a0: Détresse respiratoire modérée' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'J’ai compris' }));
    expect(refused).not.toBeInTheDocument();
  });

  it('a send that reaches nobody while the browser believes it is online waits, and goes on a later try', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await transitionButton();
    offline = true;
    await user.click(await transitionButton());
    await waitFor(() => expect(connection()).toHaveTextContent('Hors ligne — 1 action en attente'));
    offline = false;
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ kind: 'transition_taken', transition: 't1', taken_at: expect.any(String) })]), { timeout: 10_000 });
    expect(await screen.findByText('Connexion rétablie — actions envoyées')).toBeInTheDocument();
  });

  it('a double-clicked transition shows once in the journal, with no line the server never wrote', async () => {
    const user = userEvent.setup();
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await user.dblClick(await transitionButton());
    await waitFor(() => expect(written).toHaveLength(2));
    release();
    expect(await screen.findByRole('heading', { name: named('État actuel du patient\u00a0: Amélioration') })).toBeInTheDocument();
    await waitFor(() => expect(within(timeline()).queryByText(/en attente d’envoi/)).toBeNull());
    await nextFrames();
    expect(within(timeline()).getAllByText(/^Transition\s:/)).toHaveLength(1);
    expect(within(timeline()).queryByText(/\(\s*→\s*\)/)).toBeNull();
  });
  it('the second half of a hurried tap on the start lands on the scenario’s first transition: inert for a moment, by tap and by key', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    session = SESSION('planifiée');
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    const moves = await screen.findByRole('group', { name: 'Étapes de la session' });
    await user.click(within(moves).getByRole('button', { name: 'Démarrer la session' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /^Oui, démarrer/ }));
    await waitFor(() => expect(patches).toEqual([{ status: 'en cours' }]));
    const first = await transitionButton();
    expect(first).toBeDisabled();
    await user.click(first);
    await user.keyboard('1');
    expect(posted).toEqual([]);
    // A moment later the scenario is the trainer's to run.
    await waitFor(() => expect(first).toBeEnabled(), { timeout: 5_000 });
    await user.click(first);
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ kind: 'transition_taken', transition: t1?.id })]));
  });
  it('hurried taps on the moves never skip a phase: each move asks first, and the next one is inert for a moment', async () => {
    // Taps land where the finger is, whatever covers it: no pointer-events check.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    session = SESSION('planifiée');
    log = [];
    renderApp('/teacher/sessions/s-1', teacher());
    const moves = await screen.findByRole('group', { name: 'Étapes de la session' });
    // Four taps, 600 ms apart on a tablet, on the bar's first button: whatever sits there at each tap.
    for (let tap = 0; tap < 4; tap += 1) await user.click(within(moves).getAllByRole('button', { hidden: true })[0] as HTMLElement);
    expect(patches).toEqual([]);
    const asked = screen.getByRole('alertdialog', { name: `Démarrer la session «\u00a0${session.title}\u00a0»\u00a0?` });
    expect(asked).toHaveTextContent('Le chronomètre du scénario démarre');
    await user.click(within(asked).getByRole('button', { name: 'Oui, démarrer maintenant' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'en cours' }]));
    // The next phase's button takes the place of the one tapped: a hurried tap right after finds it inert.
    const next = await within(moves).findByRole('button', { name: 'Passer au débriefing' });
    expect(next).toBeDisabled();
    await user.click(next);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Later, it asks first too; « Non, continuer le scénario » keeps the scenario running.
    await waitFor(() => expect(next).toBeEnabled(), { timeout: 5_000 });
    await user.click(next);
    await user.click(within(screen.getByRole('alertdialog', { name: 'Passer au débriefing\u00a0?' })).getByRole('button', { name: 'Non, continuer le scénario' }));
    expect(patches).toEqual([{ status: 'en cours' }]);
  });
  it('a quick note states its limit beside it; past it, nothing is sent and nothing typed is cut', async () => {
    const user = userEvent.setup();
    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    const form = await screen.findByRole('form', { name: 'Ajouter une note au déroulement' });
    const field = within(form).getByLabelText('Note libre');
    const counter = () => within(form).getByTestId('text-counter').textContent;
    expect(counter()).toBe('0\u00a0/\u00a02\u202f000');
    const long = 'a'.repeat(2_001);
    // Pasted, as a long text would be: one change, 2 001 characters.
    await user.click(field);
    await user.paste(long);
    expect(counter()).toBe('2\u202f001\u00a0/\u00a02\u202f000');
    await user.click(within(form).getByRole('button', { name: 'Ajouter la note' }));
    expect(within(form).getByRole('alert').textContent).toBe('Le champ «\u00a0Note libre\u00a0» est trop long\u00a0: 2\u202f000\u00a0caractères au plus (2\u202f001 saisis).');
    expect(field).toHaveValue(long);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  }, 30_000);
  it('a quick note being written survives a reload of the page, and is gone once added', async () => {
    const user = userEvent.setup();
    const first = renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    await user.type(await screen.findByLabelText('Note libre'), 'Saturation à surveiller');
    await user.click(screen.getByRole('button', { name: 'Sécurité' }));
    first.unmount();

    const second = renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    expect(await screen.findByLabelText('Note libre')).toHaveValue('Saturation à surveiller');
    expect(screen.getByRole('button', { name: 'Sécurité' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ kind: 'note', text: 'Saturation à surveiller', tags: ['sécurité'] })]));
    second.unmount();

    renderApp('/teacher/sessions/s-1?onglet=run', teacher());
    expect(await screen.findByLabelText('Note libre')).toHaveValue('');
  });
  describe('« Mode salle »', () => {
    const room = () => screen.getByRole('region', { name: 'Mode salle\u00a0: Bronchiolite — groupe 1' });

    it('turns « Déroulement » into the room’s layout only, kept in the address; « Quitter le mode salle » goes back', async () => {
      const user = userEvent.setup();
      const { router } = renderApp('/teacher/sessions/s-1?onglet=run', teacher());
      await user.click(await screen.findByRole('button', { name: 'Mode salle' }));
      expect(router.state.location.search).toContain('mode=salle');
      const layout = room();
      // The one-line header: the title, the scenario clock, Pause, the move (which asks first) and the way back.
      expect(within(layout).getByRole('heading', { level: 1, name: 'Bronchiolite — groupe 1' })).toHaveFocus();
      expect(within(layout).getByRole('timer')).toHaveTextContent(/Scénario\s*01:0\d/);
      expect(within(layout).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
      expect(within(layout).getByRole('button', { name: 'Passer au débriefing' })).toBeInTheDocument();
      // The controls: the transitions (named by their label first), the note field; no empty « Actions rapides ».
      expect(await within(layout).findByRole('button', { name: named(t1?.label ?? '') })).toBeInTheDocument();
      expect(within(layout).getByRole('button', { name: named(t2?.label ?? '') })).toBeInTheDocument();
      expect(within(layout).getByLabelText('Note libre')).toBeInTheDocument();
      expect(within(layout).queryByRole('region', { name: 'Actions rapides' })).toBeNull();
      expect(within(layout).queryByText('Actions rapides')).toBeNull();
      // The patient: five tiles named by their abbreviation, each value with its unit (« /min » for FC and FR).
      const tiles = within(layout).getByRole('list', { name: 'Constantes du patient' });
      expect(within(tiles).getAllByRole('listitem').map((tile) => tile.getAttribute('aria-label'))).toEqual(['FC', 'PA', 'SpO₂', 'FR', 'T°']);
      expect(within(tiles).getByRole('listitem', { name: 'FC' })).toHaveTextContent('172 /min');
      expect(within(tiles).getByRole('listitem', { name: 'FR' })).toHaveTextContent('62 /min');
      expect(within(tiles).getByRole('listitem', { name: 'PA' })).toHaveTextContent('85/50 mmHg');
      // Nothing of the ordinary page: no tabs, no facts, no cancellation menu.
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Autres actions sur la session' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Mode salle' })).toBeNull();
      // Escape leaves nothing.
      await user.keyboard('{Escape}');
      expect(room()).toBeInTheDocument();

      await user.click(within(layout).getByRole('button', { name: 'Quitter le mode salle' }));
      expect(await screen.findByRole('tablist')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /^Mode salle/ })).toBeNull();
      expect(router.state.location.search).not.toContain('mode=salle');
      expect(screen.getByRole('button', { name: 'Mode salle' })).toHaveFocus();
    });

    it('survives a reload: the address opens the room directly', async () => {
      renderApp('/teacher/sessions/s-1?onglet=run&mode=salle', teacher());
      expect(await screen.findByRole('region', { name: 'Mode salle\u00a0: Bronchiolite — groupe 1' })).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).toBeNull();
    });

    it('shows the monitor’s alarms on the tiles, with the scenario’s population’s ranges', async () => {
      renderApp('/teacher/sessions/s-1?onglet=run&mode=salle', teacher());
      const tiles = await screen.findByRole('list', { name: 'Constantes du patient' });
      expect(within(tiles).getByRole('listitem', { name: 'FC' })).toHaveTextContent('Alarme haute');
      // An adult's ranges when the scenario names none: 85/50 is low.
      expect(within(tiles).getByRole('listitem', { name: 'PA' })).toHaveTextContent('Alarme basse');
    });

    it('reads an infant’s ranges when the scenario is an infant’s: 85/50 raises nothing', async () => {
      session = { ...session, scenario: { ...session.scenario, population: 'nourrisson' } as SessionDetail['scenario'] };
      renderApp('/teacher/sessions/s-1?onglet=run&mode=salle', teacher());
      const tiles = await screen.findByRole('list', { name: 'Constantes du patient' });
      expect(within(tiles).getByRole('listitem', { name: 'FC' })).toHaveTextContent('Alarme haute');
      expect(within(tiles).getByRole('listitem', { name: 'PA' })).not.toHaveTextContent('Alarme');
    });

    it('asks before moving to the debriefing; « Non » keeps the scenario going', async () => {
      const user = userEvent.setup();
      renderApp('/teacher/sessions/s-1?onglet=run&mode=salle', teacher());
      await user.click(await within(await screen.findByRole('region', { name: /^Mode salle/ })).findByRole('button', { name: 'Passer au débriefing' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Passer au débriefing\u00a0?' })).getByRole('button', { name: 'Non, continuer le scénario' }));
      expect(patches).toEqual([]);
      expect(room()).toBeInTheDocument();
      await user.click(within(room()).getByRole('button', { name: 'Passer au débriefing' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Passer au débriefing\u00a0?' })).getByRole('button', { name: 'Oui, passer au débriefing' }));
      await waitFor(() => expect(screen.getByRole('tab', { name: 'Débriefing' })).toHaveAttribute('aria-selected', 'true'));
      expect(patches).toEqual([{ status: 'débriefing' }]);
    });

    it('undoes the last transition as « Annuler la dernière transition », a logged correction', async () => {
      const user = userEvent.setup();
      renderApp('/teacher/sessions/s-1?onglet=run&mode=salle', teacher());
      await user.click(await within(await screen.findByRole('region', { name: /^Mode salle/ })).findByRole('button', { name: named(t1?.label ?? '') }));
      await user.click(await within(room()).findByRole('button', { name: 'Annuler la dernière transition' }));
      const confirm = within(room()).getByRole('group', { name: 'Annuler la dernière transition' });
      expect(confirm).toHaveTextContent(`Annuler la transition « ${t1?.label} »`);
      await user.click(within(confirm).getByRole('button', { name: 'Oui, annuler la transition' }));
      await waitFor(() => expect(posted[1]).toMatchObject({ kind: 'correction', corrects: 'e-2', state: 'initial' }));
      expect(await within(room()).findByText(/Correction/)).toBeInTheDocument();
    });

    it('is not offered over the unanswered cookie banner, nor for a session not running', async () => {
      renderApp('/teacher/sessions/s-1?onglet=run&mode=salle', { ...teacher(), consentDecided: false });
      expect(await screen.findByRole('button', { name: 'Mode salle' })).toBeDisabled();
      expect(screen.getByText(/Le mode salle s’ouvre une fois le bandeau des cookies/)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /^Mode salle/ })).toBeNull();
    });

    it('dates the journal on the scenario clock, newest first, and lists what came before under « Briefing »', async () => {
      log = [
        { id: 'e-brief', kind: 'phase_started', phase: 'briefing', at: ago(300) },
        { id: 'e-roles', kind: 'note', text: 'Rôles distribués', at: ago(200) },
        { id: 'e-start', kind: 'phase_started', phase: 'scénario', at: ago(60) },
        { id: 'e-initial', kind: 'state_reached', state: 'initial', at: ago(60) },
        { id: 'e-note', kind: 'note', text: 'Aspiration faite', at: ago(15) },
      ];
      renderApp('/teacher/sessions/s-1?onglet=run&mode=salle', teacher());
      const scenario = await screen.findByRole('list', { name: 'Journal du déroulement' });
      expect(within(scenario).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
        expect.stringMatching(/^\+00:4[45]Note\s: Aspiration faite$/),
        expect.stringMatching(/^\+00:00État atteint/),
        expect.stringMatching(/^\+00:00Début de la phase/),
      ]);
      expect(screen.getByText('Briefing')).toBeInTheDocument();
      const briefing = screen.getByRole('list', { name: 'Journal du déroulement\u00a0: Briefing' });
      expect(within(briefing).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
        expect.stringMatching(/^\d\d:\d\d:\d\dNote\s: Rôles distribués$/),
        expect.stringMatching(/^\d\d:\d\d:\d\dDébut de la phase «\u00a0briefing\u00a0»/),
      ]);
    });

    it('for a session in its debriefing, the address’s « mode=salle » shows the ordinary page', async () => {
      session = SESSION('débriefing');
      renderApp('/teacher/sessions/s-1?onglet=run&mode=salle', teacher());
      expect(await screen.findByRole('tablist')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /^Mode salle/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Mode salle' })).toBeNull();
    });
  });

  describe('quick actions and learners', () => {
    const call = BRONCHIOLITE.quick_actions?.find((action) => action.label === 'Appel du médecin');
    const people: SessionDetail['participants'] = [
      { user_uid: 'uid-emma', firstname: 'Emma', name: 'Martin', email: 'emma@demo.test', session_role: 'apprenant', confirmed_at: null, recording_consent: true },
      { user_uid: 'uid-lucas', firstname: 'Lucas', name: 'Bernard', email: 'lucas@demo.test', session_role: 'apprenant', confirmed_at: null, recording_consent: true },
      { user_uid: 'uid-obs', firstname: 'Inès', name: 'Roux', email: 'ines@demo.test', session_role: 'observateur', confirmed_at: null, recording_consent: true },
    ];
    beforeEach(() => {
      session = { ...session, participants: people, scenario: session.scenario && { ...session.scenario, quick_actions: BRONCHIOLITE.quick_actions } };
    });
    const journal = () => screen.getByRole('list', { name: 'Journal du déroulement' });

    it('a quick action tapped twice in a hurry logs once, with its client key, and the journal writes its label', async () => {
      const user = userEvent.setup();
      renderApp('/teacher/sessions/s-1?onglet=run', teacher());
      const button = await screen.findByRole('button', { name: 'Appel du médecin' });
      await user.dblClick(button);
      await waitFor(() => expect(written).toHaveLength(1));
      await nextFrames();
      expect(posted).toHaveLength(1);
      expect(posted[0]).toMatchObject({ kind: 'action', action_id: call?.id });
      expect(posted[0]?.client_key).toMatch(/^[0-9a-f-]{36}$/);
      expect(posted[0]).not.toHaveProperty('learner_uids');
      await waitFor(() => expect(within(journal()).getAllByText(/^Action\s: Appel du médecin$/)).toHaveLength(1));
    });

    it('the learners chosen go with the next action or note, named in the journal, then the choice clears', async () => {
      const user = userEvent.setup();
      renderApp('/teacher/sessions/s-1?onglet=run', teacher());
      const chips = await screen.findByRole('group', { name: 'Apprenants concernés' });
      // Only the learners, by first name and name.
      expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Emma Martin', 'Lucas Bernard']);
      await user.click(within(chips).getByRole('button', { name: 'Lucas Bernard' }));
      await user.click(within(chips).getByRole('button', { name: 'Emma Martin' }));
      expect(within(chips).getByRole('button', { name: 'Emma Martin' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: 'Appel du médecin' }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toMatchObject({ kind: 'action', action_id: call?.id, learner_uids: ['uid-emma', 'uid-lucas'] });
      expect(within(chips).getByRole('button', { name: 'Emma Martin' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(chips).getByRole('button', { name: 'Lucas Bernard' })).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(within(journal()).getByText(/^Action\s: Appel du médecin — Emma Martin, Lucas Bernard$/)).toBeInTheDocument());

      await user.click(within(chips).getByRole('button', { name: 'Lucas Bernard' }));
      await user.type(screen.getByLabelText('Note libre'), 'Bonne transmission.');
      await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
      await waitFor(() => expect(posted).toHaveLength(2));
      expect(posted[1]).toMatchObject({ kind: 'note', text: 'Bonne transmission.', learner_uids: ['uid-lucas'] });
      expect(within(chips).getByRole('button', { name: 'Lucas Bernard' })).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(within(journal()).getByText(/Note\s: Bonne transmission\. — Lucas Bernard/)).toBeInTheDocument());
      // A note without a choice carries no learner.
      await user.type(screen.getByLabelText('Note libre'), 'Sans apprenant.');
      await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
      await waitFor(() => expect(posted).toHaveLength(3));
      expect(posted[2]).not.toHaveProperty('learner_uids');
    });

    it('in « Mode salle » too', async () => {
      const user = userEvent.setup();
      renderApp('/teacher/sessions/s-1?onglet=run', teacher());
      await user.click(await screen.findByRole('button', { name: 'Mode salle' }));
      const layout = await screen.findByRole('region', { name: 'Mode salle\u00a0: Bronchiolite — groupe 1' });
      await user.click(within(layout).getByRole('button', { name: 'Emma Martin' }));
      await user.click(within(layout).getByRole('button', { name: 'Appel du médecin' }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toMatchObject({ kind: 'action', action_id: call?.id, learner_uids: ['uid-emma'] });
    });
  });

  describe('« Modifier les constantes »', () => {
    const tile = (sign: string) => within(screen.getByRole('list', { name: 'Constantes du patient' })).getByRole('listitem', { name: sign });
    const openForm = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(await screen.findByRole('button', { name: 'Modifier les constantes' }));
      return screen.findByRole('dialog', { name: 'Modifier les constantes' });
    };

    it('opens with the live values; only the changed signs are sent, and the tiles follow', async () => {
      const user = userEvent.setup();
      renderApp('/teacher/sessions/s-1?onglet=run', teacher());
      const form = await openForm(user);
      expect(within(form).getByLabelText('FC (/min)')).toHaveValue('172');
      expect(within(form).getByLabelText('PA (mmHg)')).toHaveValue('85/50');
      expect(within(form).getByLabelText('SpO₂ (%)')).toHaveValue('92');
      expect(within(form).getByLabelText('FR (/min)')).toHaveValue('62');
      expect(within(form).getByLabelText('T° (°C)')).toHaveValue('38,1');
      expect(within(form).getByLabelText('Conscience')).toHaveValue('Éveillé, geignard');
      await user.clear(within(form).getByLabelText('FC (/min)'));
      await user.type(within(form).getByLabelText('FC (/min)'), '140');
      await user.click(within(form).getByRole('button', { name: 'Appliquer' }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toMatchObject({ kind: 'vitals_changed', vitals: { fc: 140 } });
      expect(posted[0]).not.toHaveProperty('over_seconds');
      expect(posted[0]?.client_key).toMatch(/^[0-9a-f-]{36}$/);
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(tile('FC')).toHaveTextContent(/^FC(!!!? Alarme [^0-9]+)?140\s\/min$/));
      expect(within(screen.getByRole('list', { name: 'Journal du déroulement' })).getByText(/^Constantes modifiées\s: FC 140\s\/min$/)).toBeInTheDocument();

      // A trend: the length chosen goes with it, and the form opens on the new values.
      const again = await openForm(user);
      expect(within(again).getByLabelText('FC (/min)')).toHaveValue('140');
      await user.clear(within(again).getByLabelText('SpO₂ (%)'));
      await user.type(within(again).getByLabelText('SpO₂ (%)'), '80');
      await user.selectOptions(within(again).getByLabelText('Évolution sur'), '120');
      await user.click(within(again).getByRole('button', { name: 'Appliquer' }));
      await waitFor(() => expect(posted).toHaveLength(2));
      expect(posted[1]).toMatchObject({ kind: 'vitals_changed', vitals: { spo2: 80 }, over_seconds: 120 });
      expect(Object.keys(posted[1]?.vitals as object)).toEqual(['spo2']);
    });

    it('refuses a bad value in French before sending, with what was typed kept; the server’s refusal is shown and the form opens with it', async () => {
      const user = userEvent.setup();
      renderApp('/teacher/sessions/s-1?onglet=run', teacher());
      const form = await openForm(user);
      await user.clear(within(form).getByLabelText('FC (/min)'));
      await user.type(within(form).getByLabelText('FC (/min)'), '400');
      await user.click(within(form).getByRole('button', { name: 'Appliquer' }));
      expect(await within(form).findByText('FC\u00a0: valeur hors limites (0 à 300).', { normalizer: (text) => text })).toBeInTheDocument();
      expect(within(form).getByLabelText('FC (/min)')).toHaveValue('400');
      await user.click(within(form).getByRole('button', { name: 'Appliquer' }));
      expect(posted).toHaveLength(0);
      // Nothing changed: nothing to send.
      await user.clear(within(form).getByLabelText('FC (/min)'));
      await user.type(within(form).getByLabelText('FC (/min)'), '172');
      await user.click(within(form).getByRole('button', { name: 'Appliquer' }));
      expect(await within(form).findByText(/Aucune constante n’a changé/)).toBeInTheDocument();

      refusals = [422];
      refusalText = 'PA\u00a0: la systolique doit être supérieure à la diastolique.';
      await user.clear(within(form).getByLabelText('FR (/min)'));
      await user.type(within(form).getByLabelText('FR (/min)'), '70');
      await user.click(within(form).getByRole('button', { name: 'Appliquer' }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(await screen.findByText(/^Le changement des constantes, à .*, n’a pas été enregistrée\s: PA\s: la systolique doit être supérieure à la diastolique\.$/)).toBeInTheDocument();
      const reopened = await openForm(user);
      expect(within(reopened).getByLabelText('FR (/min)')).toHaveValue('70');
    });

    it('the tiles follow a trend under way, in the room as on the page', async () => {
      const user = userEvent.setup();
      // SpO₂ from 92 to 80 over 2 minutes, started a minute ago: half way.
      log = [...log, { id: 'e-trend', kind: 'vitals_changed', vitals: { spo2: 80 }, over_seconds: 120, at: ago(60) }];
      renderApp('/teacher/sessions/s-1?onglet=run', teacher());
      await waitFor(() => expect(tile('SpO₂')).toHaveTextContent(/^SpO₂(!!!? Alarme [^0-9]+)?8[56]\s%$/));
      await user.click(screen.getByRole('button', { name: 'Mode salle' }));
      const layout = await screen.findByRole('region', { name: 'Mode salle\u00a0: Bronchiolite — groupe 1' });
      expect(within(layout).getByRole('listitem', { name: 'SpO₂' })).toHaveTextContent(/8[56]\s%/);
      expect(within(layout).getByRole('button', { name: 'Modifier les constantes' })).toBeInTheDocument();
    });
  });
});
