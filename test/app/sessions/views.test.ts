/** The sessions' pure views: lists and weeks, the run's current state and phase, the plan form, the CSV. */
import type { PlannableScenario, RunLogEvent, SessionParticipant, SessionScenario } from '../../../contract/schemas/sessions';
import { BRONCHIOLITE } from '../../../server/seed/demoScenarios';
import { bucketOf, sessionLists, weekOf } from '../../../src/features/sessions/sessionLists';
import { planFromDraft, withParticipants, type PlanDraft } from '../../../src/features/sessions/teacher/planForm';
import { eventText } from '../../../src/features/sessions/teacher/run/journalText';
import { currentPhase, notToFilm, transitionsFrom } from '../../../src/features/sessions/teacher/run/runScreen';
import { studentsCsv } from '../../../src/features/sessions/teacher/studentsCsv';
import { teacherSessionMessages } from '../../../src/config/messages/sessions';

const graph: SessionScenario['graph'] = BRONCHIOLITE.graph;
const event = (overrides: Partial<RunLogEvent>): RunLogEvent => ({ id: 'e', kind: 'note', at: '2026-11-25T09:00:00.000Z', ...overrides });

test.each([
  ['planifiée', 'upcoming'],
  ['en cours', 'ongoing'],
  ['débriefing', 'ongoing'],
  ['terminée', 'past'],
  ['annulée', 'past'],
] as const)('a session « %s » is listed in %s', (status, bucket) => {
  expect(bucketOf(status)).toBe(bucket);
});

test('weeks start on Monday; coming sessions soonest first, past ones latest first, labelled in French', () => {
  expect(weekOf('2026-11-25T10:00:00')).toBe('2026-11-23');
  expect(weekOf('2026-11-29T23:00:00')).toBe('2026-11-23');
  expect(weekOf('2026-11-30T08:00:00')).toBe('2026-11-30');
  const lists = sessionLists([
    { starts_at: '2026-12-02T08:00:00', status: 'planifiée' as const },
    { starts_at: '2026-11-26T08:00:00', status: 'planifiée' as const },
    { starts_at: '2026-11-10T08:00:00', status: 'terminée' as const },
    { starts_at: '2026-11-20T08:00:00', status: 'annulée' as const },
  ]);
  expect(lists.upcoming.map((group) => [group.label, group.sessions.length])).toEqual([
    ['Semaine du 23 novembre 2026', 1],
    ['Semaine du 30 novembre 2026', 1],
  ]);
  expect(lists.past.map((group) => group.label)).toEqual(['Semaine du 16 novembre 2026', 'Semaine du 9 novembre 2026']);
  expect(lists.ongoing).toEqual([]);
});

test('the transitions the trainer may take leave from the current state', () => {
  expect(transitionsFrom('aggravation', graph).map((transition) => transition.to)).toEqual(graph.transitions.filter((t) => t.from === 'aggravation').map((t) => t.to));
  expect(transitionsFrom('stabilise', graph)).toEqual([]);
});

test('the phase under way and when it began', () => {
  const events = [event({ kind: 'phase_started', phase: 'briefing', at: '2026-11-25T09:00:00.000Z' }), event({ kind: 'phase_started', phase: 'scénario', at: '2026-11-25T09:15:00.000Z' })];
  expect(currentPhase(events)).toEqual({ phase: 'scénario', since: '2026-11-25T09:15:00.000Z' });
  expect(currentPhase([])).toBeNull();
});

test('journal lines use the graph’s names', () => {
  const transition = graph.transitions[0];
  expect(eventText(event({ kind: 'state_reached', state: 'initial' }), graph)).toBe('État atteint\u00a0: Détresse respiratoire modérée');
  expect(eventText(event({ kind: 'transition_taken', transition: transition?.id, from: transition?.from, to: transition?.to }), graph)).toContain(transition?.label ?? '');
  expect(eventText(event({ kind: 'note', text: 'Appel au médecin' }), graph)).toBe('Note\u00a0: Appel au médecin');
});

