/** The profile's facts shown on `/auth/user_account`, as label/value rows. Pure, so that wording is tested. */
import { accountMessages } from '../../config/messages/account';
import { roleLabels } from '../../config/messages/common';
import type { SignedInUser } from '../auth';
import type { Row } from '../organisation';
import { formatFrench } from '../../ui/dates';

/** The profile's facts, not the first name and name: the form right above shows and edits them. */
export function accountRows(user: SignedInUser): Row[] {
  const rows: Row[] = [
    { label: accountMessages.email, value: user.email ?? accountMessages.none },
    { label: accountMessages.emailVerified, value: user.email_verified ? accountMessages.yes : accountMessages.no },
    { label: accountMessages.role, value: roleLabels[user.role] },
    { label: accountMessages.organisation, value: user.organisation ?? accountMessages.noOrganisation },
    { label: accountMessages.accountType, value: user.account_type ? (accountMessages.accountTypes[user.account_type] ?? user.account_type) : accountMessages.none },
    { label: accountMessages.lastSignIn, value: formatFrench(user.lastSignInTime, accountMessages.dateTimeFormat) ?? accountMessages.none },
  ];
  // docs/product.md §3.1: only teachers carry the charter status.
  if (user.role === 'enseignant') {
    rows.push({ label: accountMessages.charter, value: user.charter_compliance ? accountMessages.charterAccepted : accountMessages.charterPending });
  }
  return rows;
}
