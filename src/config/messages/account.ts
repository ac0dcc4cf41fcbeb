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
  accountTypes: { organisation: "Compte d’organisation", gratuit: 'Compte gratuit' } as Record<string, string>,
  /** dayjs format, French locale. */
  dateTimeFormat: 'dddd D MMMM YYYY [à] HH:mm',
  dateFormat: 'D MMMM YYYY',
} as const;

export const subscriptionMessages = {
  status: { unknown: 'Vérification en cours…', unreachable: 'Service injoignable', active: 'Actif', inactive: 'Inactif' },
  messageLabel: 'Motif',
  noRecord: "Aucune information d’organisation n’est disponible pour votre compte.",
  fields: {
    id: 'Identifiant',
    name: 'Nom',
    plan: 'Offre',
    subscription_status: "Statut de l’abonnement",
    subscription_end: "Fin de l’abonnement",
  } as Record<string, string>,
  values: {
    active: 'Actif',
    trialing: 'Essai',
    past_due: 'Paiement en retard',
    canceled: 'Résilié',
    expired: 'Expiré',
    etablissement: 'Établissement',
    packpro: 'Pack Pro',
    'pack-pro': 'Pack Pro',
    true: 'Oui',
    false: 'Non',
  } as Record<string, string>,
  renew: "Renouveler l’abonnement",
  /** The summary card at the top of the page: the plan, its status once, its end, seats and amount. */
  summaryLabel: 'Résumé de l’abonnement',
  currentPlan: 'Offre actuelle',
  noPlan: 'Abonnement',
  /** Beside the status chip: « [Actif] jusqu’au 26 novembre 2027 · 366 jours restants ». */
  until: (date: string) => `jusqu’au ${date}`,
  endedOn: (date: string) => `période terminée le ${date}`,
  noEnd: 'sans date de fin',
  remaining: (days: number) => (days === 1 ? '1 jour restant' : `${days}\u00a0jours restants`),
  seatsLoading: 'Chargement des places et de la période…',
  seatsFailed: "Les places et la période de l’abonnement n’ont pas pu être chargées.",
  retry: 'Réessayer',
  seatsUsed: 'Places utilisées',
  seatsOf: (used: number, total: number) => `${used} sur ${total}`,
  periodStart: 'Début de la période',
  periodAmount: 'Montant de la période',
  amountTtc: (amount: string) => `${amount} TTC`,
  daysLeft: 'Jours restants',
  plan: 'Offre',
  extend: 'Prolonger l’abonnement ou ajouter des places',
  /** The muted lines at the bottom of the page: whose subscription it is, and its identifier for support. */
  organisationName: 'Organisation',
  organisationId: 'Identifiant de l’organisation',
  copyId: 'Copier l’identifiant',
  copied: 'Identifiant copié.',
  copyFailed: 'La copie a échoué\u00a0: sélectionnez l’identifiant pour le copier.',
  historyTitle: 'Historique des paiements',
  historyLabel: 'Périodes payées, de la plus récente à la plus ancienne',
  historyLoading: 'Chargement de l’historique des paiements…',
  historyFailed: 'L’historique des paiements n’a pas pu être chargé.',
  historyEmpty: 'Aucune période payée pour le moment\u00a0: chaque paiement apparaîtra ici.',
  historyColumns: { period: 'Période', plan: 'Offre', seats: 'Places', amount: 'Montant TTC', paidAt: 'Payé le' },
  periodRange: (from: string, to: string) => `du ${from} au ${to}`,
  notPaid: 'Non payé',
} as const;

