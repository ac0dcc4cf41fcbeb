/**
 * `sessionDetailFor`: what each view is shown of one session read once (`record()`), as a table. The
 * routes' own tests (sessions.test.ts) check the same through HTTP on both databases.
 */
import type { SessionView } from '../../contract/policy';
import type { SessionRecord } from '../../server/api/repositories/sessions';
import { sessionDetailFor } from '../../server/api/views/sessions';

const NOW = new Date('2026-11-25T12:00:00.000Z');

const record: SessionRecord = {
  facts: {
    id: 's1',
    organisationId: 'o1',
    trainerUid: 't1',
    participantUids: ['e1', 'e2'],
    status: 'terminée',
    startsAt: '2026-11-20T09:00:00.000Z',
    scenarioId: 'sc1',
    scenarioVersion: 2,
    debriefModel: 'PEARLS',
    resultsReleasedAt: null,
  },
  summary: {
    id: 's1',
    title: 'Bronchiolite',
    starts_at: '2026-11-20T09:00:00.000Z',
    started_at: '2026-11-20T09:02:00.000Z',
    duration_minutes: 90,
    place: 'Salle 2',
    status: 'terminée',
    trainer_uid: 't1',
    scenario_id: 'sc1',
    trainer_name: 'Étienne Bernard',
    scenario_title: 'Bronchiolite du nourrisson',
    participant_count: 2,
    my_session_role: 'apprenant',
    my_confirmed_at: '2026-11-19T08:00:00.000Z',
    scenario_version: 2,
    debrief_model: 'PEARLS',
    results_released_at: null,
  },
  checklist: [{ label: 'Mannequin', done: true }],
  content: {
    public: 'IFSI 2e année',
    objectives: ['Reconnaître la détresse'],
    prerequisites: [],
    context: 'Urgences pédiatriques',
    briefing: 'Vous accueillez un nourrisson.',
    phase_durations: { briefing: 10, scenario: 20, debriefing: 30 },
    material: ['Mannequin'],
    roles_needed: [],
    debriefing_guide: { model: 'PEARLS', questions: [] },
    evaluation_grid: [],
    graph: { states: [], transitions: [] },
  } as unknown as SessionRecord['content'],
  participants: [
    { user_uid: 'e1', firstname: 'Emma', name: 'Martin', email: 'emma@example.fr', session_role: 'apprenant', confirmed_at: null, recording_consent: true },
    { user_uid: 'e2', firstname: 'Hugo', name: 'Petit', email: 'hugo@example.fr', session_role: 'observateur', confirmed_at: null, recording_consent: false },
  ],
  debriefNotes: { réaction: 'Stress au début.' },
  debriefVersions: { réaction: '2026-11-20T10:00:00.000Z' },
  myFeedback: { rating: 5, comment: 'Très utile', updated_at: '2026-11-21T08:00:00.000Z' },
};

const views: SessionView[] = ['trainer', 'organisation', 'participant'];

describe('sessionDetailFor: who is shown what of one session', () => {
  test.each(views)('%s', (kind) => {
    const view = sessionDetailFor(record, kind, NOW);
    const participant = kind === 'participant';
    expect({
      viewer: view.viewer,
      briefing: view.briefing?.briefing,
      checklist: view.checklist,
      participants: view.participants?.map((person) => person.user_uid) ?? null,
      graph: view.scenario ? 'shown' : null,
      notes: view.debrief_notes,
      versions: view.debrief_versions,
      myRole: view.my_session_role,
      myFeedback: view.my_feedback?.rating ?? null,
      feedbackOpen: view.feedback_open,
    }).toEqual({
      viewer: kind,
      // The briefing is the one part shared with everybody in the session.
      briefing: 'Vous accueillez un nourrisson.',
      checklist: participant ? null : [{ label: 'Mannequin', done: true }],
      participants: participant ? null : ['e1', 'e2'],
      graph: participant ? null : 'shown',
      notes: participant ? null : { réaction: 'Stress au début.' },
      versions: participant ? null : { réaction: '2026-11-20T10:00:00.000Z' },
      myRole: participant ? 'apprenant' : null,
      myFeedback: participant ? 5 : null,
      // Five days after a finished session: still open to the learner's feedback.
      feedbackOpen: participant,
    });
  });

  test('a session whose scenario version is gone: no briefing, no graph', () => {
    const view = sessionDetailFor({ ...record, content: null }, 'trainer', NOW);
    expect([view.briefing, view.scenario]).toEqual([null, null]);
  });
});
