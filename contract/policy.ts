/**
 * Who may do what (docs/product.md §12), as data and one pure function. The server checks every request
 * with it (a route names its action; `decide` runs before validation), and the client reads the
 * same function to hide what would be refused: nothing is offered that the server would answer 403.
 *
 * Two levels:
 * - `decide(actor, action)`: may this person use this action at all (role, organisation state)?
 *   A "no" here is a 403 on the server.
 * - `can(actor, action, resource)`: and on this particular thing? Another organisation's or another
 *   person's resource is a "no" too, which the server answers 404 (never revealing it exists):
 *   repositories apply the same scoping in SQL, so such a row is simply not found.
 */
import type { Role } from './roles';

/** Every action of the API, named after its resource. */
export const ACTIONS = [
  'profile.read',
  'users.list',
  'users.invite',
  'users.update',
  'users.delete',
  'users.import',
  'tags.read',
  'tags.write',
  'organisation.read',
  'organisation.update',
  'documents.read',
  'documents.publish',
  'consents.give',
  'consents.withdraw',
  'subscription.read',
  'subscription.checkout',
  'operator.organisations',
  'operator.inactiveUsers',
  'operator.audit',
  'folders.manage',
  'scenarios.manage',
  'sessions.list',
  'sessions.create',
  'sessions.read',
  'sessions.lead',
  'sessions.assignTrainer',
  'sessions.revokeMonitorLink',
  'sessions.participate',
  'students.read',
  'me.manage',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Pages of the application that use no API action of their own, but have an audience all the same
 * (src/config/routes.ts names, for each protected page, the action it serves). The server knows
 * nothing of them: a route's `config.action` is always one of `ACTIONS`.
 */
export const PAGE_ACTIONS = [
  // The session's page of those who lead or oversee sessions; a student reads theirs on their own page.
  'pages.teacherSession',
] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];

/** What `decide` answers about: an API action, or a page's. */
export type PolicyAction = Action | PageAction;

const ALL: readonly Role[] = ['admin', 'hyperadmin', 'enseignant', 'etudiant'];
const ADMINS: readonly Role[] = ['admin'];
const TEACHER: readonly Role[] = ['enseignant'];
const OPERATOR: readonly Role[] = ['hyperadmin'];

/**
 * The roles whose own work each action is: the audience of the pages that serve it (the guard, the
 * menus). The hyperadmin is listed where the action is its own (its account, the operator's pages);
 * beyond them it does whatever an admin does, as an admin of any organisation (it passes
 * `organisation=<id>`: `roleMay`). It does not author scenarios or lead sessions.
 */
export const ACTION_ROLES: Readonly<Record<PolicyAction, readonly Role[]>> = {
  'profile.read': ALL,
  'users.list': ADMINS,
  'users.invite': ADMINS,
  'users.update': ADMINS,
  'users.delete': ADMINS,
  'users.import': ADMINS,
  'tags.read': ['admin', 'enseignant'],
  'tags.write': ADMINS,
  'organisation.read': ALL,
  'organisation.update': ADMINS,
  'documents.read': ALL,
  'documents.publish': ADMINS,
  'consents.give': ALL,
  'consents.withdraw': ALL,
  'subscription.read': ADMINS,
  'subscription.checkout': ADMINS,
  'operator.organisations': OPERATOR,
  'operator.inactiveUsers': OPERATOR,
  'operator.audit': OPERATOR,
  'folders.manage': TEACHER,
  'scenarios.manage': TEACHER,
  'sessions.list': ALL,
  'sessions.create': TEACHER,
  'sessions.read': ALL,
  'sessions.lead': TEACHER,
  // Handing a session to another teacher (its trainer left, or is away): the organisation's admin.
  'sessions.assignTrainer': ADMINS,
  // Darkening the room's screen: its trainer, and the organisation's admin (the trainer gone, away, or deleted).
  'sessions.revokeMonitorLink': ['enseignant', 'admin'],
  'sessions.participate': ['etudiant'],
  'students.read': TEACHER,
  'me.manage': ALL,
  'pages.teacherSession': ['enseignant', 'admin'],
};