export const upgradeMessages = {
  lead: "L’abonnement de votre organisation n’est plus actif. Ses enseignants et ses étudiants n’ont plus accès à l’application\u202f; en tant qu’administrateur, vous gardez l’accès à votre compte et à l’abonnement.",
  reasonTitle: 'Ce que nous savons',
  defaultReason: "L’abonnement est arrivé à échéance ou a été résilié.",
  /** « Votre offre Établissement (25 places) a pris fin le 27 octobre 2026. » */
  ended: (plan: string | null, seats: number | null, endedOn: string | null) => {
    const offer = plan ? `Votre offre ${plan}${seats ? ` (${seats}\u00a0places)` : ''}` : null;
    if (endedOn) return `${offer ?? 'Votre abonnement'} a pris fin le ${endedOn}.`;
    return offer ? `${offer} a été résiliée.` : 'Votre abonnement a été résilié.';
  },
  nextTitle: 'Pour le renouveler',
  next: "Demandez un devis de renouvellement\u00a0: dès votre accord, l’accès de tous les membres de votre organisation est rétabli.",
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
  cardTitle: 'Paiement sécurisé par carte',
  cardHint: 'Formulaire de notre prestataire de paiement. Les données de la carte lui sont transmises chiffrées\u00a0; SimuSession ne conserve pas le numéro de votre carte.',
  cardNumber: 'Numéro de carte',
  cardExpiry: 'Expiration (MM/AA)',
  cardCvc: 'Cryptogramme',
  cardCvcHint: '3 ou 4 chiffres, au dos de la carte.',
  /** The marks drawn on the card brands' small logos (decoration: `cardProvider` says the same in words). */
  cardBrandMarks: { cb: 'CB', visa: 'VISA' },
  cardProvider: 'Cartes acceptées\u00a0: CB, Visa, Mastercard. Le montant est débité une seule fois, même après un double clic.',
  pay: 'Payer',
  /** The amount on the button: what is paid is what the button says. */
  payAmount: (amount: string) => `Payer ${amount} TTC`,
  paying: 'Paiement en cours…',
  payFailed: 'Le paiement n’a pas abouti. Aucun montant n’a été débité\u00a0; réessayez.',
  paidTitle: 'Paiement accepté',
  paid: (plan: string, seats: number, end: string) =>
    `Merci\u00a0! Votre abonnement ${plan} de ${seats}\u00a0places est actif jusqu’au ${end}. Les membres de votre organisation retrouvent leur accès dès maintenant.`,
  continue: 'Continuer vers ma page principale',
  checkingAccess: 'Ouverture de l’accès de votre organisation…',
  anotherPayment: 'Faire un autre paiement',
} as const;

export const expiredMessages = {
  lead: "L’abonnement de votre organisation n’est plus actif\u00a0: l’application n’est plus accessible à ses membres pour le moment.",
  factsTitle: 'Ce que nous savons',
  memberTitle: 'Que faire\u202f?',
  /** « L’offre Établissement de votre organisation a pris fin le 27 octobre 2026. » */
  ended: (plan: string | null, endedOn: string | null) => {
    const offer = plan ? `L’offre ${plan} de votre organisation` : null;
    if (endedOn) return `${offer ?? 'L’abonnement de votre organisation'} a pris fin le ${endedOn}.`;
    return offer ? `${offer} a été résiliée.` : 'L’abonnement de votre organisation a été résilié.';
  },
  // The client does not know the administrators' names (no API gives them to a member of an inactive
  // organisation): the sentence says who they are in words the member recognises.
  member:
    "Contactez l’administrateur de votre organisation, la personne qui a ouvert votre compte SimuSession\u00a0: lui seul peut renouveler l’abonnement. Dès que c’est fait, cette page vous laisse entrer d’elle-même, sans vous reconnecter.",
  organisation: (name: string) => `Organisation\u00a0: ${name}`,
  admin: "Vous êtes administrateur\u00a0: vous pouvez renouveler l’abonnement de votre organisation.",
  signedOut: "Vous êtes membre d’une organisation\u202f? Connectez-vous pour vérifier l’état de votre accès.",
  account: 'Voir mon compte',
} as const;

/** Shown where a member waited for the organisation check to come back. */
export const accessRestoredMessages = {
  text: "L’accès de votre organisation est rétabli.",
  action: 'Continuer vers ma page principale',
} as const;
