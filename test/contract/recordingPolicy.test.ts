/**
 * @jest-environment node
 */
/**
 * Who may watch a session's recordings (contract/policy.ts `mayWatchRecordings`) and the recording rules
 * (contract/recordingRules.ts), as tables. Expectations written out by hand.
 */
import { mayWatchRecordings, type Actor, type RecordingAudience } from '../../contract/policy';
import { frenchList, partRanges, partsCheck, recordingMayStart, withoutRecordingConsent, type ConsentFacts } from '../../contract/recordingRules';
import type { Role, SessionStatus } from '../../contract/roles';

const ORG = 'org-a';
const OTHER = 'org-b';
const NOW = new Date('2026-12-07T12:00:00Z');
const actor = (role: Role, uid: string, fields: Partial<Actor> = {}): Actor => ({
  uid,
  role,
  organisationId: role === 'hyperadmin' ? null : ORG,
  organisationActive: true,
  ...fields,
});

const base: RecordingAudience = {
  organisationId: ORG,
  trainerUid: 'prof',
  participantUids: ['etu'],
  coTrainerUids: ['coprof'],
  releasedAt: null,
  releaseFrom: null,
  releaseUntil: null,
};
const released = { releasedAt: '2026-12-01T08:00:00Z' };

describe('mayWatchRecordings', () => {
  const rows: [who: string, caller: Actor, session: Partial<RecordingAudience>, may: boolean][] = [
    ['the trainer', actor('enseignant', 'prof'), {}, true],
    ['a co-trainer', actor('enseignant', 'coprof'), {}, true],
    ['the organisation’s admin', actor('admin', 'adm'), {}, true],
    ['the operator', actor('hyperadmin', 'hyper'), {}, true],
    ['another teacher of the organisation', actor('enseignant', 'collegue'), released, false],
    ['a participant before the release', actor('etudiant', 'etu'), {}, false],
    ['a participant once released, no window', actor('etudiant', 'etu'), released, true],
    ['a participant inside the window', actor('etudiant', 'etu'), { ...released, releaseFrom: '2026-12-07T00:00:00Z', releaseUntil: '2026-12-08T00:00:00Z' }, true],
    ['a participant before the window opens', actor('etudiant', 'etu'), { ...released, releaseFrom: '2026-12-07T12:00:01Z' }, false],
    ['a participant once the window has closed', actor('etudiant', 'etu'), { ...released, releaseUntil: '2026-12-07T12:00:00Z' }, false],
    ['a student who did not take part, released', actor('etudiant', 'autre'), released, false],
    ['the trainer, of another organisation', actor('enseignant', 'prof', { organisationId: OTHER }), {}, false],
    ['an admin of another organisation', actor('admin', 'adm-b', { organisationId: OTHER }), {}, false],
    ['a participant of another organisation', actor('etudiant', 'etu', { organisationId: OTHER }), released, false],
    ['a co-trainer demoted to student', actor('etudiant', 'coprof'), released, false],
    ['a trainer demoted to student (not a participant)', actor('etudiant', 'prof'), released, false],
    ['the trainer of an inactive organisation', actor('enseignant', 'prof', { organisationActive: false }), {}, false],
    ['a participant of an inactive organisation', actor('etudiant', 'etu', { organisationActive: false }), released, false],
    ['anyone, of a session without a trainer: the admin still', actor('admin', 'adm'), { trainerUid: null }, true],
    ['anyone, of a session without a trainer: no teacher leads it', actor('enseignant', 'prof'), { trainerUid: null }, false],
  ];
  it.each(rows)('%s: %#', (_who, caller, session, may) => {
    expect(mayWatchRecordings(caller, { ...base, ...session }, NOW)).toBe(may);
  });
});

describe('recordingMayStart', () => {
  const rows: [SessionStatus, boolean][] = [
    ['planifiée', false],
    ['en cours', true],
    ['débriefing', true],
    ['terminée', false],
    ['annulée', false],
  ];
  it.each(rows)('%s → %s', (status, may) => expect(recordingMayStart(status)).toBe(may));
});

describe('withoutRecordingConsent', () => {
  const person = (uid: string | null, name: string, session_role: ConsentFacts['session_role'], record_auth: boolean): ConsentFacts => ({
    uid,
    firstname: name,
    name: 'Nom',
    session_role,
    record_auth,
  });
  const rows: [label: string, people: ConsentFacts[], names: string[]][] = [
    ['everybody consented', [person('a', 'Ana', 'apprenant', true), person('b', 'Bob', 'observateur', true)], []],
    ['a learner has not', [person('a', 'Ana', 'apprenant', false), person('b', 'Bob', 'observateur', true)], ['Ana Nom']],
    ['an observer has not', [person('a', 'Ana', 'apprenant', true), person('b', 'Bob', 'observateur', false)], ['Bob Nom']],
    ['a simulated patient is an actor, not asked', [person('c', 'Cléo', 'patient simulé', false)], []],
    ['an erased account is nobody', [person(null, '', 'apprenant', false)], []],
    ['several, in order', [person('a', 'Ana', 'apprenant', false), person('b', 'Bob', 'observateur', false)], ['Ana Nom', 'Bob Nom']],
  ];
  it.each(rows)('%s', (_label, people, names) => expect(withoutRecordingConsent(people)).toEqual(names));
});

describe('frenchList', () => {
  it.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A et B'],
    [['A', 'B', 'C'], 'A, B et C'],
  ])('%j → « %s »', (items, text) => expect(frenchList(items)).toBe(text));
});

describe('partsCheck', () => {
  const rows: [count: number, received: number[], missing: number[], beyond: number[]][] = [
    [3, [1, 2, 3], [], []],
    [3, [3, 1, 2], [], []],
    [3, [1, 3], [2], []],
    [3, [], [1, 2, 3], []],
    [2, [1, 2, 3, 5], [], [3, 5]],
    [4, [1, 2, 5], [3, 4], [5]],
  ];
  it.each(rows)('%i parts announced, %j received', (count, received, missing, beyond) => expect(partsCheck(count, received)).toEqual({ missing, beyond }));
});

describe('partRanges', () => {
  it.each([
    [[2], '2'],
    [[1, 2, 3, 7], '1 à 3, 7'],
    [[9, 8, 1], '1, 8 à 9'],
    [[1, 3, 5, 7, 9, 11, 13], '1, 3, 5, 7, 9, …'],
  ])('%j → « %s »', (numbers, text) => expect(partRanges(numbers)).toBe(text));
});