/** May this role use this action: listed for it, or the hyperadmin where an admin may. */
function roleMay(role: Role, action: PolicyAction): boolean {
  const roles = ACTION_ROLES[action];
  return roles.includes(role) || (role === 'hyperadmin' && roles.includes('admin'));
}

/** The roles a page serving this action is for (its audience in the route table and the menus). */
export function audienceOf(action: PolicyAction): readonly Role[] {
  return ACTION_ROLES[action];
}

/**
 * What still answers for a member of an inactive organisation (docs/product.md §12): the profile, the
 * organisation, the subscription (admin), withdrawing a consent and the person's own data.
 * Everything else is 403 « Abonnement de l'organisation inactif. ».
 */
export const ACTIONS_WHEN_INACTIVE: ReadonlySet<PolicyAction> = new Set<PolicyAction>([
  'profile.read',
  'organisation.read',
  'subscription.read',
  'subscription.checkout',
  'consents.withdraw',
  'me.manage',
]);

/** The caller, as both sides know it: from the verified token and the profile row. */
export type Actor = {
  uid: string;
  role: Role;
  /** null for the hyperadmin and for free accounts. */
  organisationId: string | null;
  /** false only when the caller belongs to an organisation whose subscription is not active. */
  organisationActive: boolean;
};

export type Decision = { allowed: true } | { allowed: false; reason: 'role' | 'inactiveOrganisation' };

const ALLOWED: Decision = { allowed: true };

const INACTIVE: Decision = { allowed: false, reason: 'inactiveOrganisation' };

/**
 * Is this actor held by an inactive organisation: a member (not the hyperadmin, not a free account)
 * of an organisation whose subscription is not active?
 */
export function heldByInactiveOrganisation(actor: Actor): boolean {
  return actor.role !== 'hyperadmin' && actor.organisationId !== null && !actor.organisationActive;
}

/** May this actor use this action at all? Role first, then the organisation's state. */
export function decide(actor: Actor, action: PolicyAction): Decision {
  if (!roleMay(actor.role, action)) return { allowed: false, reason: 'role' };
  if (heldByInactiveOrganisation(actor) && !ACTIONS_WHEN_INACTIVE.has(action)) return INACTIVE;
  return ALLOWED;
}

/**
 * The operator opens every page of the application, whatever it serves, and before any organisation is asked
 * about (it belongs to none): the guard's step 4 (docs/product.md §4.3). On the API it still acts only where an
 * admin may (`roleMay`): a page it opens shows what those calls answer it.
 */
export function opensEveryPage(role: Role): boolean {
  return role === 'hyperadmin';
}

/**
 * May this actor open a page serving `action` (undefined: a page serving none, such as an unknown
 * path the router answers « Page introuvable »)? The organisation's state comes first here (docs/product.md §4.3:
 * step 7 before step 8): a member of an inactive organisation is sent to renew it or told it has
 * expired, whatever the page, rather than told that a page is not theirs; only what the policy keeps
 * open while inactive (`ACTIONS_WHEN_INACTIVE`, for the roles it is open to) still opens.
 */
export function decidePage(actor: Actor, action: PolicyAction | undefined): Decision {
  if (opensEveryPage(actor.role)) return ALLOWED;
  if (!heldByInactiveOrganisation(actor)) return action === undefined ? ALLOWED : decide(actor, action);
  return action !== undefined && decide(actor, action).allowed ? ALLOWED : INACTIVE;
}

/** The facts about one resource that decide access to it; give what the resource has. */
export type ResourceFacts = {
  /** The organisation the resource belongs to. */
  organisationId?: string | null;
  /** The person it is about or who owns it (a user, a dossier's or scenario's author, a consent's holder). */
  ownerUid?: string;
  /** The session's trainer; null when it has none (its trainer's account was deleted): nobody leads it then. */
  trainerUid?: string | null;
  /** The session's participants. */
  participantUids?: readonly string[];
  /** A scenario shared with the organisation's library. */
  shared?: boolean;
};

