/** The sign-in, sign-up and reset forms' words: their own module, so that a page's first script does not carry them. */
export const formMessages = {
  emailLabel: 'Adresse e-mail',
  passwordLabel: 'Mot de passe',
  emailRequired: 'Saisissez votre adresse e-mail.',
  emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
  passwordRequired: 'Saisissez votre mot de passe.',
  signIn: 'Se connecter',
  signingIn: 'Connexion en cours…',
  noAccount: 'Pas encore de compte\u202f? Créer un compte',
  forgotPassword: 'Mot de passe oublié\u202f?',
  signUp: 'Créer mon compte',
  signingUp: 'Création en cours…',
  signUpDone:
    'Votre compte est créé. Un e-mail de vérification vous a été envoyé\u00a0: ouvrez le lien, puis connectez-vous.',
  haveAccount: 'Déjà un compte\u202f? Se connecter',
  firstnameLabel: 'Prénom',
  nameLabel: 'Nom',
  confirmPasswordLabel: 'Confirmer le mot de passe',
  passwordsDiffer: 'Les deux mots de passe ne sont pas identiques.',
  roleLegend: 'Vous êtes',
  roleTeacher: 'Enseignant ou formateur',
  roleStudent: 'Étudiant',
  cguAccept: 'J’accepte les conditions générales d’utilisation',
  cguLink: 'Lire les conditions générales d’utilisation',
  cguRequired: 'Acceptez les conditions générales d’utilisation pour créer votre compte.',
  firstnameRequired: 'Indiquez votre prénom.',
  nameRequired: 'Indiquez votre nom.',
  signUpSent: (email: string) =>
    `Votre compte est créé. Un e-mail de confirmation a été envoyé à ${email}\u00a0: ouvrez le lien qu’il contient, puis connectez-vous.`,
  signUpNotSent: (email: string) =>
    `Votre compte est créé, mais l’e-mail de confirmation n’a pas pu partir vers ${email}. Réessayez plus tard depuis «\u00a0Mot de passe oublié\u00a0?\u00a0» ou écrivez-nous.`,
  signUpFailed: 'Le compte n’a pas pu être créé. Réessayez dans un instant.',
  sendReset: 'Envoyer le lien',
  sendingReset: 'Envoi en cours…',
  resetSent:
    'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé.',
  backToLogin: 'Retour à la connexion',
} as const;
