/**
 * @jest-environment node
 */
import {
  ACTIONS,
  actorOf,
  audienceOf,
  can,
  canReadScenario,
  decide,
  decidePage,
  PAGE_ACTIONS,
  type Action,
  type Actor,
  type PolicyAction,
} from '../../contract/policy';
import type { Role } from '../../contract/roles';

const ORG = 'org-a';
const OTHER = 'org-b';

const actor = (role: Role, fields: Partial<Actor> = {}): Actor => ({
  uid: `${role}-1`,
  role,
  organisationId: role === 'hyperadmin' ? null : ORG,
  organisationActive: true,
  ...fields,
});

// The rules of docs/product.md §12, written out by hand: A = allowed, R = refused for the role.
// Columns: admin, hyperadmin, enseignant, etudiant.
const ROLE_TABLE: ReadonlyArray<[Action, string]> = [
  ['profile.read', 'AAAA'],
  ['users.list', 'AARR'],
  ['users.invite', 'AARR'],
  ['users.update', 'AARR'],
  ['users.delete', 'AARR'],
  ['users.import', 'AARR'],
  ['tags.read', 'AAAR'],
  ['tags.write', 'AARR'],
  ['organisation.read', 'AAAA'],
  ['organisation.update', 'AARR'],
  ['documents.read', 'AAAA'],
  ['documents.publish', 'AARR'],
  ['consents.give', 'AAAA'],
  ['consents.withdraw', 'AAAA'],
  ['subscription.read', 'AARR'],
  ['subscription.checkout', 'AARR'],
  ['operator.organisations', 'RARR'],
  ['operator.inactiveUsers', 'RARR'],
  ['operator.audit', 'RARR'],
  ['folders.manage', 'RRAR'],
  ['scenarios.manage', 'RRAR'],
  ['sessions.list', 'AAAA'],
  ['sessions.create', 'RRAR'],
  ['sessions.read', 'AAAA'],
  ['sessions.lead', 'RRAR'],
  ['sessions.assignTrainer', 'AARR'],
  ['sessions.revokeMonitorLink', 'AAAR'],
  ['sessions.participate', 'RRRA'],
  ['students.read', 'RRAR'],
  ['me.manage', 'AAAA'],
];

const ROLE_ORDER: readonly Role[] = ['admin', 'hyperadmin', 'enseignant', 'etudiant'];

describe('decide: roles (docs/product.md §12)', () => {
  it('covers every action of the contract', () => {
    expect(ROLE_TABLE.map(([action]) => action).sort()).toEqual([...ACTIONS].sort());
  });

  const rows = ROLE_TABLE.flatMap(([action, cells]) =>
    ROLE_ORDER.map((role, index) => [action, role, cells[index] === 'A'] as const),
  );
  it.each(rows)('%s by %s → allowed %s', (action, role, allowed) => {
    expect(decide(actor(role), action).allowed).toBe(allowed);
  });
});

// What a member of an inactive organisation keeps (docs/product.md §12): written out, not read from the policy.
const STILL_ANSWERING_WHEN_INACTIVE: readonly Action[] = [
  'profile.read',
  'organisation.read',
  'subscription.read',
  'subscription.checkout',
  'consents.withdraw',
  'me.manage',
];

describe('decide: inactive organisation', () => {
  const rows = ACTIONS.flatMap((action) => (['admin', 'enseignant', 'etudiant'] as const).map((role) => [action, role] as const));
  it.each(rows)('%s by %s of an inactive organisation', (action, role) => {
    const decision = decide(actor(role, { organisationActive: false }), action);
    const roleAllows = decide(actor(role), action).allowed;
    if (!roleAllows) expect(decision).toEqual({ allowed: false, reason: 'role' });
    else if (STILL_ANSWERING_WHEN_INACTIVE.includes(action)) expect(decision).toEqual({ allowed: true });
    else expect(decision).toEqual({ allowed: false, reason: 'inactiveOrganisation' });
  });

  it('never stops the hyperadmin, nor a free account with no organisation', () => {
    expect(decide(actor('hyperadmin', { organisationActive: false }), 'operator.audit').allowed).toBe(true);
    expect(decide(actor('enseignant', { organisationId: null, organisationActive: false }), 'folders.manage').allowed).toBe(true);
  });
});