function sameOrganisation(actor: Actor, resource: ResourceFacts): boolean {
  if (actor.role === 'hyperadmin') return true;
  return resource.organisationId === undefined || resource.organisationId === actor.organisationId;
}

/** Rules that look at the resource itself, beyond its organisation. */
const RESOURCE_RULES: Partial<Record<Action, (actor: Actor, resource: ResourceFacts) => boolean>> = {
  'folders.manage': (actor, r) => r.ownerUid === undefined || r.ownerUid === actor.uid,
  // A shared scenario may be read (and copied) by any teacher of the organisation; only its author edits it.
  'scenarios.manage': (actor, r) => r.ownerUid === undefined || r.ownerUid === actor.uid,
  // Whoever has a view of the session reads it (`sessionViewFor`).
  'sessions.read': (actor, r) =>
    sessionViewFor(actor, { organisationId: r.organisationId ?? null, trainerUid: r.trainerUid ?? null, participantUids: r.participantUids ?? [] }) !== null,
  // An exact match: a session without a trainer is led by nobody until an admin hands it to a teacher.
  'sessions.lead': (actor, r) => r.trainerUid === undefined || (r.trainerUid !== null && r.trainerUid === actor.uid),
  'sessions.revokeMonitorLink': (actor, r) =>
    r.organisationId === undefined ||
    mayRevokeMonitorLink(sessionViewFor(actor, { organisationId: r.organisationId, trainerUid: r.trainerUid ?? null, participantUids: r.participantUids ?? [] })),
  'sessions.participate': (actor, r) => r.participantUids === undefined || r.participantUids.includes(actor.uid),
  'consents.withdraw': (actor, r) => r.ownerUid === undefined || r.ownerUid === actor.uid,
  'me.manage': (actor, r) => r.ownerUid === undefined || r.ownerUid === actor.uid,
};

/** What decides a caller's view of one session: its organisation, its trainer (null: none), its participants. */
export type SessionRelation = {
  organisationId: string | null;
  trainerUid: string | null;
  participantUids: readonly string[];
};

/** A caller's relation to one session: what they are shown of it. */
export type SessionView = 'trainer' | 'organisation' | 'participant';

/**
 * How a caller sees one session (the `viewer` of its detail): `trainer` (the graph, the checklist, the
 * notes, every evaluation, and leading it), `organisation` (its admin's oversight: the same reading,
 * and handing it to another teacher), `participant` (the briefing, their own part, their own results
 * once released), or null: not theirs to see (answered 404).
 *
 * The view follows the caller's relation to this session, never their role alone (docs/product.md §12.4): a
 * student promoted to teacher keeps the participant's view of the sessions they took part in. The
 * trainer is an exact match, and must still be one who may lead (a trainer demoted to student is not
 * shown the trainer's material); the organisation's admin oversees every session of it, those they
 * took part in included.
 */
export function sessionViewFor(actor: Actor, session: SessionRelation): SessionView | null {
  if (!decide(actor, 'sessions.read').allowed || !sameOrganisation(actor, session)) return null;
  if (session.trainerUid !== null && session.trainerUid === actor.uid && decide(actor, 'sessions.lead').allowed) return 'trainer';
  if (decide(actor, 'sessions.assignTrainer').allowed) return 'organisation';
  if (session.participantUids.includes(actor.uid)) return 'participant';
  return null;
}

/** Whose sessions a caller's list shows: those they lead, those they take part in, or all of the organisation's. */
export type SessionList = { view: 'trainer'; uid: string } | { view: 'participant'; uid: string } | { view: 'organisation' };

/**
 * The sessions list's filter, by the rules of `sessionViewFor` applied to every session at once: the
 * organisation's admin oversees them all, a teacher lists those they lead, a student those they take part in
 * (null: no list is theirs). The repository turns it into SQL; no role is tested anywhere else.
 */
