/**
 * @jest-environment node
 */
/**
 * Who leads a session and how each caller sees it (docs/api.md, docs/product.md §12.4): the trainer is an exact
 * match, a session without one is led by nobody until an admin hands it over, and the view follows
 * the caller's relation to the session, not their role. Expectations written out by hand.
 */
import { can, canBeAssignedTrainer, decide, sessionListFor, sessionViewFor, type Actor, type SessionList, type SessionRelation } from '../../contract/policy';
import type { Role } from '../../contract/roles';

const ORG = 'org-a';
const OTHER = 'org-b';

const actor = (role: Role, uid: string, fields: Partial<Actor> = {}): Actor => ({
  uid,
  role,
  organisationId: role === 'hyperadmin' ? null : ORG,
  organisationActive: true,
  ...fields,
});

const teacher = actor('enseignant', 'prof');
const colleague = actor('enseignant', 'collegue');
// A student promoted to teacher: same uid, now a teacher, once a participant.
const promoted = actor('enseignant', 'ancien-etudiant');
const student = actor('etudiant', 'etu');
// A teacher demoted to student who is still recorded as a session's trainer.
const demoted = actor('etudiant', 'prof');
const admin = actor('admin', 'adm');
const otherAdmin = actor('admin', 'adm-b', { organisationId: OTHER });
const hyper = actor('hyperadmin', 'hyper');
const inactiveTeacher = actor('enseignant', 'prof', { organisationActive: false });
const teacherElsewhere = actor('enseignant', 'prof', { organisationId: OTHER });

const session = (trainerUid: string | null, participantUids: readonly string[] = [], organisationId = ORG): SessionRelation => ({
  organisationId,
  trainerUid,
  participantUids,
});

describe('sessions.lead: the trainer is an exact match', () => {
  it.each<[string, Actor, SessionRelation | Record<string, never>, boolean]>([
    ['its trainer', teacher, session('prof'), true],
    ["a colleague of its trainer", colleague, session('prof'), false],
    ['a teacher, the session having no trainer', teacher, session(null), false],
    ['a colleague, the session having no trainer', colleague, session(null, ['etu']), false],
    ['a teacher who took part in it, with no trainer', promoted, session(null, ['ancien-etudiant']), false],
    ['the admin of its organisation, no trainer', admin, session(null), false],
    ['the hyperadmin, no trainer', hyper, session(null), false],
    ['its trainer, from another organisation', teacherElsewhere, session('prof'), false],
    ['its trainer, organisation inactive', inactiveTeacher, session('prof'), false],
    // Without a session: may this person lead sessions at all (the contract `can` keeps for other callers).
    ['a teacher, no session given', teacher, {}, true],
    ['an admin, no session given', admin, {}, false],
  ])('%s → %s', (_who, who, facts, expected) => {
    expect(can(who, 'sessions.lead', facts)).toBe(expected);
  });
});

describe('sessions.assignTrainer: the admin hands a session to a teacher', () => {
  it.each<[string, Actor, string, boolean]>([
    ['the admin of its organisation', admin, ORG, true],
    ['an admin of another organisation', otherAdmin, ORG, false],
    ['the hyperadmin', hyper, ORG, true],
    ['its former trainer', teacher, ORG, false],
    ['a student', student, ORG, false],
    ['the admin of an inactive organisation', actor('admin', 'adm', { organisationActive: false }), ORG, false],
  ])('%s → %s', (_who, who, organisationId, expected) => {
    expect(can(who, 'sessions.assignTrainer', { organisationId, trainerUid: null, participantUids: [] })).toBe(expected);
  });

  it.each<[string, Pick<Actor, 'role' | 'organisationId'> & { disabled: boolean }, boolean]>([
    ['a teacher of its organisation', { role: 'enseignant', organisationId: ORG, disabled: false }, true],
    ['a deactivated teacher of its organisation', { role: 'enseignant', organisationId: ORG, disabled: true }, false],
    ['a teacher of another organisation', { role: 'enseignant', organisationId: OTHER, disabled: false }, false],
    ['a teacher with a free account', { role: 'enseignant', organisationId: null, disabled: false }, false],
    ['a student of its organisation', { role: 'etudiant', organisationId: ORG, disabled: false }, false],
    ['an admin of its organisation', { role: 'admin', organisationId: ORG, disabled: false }, false],
    ['the hyperadmin', { role: 'hyperadmin', organisationId: null, disabled: false }, false],
  ])('may be handed the session: %s → %s', (_who, candidate, expected) => {
    expect(canBeAssignedTrainer(candidate, { organisationId: ORG })).toBe(expected);
  });
});

