/**
 * The purge of inactive accounts (docs/product.md §11.4 `/auth/deleteOldUsers`): who may be deleted now, as
 * one pure rule both sides apply — the operator's table shows it, and the server checks it again for
 * each account, with its row locked, at the moment of deletion.
 */
import type { Role } from './roles';

/** CNIL guidance: an account unused for two years is deleted, after a warning. */
export const DEFAULT_INACTIVITY_MONTHS = 24;
/** Days between the warning e-mail and the deletion, for the person to sign in and keep the account. */
export const PURGE_NOTICE_DAYS = 30;
/** The word the operator types to confirm a deletion (checked by the server too). */
export const PURGE_CONFIRMATION = 'SUPPRIMER';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PurgeRefusal = 'hyperadmin' | 'lastAdmin' | 'active' | 'notWarned' | 'warnedRecently' | 'signedInSinceWarning';

export const purgeRefusalMessages: Readonly<Record<PurgeRefusal, string>> = {
  hyperadmin: 'Le compte de l’hyperadministrateur ne peut pas être supprimé.',
  lastAdmin: 'Dernier administrateur actif de son organisation.',
  active: 'Compte utilisé pendant la période d’inactivité choisie\u00a0: il n’est pas inactif.',
  notWarned: 'Pas encore prévenu.',
  warnedRecently: `Prévenu il y a moins de ${PURGE_NOTICE_DAYS}\u00a0jours.`,
  signedInSinceWarning: 'A utilisé son compte depuis l’avertissement (avertissement annulé).',
};

export type PurgeFacts = {
  role: Role;
  /**
   * The latest of: the last sign-in, the last day the person used the API, the provider's last token
   * refresh, or the account's creation when none of these happened (ISO 8601).
   */
  lastActivityAt: string;
  purgeWarnedAt: string | null;
  /** Enabled admins of the same organisation, this account excluded. */
  otherEnabledAdmins: number;
};

/** The moment before which an account's last activity must lie to count as inactive for `months`. */
export function inactiveBefore(now: Date, months: number): Date {
  const limit = new Date(now.getTime());
  limit.setUTCMonth(limit.getUTCMonth() - months);
  return limit;
}

/** Never purged, whatever the dates: the operator, and the last enabled admin of an organisation. */
function protectedAccount(facts: PurgeFacts): 'hyperadmin' | 'lastAdmin' | null {
  if (facts.role === 'hyperadmin') return 'hyperadmin';
  if (facts.role === 'admin' && facts.otherEnabledAdmins === 0) return 'lastAdmin';
  return null;
}

const isActive = (facts: PurgeFacts, now: Date, months: number) => Date.parse(facts.lastActivityAt) >= inactiveBefore(now, months).getTime();

/**
 * Why this account may not be warned now, or null when it may: a protected account, or one used within
 * the inactivity threshold (the operator named a person who uses the product).
 */
export function warnRefusal(facts: PurgeFacts, now: Date, months: number = DEFAULT_INACTIVITY_MONTHS): 'hyperadmin' | 'lastAdmin' | 'active' | null {
  return protectedAccount(facts) ?? (isActive(facts, now, months) ? 'active' : null);
}

/**
 * Why this account may not be deleted now, or null when it may: protected, never warned, used since
 * the warning (the warning no longer stands: the caller clears it), used within the threshold, or
 * warned less than 30 days ago.
 */
export function purgeRefusal(facts: PurgeFacts, now: Date, months: number = DEFAULT_INACTIVITY_MONTHS): PurgeRefusal | null {
  const protection = protectedAccount(facts);
  if (protection) return protection;
  if (facts.purgeWarnedAt === null) return 'notWarned';
  const warnedAt = Date.parse(facts.purgeWarnedAt);
  if (Date.parse(facts.lastActivityAt) > warnedAt) return 'signedInSinceWarning';
  if (isActive(facts, now, months)) return 'active';
  if (now.getTime() - warnedAt < PURGE_NOTICE_DAYS * DAY_MS) return 'warnedRecently';
  return null;
}

/** The day the account will be deleted at the earliest, for a warning sent `warnedAt`. */
export function purgeDeadline(warnedAt: Date): Date {
  return new Date(warnedAt.getTime() + PURGE_NOTICE_DAYS * DAY_MS);
}

/** The purge's other answers, worded once for the API and the operator's page. */
export const purgeMessages = {
  unknown: 'Compte introuvable ou déjà supprimé.',
  mailFailed: 'L’e-mail n’a pas pu être envoyé\u00a0: réessayez plus tard.',
  confirmationRequired: `Tapez ${PURGE_CONFIRMATION} pour confirmer la suppression.`,
  failed: 'La suppression n’a pas abouti\u00a0: relancez-la, elle reprendra où elle s’est arrêtée.',
} as const;
