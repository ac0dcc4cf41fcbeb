import { isEmailAddress } from '../../../contract/emailAddress';
import { passwordRuleMessages } from '../../../contract/passwords';
import { NEW_PASSWORD_MIN_LENGTH } from '../../../contract/passwords';
import { formMessages } from '../../config/messages/forms';

export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return formMessages.emailRequired;
  // Deliberately simple: the provider has the last word on what an address is.
  return isEmailAddress(email) ? null : formMessages.emailInvalid;
}

/** The password typed to sign in: only required (the provider knows the rest). */
export function passwordError(value: string): string | null {
  return value ? null : formMessages.passwordRequired;
}

/** A password being chosen (signup, invitation, reset, change): the one rule of contract/passwords.ts. */
export function newPasswordError(value: string): string | null {
  if (!value) return formMessages.passwordRequired;
  return value.length < NEW_PASSWORD_MIN_LENGTH ? passwordRuleMessages.tooShort : null;
}