export function sessionListFor(actor: Actor): SessionList | null {
  if (!decide(actor, 'sessions.list').allowed) return null;
  if (decide(actor, 'sessions.assignTrainer').allowed) return { view: 'organisation' };
  if (decide(actor, 'sessions.lead').allowed) return { view: 'trainer', uid: actor.uid };
  if (decide(actor, 'sessions.participate').allowed) return { view: 'participant', uid: actor.uid };
  return null;
}

/**
 * May a caller with this view of a session revoke its patient-monitor link: the trainer, and the
 * organisation's admin, who oversees every session of it — so a link outlives nobody's right to close it,
 * not even when the trainer's account was deleted. A participant never may.
 */
export function mayRevokeMonitorLink(view: SessionView | null): boolean {
  return view === 'trainer' || view === 'organisation';
}

/**
 * May `candidate` be handed this session to lead (`sessions.assignTrainer`, the admin's choice): an
 * enabled teacher of the session's own organisation, and nobody else (a deactivated account could not
 * sign in to lead it).
 */
export function canBeAssignedTrainer(
  candidate: Pick<Actor, 'role' | 'organisationId'> & { disabled: boolean },
  session: Pick<SessionRelation, 'organisationId'>,
): boolean {
  return !candidate.disabled && roleMay(candidate.role, 'sessions.lead') && candidate.organisationId !== null && candidate.organisationId === session.organisationId;
}

/** Whether a scenario may be read: its author, or any teacher of its organisation once shared. */
export function canReadScenario(actor: Actor, scenario: ResourceFacts): boolean {
  if (!decide(actor, 'scenarios.manage').allowed || !sameOrganisation(actor, scenario)) return false;
  return scenario.ownerUid === actor.uid || scenario.shared === true;
}

/** May this actor use this action on this resource (or, without one, at all)? */
export function can(actor: Actor, action: Action, resource: ResourceFacts = {}): boolean {
  if (!decide(actor, action).allowed) return false;
  if (!sameOrganisation(actor, resource)) return false;
  return RESOURCE_RULES[action]?.(actor, resource) ?? true;
}

/** The actor for a signed-in user of the client, from the profile and the organisation check. */
export function actorOf(user: { uid: string; role: Role; uid_organisation: string | null }, organisationActive: boolean): Actor {
  return { uid: user.uid, role: user.role, organisationId: user.uid_organisation, organisationActive };
}

/**
 * What decides who may watch a session's recordings (docs/product.md « Enregistrements vidéo »): the session's
 * relation, its co-trainers, and its results' release with the window the trainer set (`from`, `until`: null
 * when open on that side; `releasedAt` null: not released).
 */
export type RecordingAudience = SessionRelation & {
  /** Teachers who lead it beside its trainer (the co-evaluator); empty when it has none. */
  coTrainerUids: readonly string[];
  releasedAt: string | null;
  releaseFrom: string | null;
  releaseUntil: string | null;
};

/**
 * May this caller watch the recordings of this session at `now`? Its trainer and co-trainers (still ones who may
 * lead), and the organisation's admin, always; a participant (a student filmed or watching) only once the results
 * are released and inside the release window; nobody else, nor anyone of another organisation (the server answers
 * those 404, as for the session itself). A participant outside the window is shown no recording, not refused:
 * like their results, there are simply none to see yet.
 */
export function mayWatchRecordings(actor: Actor, session: RecordingAudience, now: Date): boolean {
  const view = sessionViewFor(actor, session);
  if (view === 'trainer' || view === 'organisation') return true;
  const coTrainer = session.coTrainerUids.includes(actor.uid) && decide(actor, 'sessions.lead').allowed;
  if (coTrainer && decide(actor, 'sessions.read').allowed && sameOrganisation(actor, session)) return true;
  if (view !== 'participant' || session.releasedAt === null) return false;
  const time = now.getTime();
  if (session.releaseFrom !== null && time < Date.parse(session.releaseFrom)) return false;
  return session.releaseUntil === null || time < Date.parse(session.releaseUntil);
}
