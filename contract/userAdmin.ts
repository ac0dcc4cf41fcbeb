/**
 * What an admin may change about a member of the organisation (docs/product.md §11.1 `/auth/users`): the
 * server refuses with these messages, and the users page offers only what passes. Pure, tested as a table.
 */
import { erasureMessages, userAdminMessages } from './messages';
import type { Role } from './roles';

export type MemberFacts = {
  /** The admin is looking at their own row. */
  self: boolean;
  role: Role;
  disabled: boolean;
  /** Enabled admins of the organisation other than this person. */
  otherEnabledAdmins: number;
};

export type MemberChange = { role?: Role; disabled?: boolean; groups?: readonly string[] };

/** Why this change may not be made, or null. */
export function memberChangeRefusal(member: MemberFacts, change: MemberChange): string | null {
  const changesRole = change.role !== undefined && change.role !== member.role;
  const disables = change.disabled === true && !member.disabled;
  if (member.role === 'hyperadmin' && (changesRole || change.disabled !== undefined)) return erasureMessages.hyperadmin;
  if (member.self && (changesRole || disables)) return userAdminMessages.notYourself;
  const leavesAdmins = member.role === 'admin' && !member.disabled && (changesRole || disables);
  if (leavesAdmins && member.otherEnabledAdmins === 0) return userAdminMessages.lastAdmin;
  return null;
}

/** The CSV import's bounds: 5 MB of text at most (the route refuses more with the reason), 10 000 lines. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_LINES = 10_000;
/** Groups one line of the import may name (each at most a group's name long, `TAG_NAME_MAX_LENGTH`). */
export const MAX_IMPORT_GROUPS = 20;
