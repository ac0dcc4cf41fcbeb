import { formMessages as t } from '../../config/messages/common';

// Deliberately simple: the provider has the last word on what an address is.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return t.emailRequired;
  return EMAIL.test(email) ? null : t.emailInvalid;
}

export function passwordError(value: string, { minLength = 0 } = {}): string | null {
  if (!value) return t.passwordRequired;
  return value.length < minLength ? t.passwordTooShort : null;
}
