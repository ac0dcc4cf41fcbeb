/**
 * The one rule for a new password, wherever it is chosen: signing up, accepting an invitation, a reset
 * link, the account page. Eight characters, as the CNIL's recommendation on passwords asks of an account
 * the identity provider also protects against repeated attempts; the provider's own floor (6) is lower,
 * so the rule is checked here, by the forms and by the API's signup schema alike.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password shorter than the rule: the forms say it first, the signup API the same way. */
export const passwordRuleMessages = {
  hint: `Au moins ${NEW_PASSWORD_MIN_LENGTH}\u00a0caractères.`,
  tooShort: `Le mot de passe doit contenir au moins ${NEW_PASSWORD_MIN_LENGTH}\u00a0caractères.`,
} as const;
