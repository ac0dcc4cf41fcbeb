/** The users table's words and choices, as pure functions (tested as tables). */
import { isEmailAddress } from '../../../contract/emailAddress';
import type { Role, UserStatus } from '../../../contract/roles';
import { ASSIGNABLE_ROLES, type AssignableRole } from '../../../contract/roles';
import type { UserSummary } from '../../../contract/schemas/users';
import type { Tag } from '../../../contract/schemas/tags';
import { memberChangeRefusal } from '../../../contract/userAdmin';
import { usersMessages } from '../../config/messages/users';
import { formatFrench } from '../../ui/dates';
import type { ChipTone } from '../../ui/StatusChip';

export const fullNameOf = (user: Pick<UserSummary, 'firstname' | 'name' | 'email'>) =>
  `${user.firstname} ${user.name}`.trim() || user.email;

/** The names of the person's groups the organisation still has, in the person's order (none: an empty list). */
export function groupNames(user: Pick<UserSummary, 'tags'>, groups: readonly Tag[]): string[] {
  return user.tags.map((id) => groups.find((group) => group.id === id)?.name).filter((name): name is string => Boolean(name));
}

export const lastSignInText = (value: string | null) => formatFrench(value, 'D MMM YYYY à HH:mm') ?? usersMessages.never;

export type RowActions = { changeRole: boolean; disable: boolean; enable: boolean; remove: boolean; resend: boolean };

/**
 * What the table offers on a row: what the contract's rule allows (never on oneself, never the operator),
 * the last admin being refused by the server with its reason (the table may not hold every admin).
 */
export function rowActions(user: Pick<UserSummary, 'uid' | 'role' | 'status'>, viewerUid: string): RowActions {
  const facts = { self: user.uid === viewerUid, role: user.role as Role, disabled: user.status === 'disabled', otherEnabledAdmins: 1 };
  return {
    changeRole: memberChangeRefusal(facts, { role: user.role === 'etudiant' ? 'enseignant' : 'etudiant' }) === null,
    disable: user.status !== 'disabled' && memberChangeRefusal(facts, { disabled: true }) === null,
    enable: user.status === 'disabled' && memberChangeRefusal(facts, { disabled: false }) === null,
    remove: !facts.self && user.role !== 'hyperadmin',
    resend: user.status === 'invited',
  };
}

/** How each status reads in the table: an unverified address asks for attention, a disabled account recedes. */
export const STATUS_TONES: Record<UserStatus, ChipTone> = { active: 'success', invited: 'info', unverified: 'warning', disabled: 'neutral' };

/** The role as the role dialog offers it (the operator's role is never offered, nor changed). */
export const assignableRole = (role: string): AssignableRole | null => ASSIGNABLE_ROLES.find((candidate) => candidate === role) ?? null;

export type BulkAction = 'disable' | 'remove';

/**
 * What a bulk action would touch among the selected accounts: those the row would offer it for (never
 * oneself, never the operator, not an account already disabled); the others are counted, not acted on.
 */
export function bulkTargets<U extends Pick<UserSummary, 'uid' | 'role' | 'status'>>(selected: readonly U[], viewerUid: string, action: BulkAction) {
  const targets = selected.filter((user) => rowActions(user, viewerUid)[action]);
  return { targets, skipped: selected.length - targets.length };
}

/** The names a confirmation lists: the first `max`, then « et N autres ». */
export function namesToConfirm(names: readonly string[], max = 8): string[] {
  return names.length <= max ? [...names] : [...names.slice(0, max), usersMessages.andOthers(names.length - max)];
}

export type InviteDraft = { email: string; firstname: string; name: string; role: 'admin' | 'enseignant' | 'etudiant'; groups: string[] };
export type InviteErrors = Partial<Record<'email' | 'firstname' | 'name', string>>;

/** The same rules as the contract's schema, said in French before anything is sent. */
export function inviteErrors(draft: InviteDraft): InviteErrors {
  const errors: InviteErrors = {};
  if (!draft.email.trim()) errors.email = usersMessages.required(usersMessages.email);
  else if (!isEmailAddress(draft.email.trim())) errors.email = usersMessages.emailInvalid;
  if (!draft.firstname.trim()) errors.firstname = usersMessages.required(usersMessages.firstname);
  if (!draft.name.trim()) errors.name = usersMessages.required(usersMessages.name);
  return errors;
}
