/**
 * What the product takes for an e-mail address before the identity provider has its say: shared by the
 * forms and the CSV import so they agree. Deliberately simple (something, `@`, a domain with a dot inside).
 */

/** RFC 5321's limit on a path; the contract's schemas use it too. */
export const EMAIL_MAX_LENGTH = 254;

// Each part's characters exclude the separator that follows it (`@`, then `.`), so the engine never has two ways
// to split the text: linear time, unlike `[^\s@]+\.[^\s@]+` (0.8 s on 16 000 characters, ×4 per doubling).
const EMAIL = /^[^\s@]+@[^\s@.]+\.[^\s@]+$/;

/** Bounded before the pattern runs: nothing longer than an address may be is ever matched. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
