/** The student's sessions (`/student/sessionsTable`, `/student/sessions/:id`) against MSW answering as the API does. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Evaluations, SessionDetail, SessionSummary } from '../../../contract/schemas/sessions';
import { feedbackProblems } from '../../../src/features/sessions/student/feedbackForm';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

const summary = (overrides: Partial<SessionSummary>): SessionSummary => ({
  id: 's-coming',
  title: 'Choc anaphylactique — IFSI 2A groupe 1',
  starts_at: '2026-11-28T12:00:00.000Z',
  started_at: null,
  duration_minutes: 75,
  place: 'Salle de simulation 2',
  status: 'planifiée',
  trainer_uid: 't-1',
  scenario_id: 'sc-1',
  trainer_name: 'Étienne Bernard',
  scenario_title: 'Choc anaphylactique',
  participant_count: 4,
  my_session_role: 'apprenant',
  my_confirmed_at: null,
  ...overrides,
});

const PAST = summary({ id: 's-past', title: 'Bronchiolite du nourrisson — IFSI 2A groupe 1', starts_at: '2026-11-11T08:00:00.000Z', status: 'terminée', my_confirmed_at: '2026-11-04T18:00:00.000Z' });

const detail = (overrides: Partial<SessionDetail>): SessionDetail => ({
  ...PAST,
  viewer: 'participant',
  scenario_version: 1,
  debrief_model: 'PEARLS',
  results_released_at: '2026-11-13T08:00:00.000Z',
  briefing: { public: 'IFSI 2A', objectives: ['Évaluer la détresse respiratoire'], prerequisites: [], context: 'Léo, 3 mois.', briefing: 'Vous êtes l’infirmier(ère).' },
  checklist: null,
  participants: null,
  scenario: null,
  debrief_notes: null,
  debrief_versions: null,
  my_feedback: null,
  feedback_open: true,
  confirmation_open: false,
  ...overrides,
});

const RESULTS: Evaluations = {
  criteria: [{ id: 'evaluation', label: 'Évalue la fonction respiratoire', scale: [{ value: 0, label: 'Non réalisé' }, { value: 3, label: 'Réalisé avec aisance' }] }],
  released_at: '2026-11-13T08:00:00.000Z',
  items: [{ learner_uid: 'uid-etudiant', learner_name: 'Emma Petit', scores: { evaluation: 3 }, comment: 'Très bonne évaluation clinique.', updated_at: '2026-11-11T10:00:00.000Z', changed_after_release_at: null }],
};

test.each([
  ['no note chosen', { rating: null, comment: '' }, { rating: 'Choisissez une note de 1 à 5.' }],
  ['a comment of 2 001 characters', { rating: 4, comment: 'x'.repeat(2001) }, { comment: 'Le champ «\u00a0Commentaire (facultatif)\u00a0» est trop long\u00a0: 2\u202f000\u00a0caractères au plus (2\u202f001 saisis).' }],
  ['a comment of 2 000 emoji: at the limit, as the server counts', { rating: 4, comment: '🫀'.repeat(2000) }, {}],
  ['a note and a comment', { rating: 5, comment: 'Merci' }, {}],
])('feedbackProblems: %s', (_case, draft, expected) => {
  expect(feedbackProblems(draft)).toEqual(expected);
});

describe('the student’s sessions', () => {
  let sessions: SessionSummary[];
  let session: SessionDetail;
  const feedback: unknown[] = [];
  const server = setupServer(
    http.get('http://localhost/api/sessions', () => HttpResponse.json({ success: true, message: '', data: { items: sessions, nextCursor: null } })),
    http.post('http://localhost/api/sessions/:id/confirmation', ({ params }) => {
      sessions = sessions.map((one) => (one.id === params.id ? { ...one, my_confirmed_at: '2026-11-25T09:00:00.000Z' } : one));
      return HttpResponse.json({ success: true, message: '', data: { confirmed_at: '2026-11-25T09:00:00.000Z' } });
    }),
    http.get('http://localhost/api/sessions/:id', ({ params }) =>
      params.id === session.id ? HttpResponse.json({ success: true, message: '', data: session }) : HttpResponse.json({ success: false, message: 'Ressource introuvable.' }, { status: 404 }),
    ),
    http.get('http://localhost/api/sessions/:id/evaluations', () => HttpResponse.json({ success: true, message: '', data: RESULTS })),
    // Each learner's actions and notes (their own list: test/app/sessions/learnerFacts.test.tsx).
    http.get('http://localhost/api/sessions/:id/learner-facts', () => HttpResponse.json({ success: true, message: '', data: { items: [] } })),
    http.post('http://localhost/api/sessions/:id/feedback', async ({ request }) => {
      const body = (await request.json()) as { rating: number; comment: string };
      feedback.push(body);
      session = { ...session, my_feedback: { ...body, updated_at: '2026-11-25T09:00:00.000Z' } };
      return HttpResponse.json({ success: true, message: '', data: session.my_feedback });
    }),
    http.get('http://localhost/api/documents', () => HttpResponse.json({ success: true, message: '', data: { items: [], history: [] } })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    sessions = [PAST, summary({})];
    session = detail({});
    feedback.length = 0;
  });
  afterAll(() => server.close());
  const student = () => ({ user: makeUser('etudiant', { uid: 'uid-etudiant' }), organisation: activeOrganisation, identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton') }) });

  it('lists « À venir » and « Passées » with trainer, place and role, and confirms a presence', async () => {
    const user = userEvent.setup();
    renderApp('/student/sessionsTable', student());
    const coming = await screen.findByRole('region', { name: 'À venir' });
    const row = within(coming).getByRole('row', { name: /Choc anaphylactique/ });
    // One table, its column headers once; each week heads its group of rows; the title is the row's header,
    // between the date and the trainer.
    expect(within(coming).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Session', 'Formateur', 'Salle', 'Mon rôle', 'Présence']);
    expect(within(coming).getByRole('rowheader', { name: /^Semaine du / })).toHaveAttribute('scope', 'rowgroup');
    expect(within(row).getAllByRole('cell').length + within(row).getAllByRole('rowheader').length).toBe(6);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Choc anaphylactique — IFSI 2A groupe 1');
    expect(within(row).getByText('Étienne Bernard')).toBeInTheDocument();
    expect(within(row).getByText('Salle de simulation 2')).toBeInTheDocument();
    expect(within(row).getByText('Apprenant')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Choc anaphylactique — IFSI 2A groupe 1' })).toHaveAttribute('href', '/student/sessions/s-coming');
    const past = screen.getByRole('region', { name: 'Passées' });
    expect(within(past).getByText(/Confirmée le 4 novembre 2026/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Confirmer ma présence à Choc anaphylactique — IFSI 2A groupe 1' }));
    expect(await screen.findByText('Votre présence est confirmée.')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'À venir' })).findByText(/Confirmée le 25 novembre 2026/)).toBeInTheDocument();
  });

  it('a running session is under « En cours », not « À venir », dated at its planned time', async () => {
    const running = summary({ id: 's-running', title: 'Arrêt cardiaque — IFSI 2A groupe 2', status: 'en cours', starts_at: '2026-11-28T14:00:00.000Z', started_at: '2026-11-28T13:52:00.000Z' });
    sessions = [PAST, summary({}), running];
    renderApp('/student/sessionsTable', student());
    const now = await screen.findByRole('region', { name: 'En cours' });
    expect(within(now).getByRole('row', { name: /Arrêt cardiaque/ })).toHaveTextContent(/samedi 28 novembre 2026 à \d\d:00/);
    expect(within(screen.getByRole('region', { name: 'À venir' })).queryByText(/Arrêt cardiaque/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Passées' })).queryByText(/Arrêt cardiaque/)).not.toBeInTheDocument();
  });

  it('with no session running, there is no « En cours » list', async () => {
    renderApp('/student/sessionsTable', student());
    await screen.findByRole('region', { name: 'À venir' });
    expect(screen.queryByRole('region', { name: 'En cours' })).not.toBeInTheDocument();
  });

  it('a started session’s page shows its planned date and, beside it, when it really began', async () => {
    session = detail({ status: 'en cours', starts_at: '2026-11-28T14:00:00.000Z', started_at: '2026-11-28T13:52:00.000Z', results_released_at: null });
    renderApp('/student/sessions/s-past', student());
    const started = await screen.findByText('Démarrée');
    expect(started.parentElement).toHaveTextContent(/samedi 28 novembre 2026 à \d\d:52/);
    expect(screen.getByText('Date').parentElement).toHaveTextContent(/samedi 28 novembre 2026 à \d\d:00/);
  });

  it('shows the briefing and the released results, and takes the feedback once a note is chosen', async () => {
    const user = userEvent.setup();
    renderApp('/student/sessions/s-past', student());
    expect(await screen.findByText('Évaluer la détresse respiratoire')).toBeInTheDocument();
    expect(await screen.findByText('Réalisé avec aisance (3/3)')).toBeInTheDocument();
    expect(screen.getByText('Très bonne évaluation clinique.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Donner mon avis' });
    await user.type(within(form).getByLabelText('Commentaire (facultatif)'), 'Très réaliste.');
    await user.click(within(form).getByRole('button', { name: 'Envoyer mon avis' }));
    expect(within(form).getByText('Choisissez une note de 1 à 5.')).toBeInTheDocument();
    expect(feedback).toEqual([]);
    await user.click(within(form).getByRole('radio', { name: '4 — Satisfait' }));
    await user.click(within(form).getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await within(form).findByText('Merci, votre avis est enregistré.')).toBeInTheDocument();
    expect(feedback).toEqual([{ rating: 4, comment: 'Très réaliste.' }]);
    expect(await within(form).findByRole('button', { name: 'Modifier mon avis' })).toBeInTheDocument();
  });

  it('counts the feedback comment against its limit beside the field, and does not send a comment over it', async () => {
    const user = userEvent.setup();
    renderApp('/student/sessions/s-past', student());
    const form = await screen.findByRole('form', { name: 'Donner mon avis' });
    const comment = within(form).getByLabelText('Commentaire (facultatif)');
    const counter = () => within(form).getByTestId('text-counter').textContent;
    expect(counter()).toBe('0\u00a0/\u00a02\u202f000');
    await user.click(within(form).getByRole('radio', { name: '4 — Satisfait' }));
    // Pasted, as a long text would be: one change, 2 001 characters.
    await user.click(comment);
    await user.paste('x'.repeat(2001));
    expect(counter()).toBe('2\u202f001\u00a0/\u00a02\u202f000');
    const tooLong = 'Le champ «\u00a0Commentaire (facultatif)\u00a0» est trop long\u00a0: 2\u202f000\u00a0caractères au plus (2\u202f001 saisis).';
    expect(within(form).getByRole('alert').textContent).toBe(tooLong);
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'Envoyer mon avis' }));
    expect(feedback).toEqual([]);
    // Nothing typed is lost: one character less, and it is sent.
    await user.type(comment, '{Backspace}');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await within(form).findByText('Merci, votre avis est enregistré.')).toBeInTheDocument();
    expect(feedback).toEqual([{ rating: 4, comment: 'x'.repeat(2000) }]);
    // The whole page and 2 000 characters through the field: slow on a loaded machine, not a timed check.
  }, 30_000);

  it('a finished session opens on the results, the trainer’s comment and the feedback; the practical facts and the briefing follow', async () => {
    renderApp('/student/sessions/s-past', student());
    await screen.findByText('Réalisé avec aisance (3/3)');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe('Mes résultats');
    expect(headings.indexOf('Donner mon avis')).toBeLessThan(headings.indexOf('Informations pratiques'));
    expect(headings.indexOf('Mes résultats')).toBeLessThan(headings.indexOf('Donner mon avis'));
    expect(headings.indexOf('Donner mon avis')).toBeLessThan(headings.indexOf('Briefing'));
    expect(headings.filter((heading) => heading === 'Autorisation d’enregistrement')).toHaveLength(1);
  });

  it('a result changed after publication comes with a notice; a comment of spaces alone shows no « Commentaire du formateur »', async () => {
    const [mine] = RESULTS.items as [Evaluations['items'][number]];
    server.use(
      http.get('http://localhost/api/sessions/:id/evaluations', () =>
        HttpResponse.json({ success: true, message: '', data: { ...RESULTS, items: [{ ...mine, comment: '  \n ', changed_after_release_at: '2026-11-20T09:30:00.000Z' }] } }),
      ),
    );
    renderApp('/student/sessions/s-past', student());
    await screen.findByText('Réalisé avec aisance (3/3)');
    expect(screen.getByText(/^Votre évaluation a été modifiée après publication \(le .+2026 à \d\d:30\)/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Commentaire du formateur' })).not.toBeInTheDocument();
  });

  it('says when results are not published yet, and when a session is not theirs', async () => {
    session = detail({ results_released_at: null, feedback_open: false, status: 'planifiée' });
    const { unmount } = renderApp('/student/sessions/s-past', student());
    expect(await screen.findByText('Vos résultats n’ont pas encore été publiés par le formateur.')).toBeInTheDocument();
    expect(screen.getByText('L’avis se donne une fois la session jouée.')).toBeInTheDocument();
    unmount();
    renderApp('/student/sessions/autre', student());
    expect(await screen.findByText('Cette session n’existe pas ou ne vous concerne pas.')).toBeInTheDocument();
  });
});
