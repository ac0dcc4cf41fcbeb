/**
 * The vocabulary both sides share: who a user can be, and the values of the domain's closed lists
 * (docs/product.md §10). Pure data, no dependency: the browser bundle imports it freely.
 */
export const ROLES = ['admin', 'hyperadmin', 'enseignant', 'etudiant'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** `organisation`: a member of a paying organisation; `gratuit`: a free account with no organisation. */
export const ACCOUNT_TYPES = ['organisation', 'gratuit'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A session's life (docs/product.md §10); the status machine lives with the sessions schema. */
export const SESSION_STATUSES = ['planifiée', 'en cours', 'débriefing', 'terminée', 'annulée'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SESSION_ROLES = ['apprenant', 'observateur', 'patient simulé'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

/**
 * What the run log records (docs/product.md §14): `paused`/`resumed` stop and restart the scenario clock and
 * the `délai` countdowns; a `correction` puts the patient back in a state after a mistaken click (the
 * log is never edited, an event is never deleted).
 */
export const RUN_LOG_KINDS = ['phase_started', 'state_reached', 'transition_taken', 'note', 'paused', 'resumed', 'correction', 'vitals_changed', 'action'] as const;
export type RunLogKind = (typeof RUN_LOG_KINDS)[number];

/** The quick note's preset tags on the running screen. */
export const NOTE_TAGS = ['geste', 'communication', 'erreur', 'leadership', 'sécurité', 'raisonnement'] as const;
export type NoteTag = (typeof NOTE_TAGS)[number];

/** The patient a scenario simulates: it chooses the monitor's normal ranges (contract/vitals.ts). */
export const POPULATIONS = ['adulte', 'enfant', 'nourrisson'] as const;
export type Population = (typeof POPULATIONS)[number];

/** A state of the expected course (docs/product.md §14): to reach (maybe within a limit) or to avoid. */
export const EXPECTATIONS = ['à atteindre', 'à éviter'] as const;
export type Expectation = (typeof EXPECTATIONS)[number];

export const DEBRIEF_MODELS = ['PEARLS', 'GAS', 'réaction/analyse/synthèse'] as const;
export type DebriefModel = (typeof DEBRIEF_MODELS)[number];

export const STATE_KINDS = ['initial', 'intermédiaire', 'final'] as const;
export type StateKind = (typeof STATE_KINDS)[number];

export const TRIGGERS = ['action des apprenants', 'délai', 'décision du formateur'] as const;
export type Trigger = (typeof TRIGGERS)[number];

export const DOCUMENT_KINDS = ['charte', 'autorisation_enregistrement'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A user's standing in the users table (`Actif`, `Invitation envoyée`, `Désactivé` in the UI). */
export const USER_STATUSES = ['active', 'invited', 'unverified', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The orders the users table offers: by name, by e-mail, by latest sign-in. */
export const USER_SORTS = ['name', 'email', 'recent'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** The roles an admin may give (never `hyperadmin`, which is the operator's alone). */
export const ASSIGNABLE_ROLES = ['admin', 'enseignant', 'etudiant'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