// Pages that use no API action of their own: the same reading, A = allowed, R = refused for the role.
const PAGE_TABLE: ReadonlyArray<[PolicyAction, string]> = [['pages.teacherSession', 'AAAR']];

describe('decide: the pages of their own', () => {
  it('covers every page action', () => {
    expect(PAGE_TABLE.map(([action]) => action).sort()).toEqual([...PAGE_ACTIONS].sort());
  });

  const rows = PAGE_TABLE.flatMap(([action, cells]) => ROLE_ORDER.map((role, index) => [action, role, cells[index] === 'A'] as const));
  it.each(rows)('%s by %s → allowed %s', (action, role, allowed) => {
    expect(decide(actor(role), action).allowed).toBe(allowed);
  });

  it('is never an action a server route may name', () => {
    for (const page of PAGE_ACTIONS) expect((ACTIONS as readonly string[]).includes(page)).toBe(false);
  });
});

// The audience a page serving the action is for (the menus, the route table): the hyperadmin's own
// work only, though it may do whatever an admin does.
describe('audienceOf', () => {
  it.each<[PolicyAction, Role[]]>([
    ['users.list', ['admin']],
    ['subscription.checkout', ['admin']],
    ['operator.organisations', ['hyperadmin']],
    ['profile.read', ['admin', 'hyperadmin', 'enseignant', 'etudiant']],
    ['sessions.lead', ['enseignant']],
    ['sessions.participate', ['etudiant']],
    ['pages.teacherSession', ['enseignant', 'admin']],
  ])('%s is for %j', (action, roles) => {
    expect(audienceOf(action)).toEqual(roles);
  });

  it.each([...ACTIONS, ...PAGE_ACTIONS])('%s: everyone of its audience may use it', (action) => {
    for (const role of audienceOf(action)) expect(decide(actor(role), action).allowed).toBe(true);
  });
});

// What a page answers (docs/product.md §4.3 steps 7 and 8): the organisation's state before the role.
describe('decidePage', () => {
  const INACTIVE = { allowed: false, reason: 'inactiveOrganisation' };
  const ROLE = { allowed: false, reason: 'role' };
  const OK = { allowed: true };
  const inactive = (role: Role) => actor(role, { organisationActive: false });
  it.each<[string, Actor, PolicyAction | undefined, object]>([
    ['an admin, its users', actor('admin'), 'users.list', OK],
    ["an admin, a teacher's page", actor('admin'), 'students.read', ROLE],
    ['a teacher, an unknown page', actor('enseignant'), undefined, OK],
    ['an admin of an inactive organisation, its subscription', inactive('admin'), 'subscription.read', OK],
    ['an admin of an inactive organisation, the renewal', inactive('admin'), 'subscription.checkout', OK],
    ['an admin of an inactive organisation, its account', inactive('admin'), 'profile.read', OK],
    ['an admin of an inactive organisation, its users', inactive('admin'), 'users.list', INACTIVE],
    ["an admin of an inactive organisation, the operator's page", inactive('admin'), 'operator.organisations', INACTIVE],
    ['an admin of an inactive organisation, an unknown page', inactive('admin'), undefined, INACTIVE],
    ['a teacher of an inactive organisation, the subscription', inactive('enseignant'), 'subscription.read', INACTIVE],
    ['a teacher of an inactive organisation, its sessions', inactive('enseignant'), 'sessions.lead', INACTIVE],
    ['a student of an inactive organisation, its account', inactive('etudiant'), 'profile.read', OK],
    ['a student of an inactive organisation, an unknown page', inactive('etudiant'), undefined, INACTIVE],
    ['the hyperadmin, told inactive, an admin page', inactive('hyperadmin'), 'users.list', OK],
    // It opens every page (the guard's step 4), a teacher's and a student's too.
    ["the hyperadmin, a teacher's page", actor('hyperadmin'), 'scenarios.manage', OK],
    ["the hyperadmin, a student's page", actor('hyperadmin'), 'sessions.participate', OK],
    ['a free teacher, told inactive, its dossiers', actor('enseignant', { organisationId: null, organisationActive: false }), 'folders.manage', OK],
  ])('%s → %j', (_who, who, action, expected) => {
    expect(decidePage(who, action)).toEqual(expected);
  });
});

