/** The e-mail that verifies a new account's address. */
export function verificationMail({ firstname, link }: { firstname: string; link: string }) {
  return {
    subject: 'Confirmez votre adresse e-mail SimuSession',
    text: [
      `Bonjour ${firstname},`,
      '',
      'Votre compte SimuSession est créé. Pour confirmer votre adresse e-mail, ouvrez ce lien\u00a0:',
      link,
      '',
      'Vous pourrez ensuite vous connecter avec votre adresse et votre mot de passe.',
      'Si vous n’avez pas créé ce compte, ignorez ce message.',
    ].join('\n'),
  };
}
