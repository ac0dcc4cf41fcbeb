/**
 * The person's data (docs/product.md §11.10): the account page's password, e-mail, groups, export and deletion;
 * `/getmyData`; and the operator's purge of inactive accounts (`/auth/deleteOldUsers`).
 */
import { NEW_PASSWORD_MIN_LENGTH } from '../../../contract/passwords';
import { PURGE_CONFIRMATION, PURGE_NOTICE_DAYS } from '../../../contract/purge';

const NBSP = '\u00a0';

export const passwordMessages = {
  title: 'Mot de passe',
  current: 'Mot de passe actuel',
  next: 'Nouveau mot de passe',
  again: 'Nouveau mot de passe (confirmation)',
  submit: 'Changer le mot de passe',
  submitting: 'Changement en cours…',
  currentRequired: 'Saisissez votre mot de passe actuel.',
  tooShort: `Le nouveau mot de passe doit contenir au moins ${NEW_PASSWORD_MIN_LENGTH}${NBSP}caractères.`,
  mismatch: 'Les deux nouveaux mots de passe ne sont pas identiques.',
  weak: `Ce mot de passe est trop faible${NBSP}: choisissez-en un plus long, d’au moins ${NEW_PASSWORD_MIN_LENGTH}${NBSP}caractères.`,
  wrongCurrent: 'Le mot de passe actuel est incorrect.',
  done: 'Votre mot de passe est changé.',
} as const;

export const emailMessages = {
  title: 'Vérification de l’adresse e-mail',
  verified: (email: string) => `Votre adresse ${email} est vérifiée.`,
  notVerified: (email: string) => `Votre adresse ${email} n’est pas encore vérifiée.`,
  resend: 'Renvoyer l’e-mail de vérification',
  sending: 'Envoi…',
  sent: `E-mail envoyé${NBSP}: ouvrez le lien qu’il contient pour vérifier votre adresse.`,
  failed: 'L’e-mail n’a pas pu être envoyé. Réessayez dans un instant.',
} as const;

export const groupsMessages = {
  title: 'Groupes',
  none: 'Vous ne faites partie d’aucun groupe.',
} as const;

export const exportMessages = {
  title: 'Mes données',
  lead: 'Un fichier JSON avec tout ce que SimuSession détient sur vous (profil, groupes, consentements, sessions, résultats publiés, avis, journal), et ce que conserve le fournisseur d’identité.',
  download: 'Télécharger mes données',
  preparing: 'Préparation du fichier…',
  done: (fileName: string) => `Le fichier ${fileName} est téléchargé.`,
  failed: 'Le fichier n’a pas pu être préparé. Réessayez dans un instant.',
} as const;

export const deleteAccountMessages = {
  title: 'Supprimer mon compte',
  lead: `Votre compte, votre profil et vos données personnelles seront supprimés définitivement${NBSP}; l’historique des sessions auxquelles vous avez participé est conservé sans votre nom. Pensez à télécharger vos données avant.`,
  confirmLabel: `Pour confirmer, tapez ${PURGE_CONFIRMATION}`,
  submit: 'Supprimer mon compte',
  submitting: 'Suppression…',
  mismatch: `Tapez ${PURGE_CONFIRMATION} en majuscules pour confirmer.`,
  failed: 'La suppression a échoué. Réessayez dans un instant.',
} as const;

/** The data protection officer's address (RGPD art. 37–39), on /getmyData. */
export const DPO_EMAIL = 'dpo@simusession.fr';

export const myDataMessages = {
  dpo: `Délégué à la protection des données${NBSP}: ${DPO_EMAIL}`,
  loading: 'Chargement…',
  signedInTitle: 'Télécharger une copie de vos données',
  signedOut: 'Connectez-vous pour télécharger vos données vous-même, en un clic.',
  signIn: 'Se connecter',
  identityProvider:
    'Le fichier indique aussi ce que conserve notre fournisseur d’identité (Firebase Authentication, Google)\u00a0: votre adresse e-mail, son état de vérification, votre mot de passe chiffré, les dates de création du compte et de votre dernière connexion.',
  rightsTitle: 'Vos autres droits, directement depuis votre compte',
  rectify: 'Rectification\u00a0: corrigez votre prénom et votre nom sur la page «\u00a0Mon compte\u00a0».',
  erase: 'Effacement\u00a0: «\u00a0Supprimer mon compte\u00a0», en bas de la page «\u00a0Mon compte\u00a0».',
  account: 'Aller à mon compte',
} as const;

export const purgeMessages = {
  title: 'Comptes inactifs',
  lead: `Les comptes sans connexion depuis le seuil choisi (24${NBSP}mois par défaut, recommandation de la CNIL). «${NBSP}Prévenir${NBSP}» envoie un e-mail${NBSP}: sans connexion dans les ${PURGE_NOTICE_DAYS}${NBSP}jours, le compte peut être supprimé.`,
  months: 'Inactifs depuis (mois)',
  thresholdForm: 'Seuil d’inactivité',
  monthsInvalid: 'Indiquez un nombre de mois entre 1 et 600.',
  apply: 'Afficher',
  caption: 'Comptes inactifs de toutes les organisations',
  columns: { name: 'Nom', organisation: 'Organisation', role: 'Rôle', lastSignIn: 'Dernière connexion', warned: 'Prévenu le', purgeable: 'Suppression' },
  selectAll: 'Tout choisir',
  select: (name: string) => `Choisir ${name}`,
  never: 'Jamais',
  notWarned: 'Non prévenu',
  purgeable: 'Possible',
  loading: 'Chargement…',
  loadFailed: 'La liste des comptes inactifs n’a pas pu être chargée.',
  retry: 'Réessayer',
  empty: 'Aucun compte inactif depuis ce seuil.',
  loadMore: 'Charger plus',
  selected: (count: number) => (count === 0 ? 'Aucun compte choisi' : count === 1 ? '1 compte choisi' : `${count} comptes choisis`),
  warn: 'Prévenir',
  warning: 'Envoi des e-mails…',
  warned: (count: number) => (count === 1 ? '1 personne prévenue.' : `${count} personnes prévenues.`),
  warnFailed: (count: number) => (count === 1 ? '1 e-mail n’est pas parti' : `${count} e-mails ne sont pas partis`),
  remove: 'Supprimer',
  removeHint: `Seuls les comptes prévenus depuis au moins ${PURGE_NOTICE_DAYS}${NBSP}jours peuvent être supprimés.`,
  checking: 'Vérification…',
  dryRunTitle: 'Avant de supprimer',
  wouldDelete: (count: number) => (count === 0 ? 'Aucun compte ne serait supprimé.' : count === 1 ? '1 compte serait supprimé' : `${count} comptes seraient supprimés`),
  refusedTitle: 'Ne seront pas supprimés',
  confirmLabel: `Pour confirmer, tapez ${PURGE_CONFIRMATION}`,
  confirm: 'Supprimer définitivement',
  deleting: 'Suppression…',
  cancel: 'Annuler',
  mismatch: `Tapez ${PURGE_CONFIRMATION} en majuscules pour confirmer.`,
  deleted: (count: number) => (count === 0 ? 'Aucun compte supprimé.' : count === 1 ? '1 compte supprimé.' : `${count} comptes supprimés.`),
  failedTitle: 'Suppressions à relancer',
  failed: 'L’opération a échoué. Réessayez dans un instant.',
} as const;