describe('can: the resource itself', () => {
  const teacher = actor('enseignant');
  const student = actor('etudiant');
  const admin = actor('admin');
  const hyper = actor('hyperadmin');

  it.each([
    ['admin, own organisation', admin, 'users.update', { organisationId: ORG }, true],
    ['admin, other organisation', admin, 'users.update', { organisationId: OTHER }, false],
    ['hyperadmin, any organisation', hyper, 'users.update', { organisationId: OTHER }, true],
    ['teacher, own dossier', teacher, 'folders.manage', { organisationId: ORG, ownerUid: teacher.uid }, true],
    ["teacher, a colleague's dossier", teacher, 'folders.manage', { organisationId: ORG, ownerUid: 'enseignant-2' }, false],
    ['teacher, session they lead', teacher, 'sessions.lead', { organisationId: ORG, trainerUid: teacher.uid }, true],
    ["teacher, a colleague's session", teacher, 'sessions.lead', { organisationId: ORG, trainerUid: 'enseignant-2' }, false],
    ['teacher reads a session they lead', teacher, 'sessions.read', { organisationId: ORG, trainerUid: teacher.uid, participantUids: [] }, true],
    ["teacher reads a colleague's session", teacher, 'sessions.read', { organisationId: ORG, trainerUid: 'enseignant-2', participantUids: [] }, false],
    ['student reads a session they take part in', student, 'sessions.read', { organisationId: ORG, trainerUid: 'x', participantUids: [student.uid] }, true],
    ['student reads another session', student, 'sessions.read', { organisationId: ORG, trainerUid: 'x', participantUids: ['etudiant-2'] }, false],
    ['student confirms a session they take part in', student, 'sessions.participate', { organisationId: ORG, participantUids: [student.uid] }, true],
    ['student confirms a session of another organisation', student, 'sessions.participate', { organisationId: OTHER, participantUids: [student.uid] }, false],
    ['admin reads any session of the organisation', admin, 'sessions.read', { organisationId: ORG, trainerUid: 'x', participantUids: [] }, true],
    ['admin reads a session of another organisation', admin, 'sessions.read', { organisationId: OTHER, trainerUid: 'x', participantUids: [] }, false],
    ["someone withdraws another person's consent", student, 'consents.withdraw', { organisationId: ORG, ownerUid: 'etudiant-2' }, false],
  ] as const)('%s → %s', (_label, who, action, resource, expected) => {
    expect(can(who, action, resource)).toBe(expected);
  });

  it.each([
    ['its author', teacher, { organisationId: ORG, ownerUid: teacher.uid, shared: false }, true],
    ['a colleague, private', actor('enseignant', { uid: 'enseignant-2' }), { organisationId: ORG, ownerUid: teacher.uid, shared: false }, false],
    ['a colleague, shared', actor('enseignant', { uid: 'enseignant-2' }), { organisationId: ORG, ownerUid: teacher.uid, shared: true }, true],
    ['a teacher of another organisation, shared', actor('enseignant', { organisationId: OTHER }), { organisationId: ORG, ownerUid: teacher.uid, shared: true }, false],
    ['a student, shared', student, { organisationId: ORG, ownerUid: teacher.uid, shared: true }, false],
  ] as const)('a scenario is readable by %s → %s', (_label, who, scenario, expected) => {
    expect(canReadScenario(who, scenario)).toBe(expected);
  });
});

describe('actorOf', () => {
  it('builds the actor from a signed-in user and the organisation check', () => {
    expect(actorOf({ uid: 'u', role: 'admin', uid_organisation: ORG }, false)).toEqual({
      uid: 'u',
      role: 'admin',
      organisationId: ORG,
      organisationActive: false,
    });
  });
});
