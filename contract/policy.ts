/**
 * Who may do what (features.md §3), as data and one pure function. The server checks every request
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
  'sessions.participate',
  'students.read',
  'me.manage',
] as const;
export type Action = (typeof ACTIONS)[number];

const ALL: readonly Role[] = ['admin', 'hyperadmin', 'enseignant', 'etudiant'];
const ADMINS: readonly Role[] = ['admin', 'hyperadmin'];
const TEACHER: readonly Role[] = ['enseignant'];
const OPERATOR: readonly Role[] = ['hyperadmin'];

/**
 * The roles each action is open to. The hyperadmin acts as an admin of any organisation (it passes
 * `organisation=<id>`) and runs the operator's pages; it does not author scenarios or lead sessions.
 */
export const ACTION_ROLES: Readonly<Record<Action, readonly Role[]>> = {
  'profile.read': ALL,
  'users.list': ADMINS,
  'users.invite': ADMINS,
  'users.update': ADMINS,
  'users.delete': ADMINS,
  'users.import': ADMINS,
  'tags.read': ['admin', 'hyperadmin', 'enseignant'],
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
  'sessions.list': ['admin', 'hyperadmin', 'enseignant', 'etudiant'],
  'sessions.create': TEACHER,
  'sessions.read': ['admin', 'hyperadmin', 'enseignant', 'etudiant'],
  'sessions.lead': TEACHER,
  'sessions.participate': ['etudiant'],
  'students.read': TEACHER,
  'me.manage': ALL,
};

/**
 * What still answers for a member of an inactive organisation (features.md §3): the profile, the
 * organisation, the subscription (admin), withdrawing a consent and the person's own data.
 * Everything else is 403 « Abonnement de l'organisation inactif. ».
 */
export const ACTIONS_WHEN_INACTIVE: ReadonlySet<Action> = new Set<Action>([
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

/** May this actor use this action at all? Role first, then the organisation's state. */
export function decide(actor: Actor, action: Action): Decision {
  if (!ACTION_ROLES[action].includes(actor.role)) return { allowed: false, reason: 'role' };
  if (actor.role !== 'hyperadmin' && actor.organisationId !== null && !actor.organisationActive && !ACTIONS_WHEN_INACTIVE.has(action)) {
    return { allowed: false, reason: 'inactiveOrganisation' };
  }
  return ALLOWED;
}

/** The facts about one resource that decide access to it; give what the resource has. */
export type ResourceFacts = {
  /** The organisation the resource belongs to. */
  organisationId?: string | null;
  /** The person it is about or who owns it (a user, a dossier's or scenario's author, a consent's holder). */
  ownerUid?: string;
  /** The session's trainer. */
  trainerUid?: string;
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
  'sessions.read': (actor, r) =>
    actor.role === 'admin' ||
    actor.role === 'hyperadmin' ||
    r.trainerUid === actor.uid ||
    (r.participantUids?.includes(actor.uid) ?? false),
  'sessions.lead': (actor, r) => r.trainerUid === undefined || r.trainerUid === actor.uid,
  'sessions.participate': (actor, r) => r.participantUids === undefined || r.participantUids.includes(actor.uid),
  'consents.withdraw': (actor, r) => r.ownerUid === undefined || r.ownerUid === actor.uid,
  'me.manage': (actor, r) => r.ownerUid === undefined || r.ownerUid === actor.uid,
};

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
