import { PATHS } from '../routes';

export const accountMessages = {
  profileTitle: 'Profil',
  namesTitle: 'Prénom et nom',
  firstname: 'Prénom',
  name: 'Nom',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Vos prénom et nom sont enregistrés.',
  saveFailed: 'L’enregistrement a échoué. Réessayez.',
  firstnameRequired: 'Indiquez votre prénom.',
  nameRequired: 'Indiquez votre nom.',
  email: 'Adresse e-mail',
  emailVerified: 'Adresse vérifiée',
  role: 'Rôle',
  organisation: 'Organisation',
  accountType: 'Type de compte',
  lastSignIn: 'Dernière connexion',
  charter: 'Charte enseignant',
  charterAccepted: 'Acceptée',
  charterPending: 'Non acceptée',
  yes: 'Oui',
  no: 'Non',
  none: 'Non renseigné',
  noOrganisation: 'Aucune organisation',
  accountTypes: { organisation: "Compte d'organisation", gratuit: 'Compte gratuit' } as Record<string, string>,
  /** dayjs format, French locale. */
  dateTimeFormat: 'dddd D MMMM YYYY [à] HH:mm',
  dateFormat: 'D MMMM YYYY',
} as const;

export const subscriptionMessages = {
  statusTitle: "État de l'abonnement",
  status: { unknown: 'Vérification en cours…', active: 'Actif', inactive: 'Inactif' },
  messageLabel: 'Motif',
  recordTitle: "Informations de l'organisation",
  noRecord: "Aucune information d'organisation n'est disponible pour votre compte.",
  fields: {
    id: 'Identifiant',
    name: 'Nom',
    plan: 'Offre',
    subscription_status: "Statut de l'abonnement",
    subscription_end: "Fin de l'abonnement",
  } as Record<string, string>,
  values: {
    active: 'Actif',
    canceled: 'Résilié',
    etablissement: 'Établissement',
    packpro: 'Pack Pro',
    true: 'Oui',
    false: 'Non',
  } as Record<string, string>,
  renew: "Renouveler l'abonnement",
  seatsTitle: 'Sièges et période',
  seatsLoading: 'Chargement des sièges et de la période…',
  seatsFailed: "Les sièges et la période de l'abonnement n'ont pas pu être chargés.",
  retry: 'Réessayer',
  seatsUsed: 'Sièges utilisés',
  seatsOf: (used: number, total: number) => `${used} sur ${total}`,
  periodStart: 'Début de la période',
  periodEnd: 'Fin de la période',
  daysLeft: 'Jours restants',
  daysLeftValue: (days: number) => (days <= 0 ? 'Période terminée' : days === 1 ? '1 jour' : `${days} jours`),
} as const;

export const upgradeMessages = {
  lead: "L'abonnement de votre organisation n'est plus actif. Ses enseignants et ses étudiants n'ont plus accès à l'application ; en tant qu'administrateur, vous gardez l'accès à votre compte et à l'abonnement.",
  reasonTitle: 'Ce que nous savons',
  defaultReason: "L'abonnement est arrivé à échéance ou a été résilié.",
  nextTitle: 'Pour le renouveler',
  next: "Demandez un devis de renouvellement : dès votre accord, l'accès de tous les membres de votre organisation est rétabli.",
  subscription: 'Voir mon abonnement',
} as const;

export const expiredMessages = {
  lead: "L'abonnement de votre organisation n'est plus actif : l'application n'est plus accessible à ses membres pour le moment.",
  memberTitle: 'Que faire ?',
  member:
    "Contactez l'administrateur de votre organisation : lui seul peut renouveler l'abonnement. Dès que c'est fait, reconnectez-vous pour retrouver vos sessions.",
  organisation: (name: string) => `Organisation : ${name}`,
  admin: "Vous êtes administrateur : vous pouvez renouveler l'abonnement de votre organisation.",
  signedOut: "Vous êtes membre d'une organisation ? Connectez-vous pour vérifier l'état de votre accès.",
  account: 'Voir mon compte',
} as const;

/** The workspace pages whose content is not part of this version: who they are for, and an honest empty state. */
export const workspaceMessages = {
  comingSoon: "Cette fonction n'est pas encore disponible dans cette version de SimuSession ; aucune donnée n'est affichée.",
  pages: {
    [PATHS.teacherStudents]: { emptyTitle: 'Aucun étudiant à afficher', emptyText: 'Les étudiants qui suivent vos sessions apparaîtront ici.' },
    [PATHS.teacherSessions]: { emptyTitle: 'Aucune session pour le moment', emptyText: 'Les sessions de simulation que vous concevez et animez apparaîtront ici.' },
    [PATHS.studentSessions]: { emptyTitle: 'Aucune session pour le moment', emptyText: 'Les sessions auxquelles vous participez apparaîtront ici.' },
    [PATHS.teacherSession]: { emptyTitle: 'Session introuvable', emptyText: 'Les sessions que vous animez s’ouvrent depuis la page Sessions.' },
    [PATHS.studentSession]: { emptyTitle: 'Session introuvable', emptyText: 'Vos sessions s’ouvrent depuis la page Mes sessions.' },
  } as Record<string, { emptyTitle: string; emptyText: string }>,
} as const;

/** Shown where a member waited for the organisation check to come back. */
export const accessRestoredMessages = {
  text: "L'accès de votre organisation est rétabli.",
  action: 'Continuer vers ma page principale',
} as const;