describe('sessionViewFor: the view follows the relation to the session', () => {
  const rows: [string, Actor, SessionRelation, ReturnType<typeof sessionViewFor>][] = [
    ['its trainer', teacher, session('prof', ['etu']), 'trainer'],
    ['its trainer, also listed as a participant', teacher, session('prof', ['prof']), 'trainer'],
    ["a colleague of its trainer", colleague, session('prof', ['etu']), null],
    ['a teacher, the session having no trainer', teacher, session(null, ['etu']), null],
    ['a student promoted to teacher, who took part in it', promoted, session('prof', ['ancien-etudiant']), 'participant'],
    ['a student promoted to teacher, who took part in it, no trainer', promoted, session(null, ['ancien-etudiant']), 'participant'],
    ['a participant', student, session('prof', ['etu']), 'participant'],
    ['a student who is not a participant', student, session('prof', ['autre']), null],
    ['a teacher demoted to student, still its recorded trainer', demoted, session('prof', ['etu']), null],
    ['a teacher demoted to student, its trainer and a participant', demoted, session('prof', ['prof']), 'participant'],
    ['the admin of its organisation', admin, session('prof', ['etu']), 'organisation'],
    ['the admin of its organisation, no trainer', admin, session(null), 'organisation'],
    ['the admin of its organisation, who took part in it', admin, session('prof', ['adm']), 'organisation'],
    ['an admin of another organisation', otherAdmin, session('prof', ['adm-b']), null],
    ['the hyperadmin', hyper, session('prof', [], OTHER), 'organisation'],
    ['its trainer, from another organisation', teacherElsewhere, session('prof', ['prof']), null],
    ['its trainer, organisation inactive', inactiveTeacher, session('prof'), null],
    ['a participant of another organisation', actor('etudiant', 'etu', { organisationId: OTHER }), session('prof', ['etu']), null],
  ];

  it.each(rows)('%s → %s', (_who, who, facts, expected) => {
    expect(sessionViewFor(who, facts)).toBe(expected);
  });

  // One home: reading a session (404 otherwise) is having a view of it.
  it.each(rows)('%s may read it exactly when they have a view', (_who, who, facts) => {
    expect(can(who, 'sessions.read', facts)).toBe(sessionViewFor(who, facts) !== null);
  });

  it('gives the trainer view only to whom the policy lets lead the session', () => {
    for (const [, who, facts] of rows) {
      if (sessionViewFor(who, facts) === 'trainer') expect(can(who, 'sessions.lead', facts)).toBe(true);
    }
  });

  it('gives the organisation view only to whom the policy lets hand the session over', () => {
    for (const [, who, facts] of rows) {
      if (sessionViewFor(who, facts) === 'organisation') expect(decide(who, 'sessions.assignTrainer').allowed).toBe(true);
    }
  });
});

describe('sessionListFor: whose sessions a list shows', () => {
  it.each<[string, Actor, SessionList | null]>([
    ['the admin', admin, { view: 'organisation' }],
    ['the hyperadmin (in the organisation it names)', hyper, { view: 'organisation' }],
    ['a teacher: those they lead', teacher, { view: 'trainer', uid: 'prof' }],
    ['a student promoted to teacher: those they lead', promoted, { view: 'trainer', uid: 'ancien-etudiant' }],
    ['a student: those they take part in', student, { view: 'participant', uid: 'etu' }],
    ['a teacher demoted to student: those they take part in', demoted, { view: 'participant', uid: 'prof' }],
    ['a teacher of an inactive organisation: none', inactiveTeacher, null],
  ])('%s', (_who, who, expected) => {
    expect(sessionListFor(who)).toEqual(expected);
  });

  const listed = (list: SessionList, facts: SessionRelation) =>
    list.view === 'organisation' || (list.view === 'trainer' ? facts.trainerUid === list.uid : facts.participantUids.includes(list.uid));

  // One home: a session the list shows opens, on its own page, with the view the list was drawn by.
  it('shows a session only to whom the policy gives that very view of it', () => {
    const people = [teacher, colleague, promoted, student, demoted, admin, hyper];
    const sessions = [session('prof'), session('prof', ['etu', 'ancien-etudiant']), session(null, ['prof']), session('collegue', ['etu'])];
    const checked = people.flatMap((who) =>
      sessions.flatMap((facts) => {
        const list = sessionListFor(who);
        return list && listed(list, facts) ? [[who.uid, sessionViewFor(who, facts) === list.view]] : [];
      }),
    );
    expect(checked.length).toBeGreaterThan(10);
    expect(checked.filter(([, same]) => !same)).toEqual([]);
  });
});