describe('who must not be filmed', () => {
  const person = (firstname: string, recording_consent: boolean, user_uid: string | null = firstname): SessionParticipant => ({
    user_uid,
    firstname,
    name: 'Petit',
    email: '',
    session_role: 'apprenant',
    confirmed_at: null,
    recording_consent,
  });
  test.each([
    ['everyone accepted', [person('Emma', true), person('Hugo', true)], []],
    ['one withdrew', [person('Emma', true), person('Hugo', false)], ['Hugo Petit']],
    ['a deleted account is nobody in the room', [person('', false, null), person('Emma', false)], ['Emma Petit']],
    ['a participant’s view has no list', null, []],
  ])('%s', (_case, participants, names) => {
    expect(notToFilm(participants)).toEqual(names);
  });

  test.each([
    [['Emma Petit'], 'Enregistrement\u00a0: Emma Petit n’a pas donné son accord. Ne filmez pas cette personne.'],
    [['Emma Petit', 'Hugo Martin'], 'Enregistrement\u00a0: Emma Petit et Hugo Martin n’ont pas donné leur accord. Ne filmez pas ces personnes.'],
    [['A B', 'C D', 'E F'], 'Enregistrement\u00a0: A B, C D et E F n’ont pas donné leur accord. Ne filmez pas ces personnes.'],
  ])('the warning for %j', (names, text) => {
    expect(teacherSessionMessages.recordingWarning(names)).toBe(text);
  });
});

describe('planFromDraft', () => {
  const scenarios: PlannableScenario[] = [{ id: 'sc-1', title: 'Bronchiolite', version: 3, own: true, author: 'Étienne Bernard', duration_minutes: 65, debrief_model: 'PEARLS' }];
  const draft: PlanDraft = { scenarioId: 'sc-1', version: '2', title: ' Bronchiolite — groupe 1 ', date: '2026-12-01', time: '09:30', duration: '90', place: ' Salle 1 ', participants: [{ uid: 'u-1', name: 'Emma Petit', session_role: 'apprenant' }] };
  test('a complete draft gives the body the API takes', () => {
    const result = planFromDraft(draft, scenarios);
    expect(result).toEqual({
      body: {
        scenario_id: 'sc-1',
        scenario_version: 2,
        title: 'Bronchiolite — groupe 1',
        starts_at: new Date('2026-12-01T09:30').toISOString(),
        duration_minutes: 90,
        place: 'Salle 1',
        participants: [{ uid: 'u-1', session_role: 'apprenant' }],
      },
    });
  });
  test.each([
    ['no scenario', { scenarioId: '' }, { scenarioId: 'Indiquez le champ «\u00a0Scénario\u00a0».' }],
    ['a version that does not exist', { version: '4' }, { version: 'Choisissez une version entre 1 et 3.' }],
    ['no title', { title: '  ' }, { title: 'Indiquez le champ «\u00a0Titre de la session\u00a0».' }],
    // Filled but too long: the limit is stated, never « Indiquez le champ ».
    ['a title of 10 000 characters', { title: 'T'.repeat(10_000) }, { title: 'Le champ «\u00a0Titre de la session\u00a0» est trop long\u00a0: 200\u00a0caractères au plus (10\u202f000 saisis).' }],
    ['a place of 201 characters', { place: 'S'.repeat(201) }, { place: 'Le champ «\u00a0Salle\u00a0» est trop long\u00a0: 200\u00a0caractères au plus (201 saisis).' }],
    ['no date', { date: '' }, { date: 'Indiquez une date et une heure valides.' }],
    ['a duration of 2 minutes', { duration: '2' }, { duration: 'La durée va de 5 à 1\u00a0440\u00a0minutes.' }],
  ])('%s is named', (_case, change, errors) => {
    expect(planFromDraft({ ...draft, ...change }, scenarios)).toEqual({ errors });
  });
  test('adding a group keeps those already there and their role', () => {
    const current = [{ uid: 'u-1', name: 'Emma Petit', session_role: 'observateur' as const }];
    expect(withParticipants(current, [{ uid: 'u-1', name: 'Emma Petit' }, { uid: 'u-2', name: 'Lucas Martin' }], 'apprenant')).toEqual([
      { uid: 'u-1', name: 'Emma Petit', session_role: 'observateur' },
      { uid: 'u-2', name: 'Lucas Martin', session_role: 'apprenant' },
    ]);
  });
});

test('the students CSV opens in a French spreadsheet: BOM, « ; », quoted when needed', () => {
  const csv = studentsCsv([{ uid: 'u', firstname: 'Emma', name: 'Petit; dite "Emmy"', email: 'e@x.fr', groups: ['IFSI 2A – groupe 1', 'Tutorat'], session_count: 2 }]);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1).split('\r\n')).toEqual(['Nom;Prénom;Adresse e-mail;Groupes;Sessions avec vous', '"Petit; dite ""Emmy""";Emma;e@x.fr;IFSI 2A – groupe 1 | Tutorat;2']);
});
