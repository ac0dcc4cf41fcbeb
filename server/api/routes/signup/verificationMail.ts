/**
 * The e-mails a sign-up sends. Sign-up is public, so whatever the caller typed may reach any address:
 * the name is bounded, stripped of line breaks and control characters, and quoted as data — never
 * placed where it would read as the product's own words (a greeting, a sentence, a link).
 */

/** The longest name an e-mail repeats; beyond it, an ellipsis. */
export const MAIL_NAME_MAX_LENGTH = 60;

/** The caller's text as one bounded line. */
export function asMailData(text: string, maxLength = MAIL_NAME_MAX_LENGTH): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

/** The e-mail that verifies a new account's address. */
export function verificationMail({ firstname, name, link }: { firstname: string; name: string; link: string }) {
  return {
    subject: 'Confirmez votre adresse e-mail SimuSession',
    text: [
      'Bonjour,',
      '',
      `Un compte SimuSession a été créé avec cette adresse (nom indiqué\u00a0: «\u00a0${asMailData(`${firstname} ${name}`)}\u00a0»).`,
      'Pour confirmer votre adresse e-mail, ouvrez ce lien\u00a0:',
      link,
      '',
      'Vous pourrez ensuite vous connecter avec votre adresse et votre mot de passe.',
      'Si vous n’avez pas créé ce compte, ignorez ce message.',
    ].join('\n'),
  };
}

/**
 * To the owner of an address someone tried to sign up with: that it happened, nothing of what they
 * typed, and the way in if it was them. The sign-up's answer is the same as for a free address.
 */
export function signupAttemptMail({ loginUrl }: { loginUrl: string }) {
  return {
    subject: 'Tentative d’inscription avec votre adresse SimuSession',
    text: [
      'Bonjour,',
      '',
      'Quelqu’un a essayé de créer un compte SimuSession avec votre adresse e-mail, qui a déjà un compte.',
      'Aucun compte n’a été créé et le vôtre n’a pas changé.',
      '',
      `Si c’était vous, connectez-vous\u00a0: ${loginUrl} (lien «\u00a0Mot de passe oublié\u00a0?\u00a0» si vous ne le retrouvez plus).`,
      'Sinon, ignorez ce message.',
    ].join('\n'),
  };
}
