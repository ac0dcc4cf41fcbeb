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
    'pack-pro': 'Pack Pro',
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
  plan: 'Offre',
  extend: 'Prolonger l’abonnement ou ajouter des places',
  historyTitle: 'Historique des périodes',
  historyLabel: 'Périodes payées, de la plus récente à la plus ancienne',
  historyLoading: 'Chargement de l’historique des périodes…',
  historyFailed: 'L’historique des périodes n’a pas pu être chargé.',
  historyEmpty: 'Aucune période payée pour le moment\u00a0: chaque paiement apparaîtra ici.',
  historyColumns: { period: 'Période', plan: 'Offre', seats: 'Places', amount: 'Montant TTC', paidAt: 'Payé le' },
  periodRange: (from: string, to: string) => `du ${from} au ${to}`,
  notPaid: 'Non payé',
} as const;

export const upgradeMessages = {
  lead: "L'abonnement de votre organisation n'est plus actif. Ses enseignants et ses étudiants n'ont plus accès à l'application ; en tant qu'administrateur, vous gardez l'accès à votre compte et à l'abonnement.",
  reasonTitle: 'Ce que nous savons',
  defaultReason: "L'abonnement est arrivé à échéance ou a été résilié.",
  nextTitle: 'Pour le renouveler',
  next: "Demandez un devis de renouvellement : dès votre accord, l'accès de tous les membres de votre organisation est rétabli.",
  subscription: 'Voir mon abonnement',
  activeLead: 'Prolongez l’abonnement de votre organisation d’une année ou changez son nombre de places\u00a0: le paiement prend effet tout de suite.',
  quoteTitle: 'Besoin d’un devis\u00a0?',
  quote: 'Pour un bon de commande, un mandat administratif ou plus de places que l’offre n’en propose, demandez un devis.',
  plansTitle: 'Choisir une offre',
  plansLegend: 'Offre',
  seatPrice: (ht: string, ttc: string) => `${ht} HT (${ttc} TTC) par place et par an`,
  fromSeats: (min: number) => `À partir de ${min}\u00a0places`,
  seats: 'Nombre de places',
  seatsHint: (used: number) => `Votre organisation compte ${used}\u00a0comptes actifs.`,
  seatsRequired: 'Indiquez le nombre de places.',
  totalTitle: 'Montant pour un an',
  totalHt: 'Total HT',
  vat: (rate: number) => `TVA ${rate}\u00a0%`,
  totalTtc: 'Total TTC',
  periodFrom: (from: string, to: string) => `Nouvelle période\u00a0: du ${from} au ${to}.`,
  cardTitle: 'Paiement par carte',
  cardHint: 'Le paiement est traité par notre prestataire de paiement\u00a0: SimuSession ne conserve pas le numéro de votre carte.',
  cardNumber: 'Numéro de carte',
  cardExpiry: 'Date d’expiration (MM/AA)',
  cardCvc: 'Cryptogramme (3 ou 4 chiffres au dos)',
  pay: 'Payer',
  paying: 'Paiement en cours…',
  payFailed: 'Le paiement n’a pas abouti. Aucun montant n’a été débité\u00a0; réessayez.',
  paidTitle: 'Paiement accepté',
  paid: (plan: string, seats: number, end: string) =>
    `Merci\u00a0! Votre abonnement ${plan} de ${seats}\u00a0places est actif jusqu’au ${end}. Les membres de votre organisation retrouvent leur accès dès maintenant.`,
  continue: 'Continuer vers ma page principale',
  anotherPayment: 'Faire un autre paiement',
} as const;

export const expiredMessages = {
  lead: "L'abonnement de votre organisation n'est plus actif : l'application n'est plus accessible à ses membres pour le moment.",
  memberTitle: 'Que faire ?',
  member:
    "Contactez l'administrateur de votre organisation : lui seul peut renouveler l'abonnement. Dès que c'est fait, cette page vous laisse entrer d’elle-même, sans vous reconnecter.",
  organisation: (name: string) => `Organisation : ${name}`,
  admin: "Vous êtes administrateur : vous pouvez renouveler l'abonnement de votre organisation.",
  signedOut: "Vous êtes membre d'une organisation ? Connectez-vous pour vérifier l'état de votre accès.",
  account: 'Voir mon compte',
} as const;

/** The workspace pages whose content is not part of this version: who they are for, and an honest empty state. */
export const workspaceMessages = {
  comingSoon: "Cette fonction n'est pas encore disponible dans cette version de SimuSession ; aucune donnée n'est affichée.",
  pages: {
    [PATHS.dossiers]: { emptyTitle: 'Aucun dossier pour le moment', emptyText: 'Vos dossiers de simulation apparaîtront ici.' },
    [PATHS.scenario]: { emptyTitle: 'Scénario introuvable', emptyText: 'Vos scénarios s’ouvrent depuis la page Mes dossiers.' },
  } as Record<string, { emptyTitle: string; emptyText: string }>,
} as const;

/** Shown where a member waited for the organisation check to come back. */
export const accessRestoredMessages = {
  text: "L'accès de votre organisation est rétabli.",
  action: 'Continuer vers ma page principale',
} as const;
