import { PATHS } from '../routes';

export const homeMessages = {
  title: 'Des sessions de simulation pour apprendre en situation',
  lead: "Des sessions de simulation pour former, s’entraîner et évaluer\u00a0: les enseignants les conçoivent, les étudiants les vivent, les organisations les pilotent.",
  primaryAction: 'Se connecter',
  quoteAction: 'Demander un devis',
  pricingAction: 'Voir les tarifs',
  audiencesTitle: 'Pour chacun, un espace pensé pour son rôle',
  audiences: [
    {
      title: 'Enseignants',
      text: 'Préparez vos sessions de simulation, rangez vos dossiers et retrouvez vos étudiants dans un seul espace.',
      action: 'Créer un compte enseignant',
      to: PATHS.freeTeacherAccount,
    },
    {
      title: 'Étudiants',
      text: "Retrouvez les sessions auxquelles vous participez, sur ordinateur comme sur téléphone.",
      action: 'Accéder à mes sessions',
      to: PATHS.login,
    },
    {
      title: 'Organisations',
      text: "Lycées, écoles et centres de formation\u00a0: un abonnement pour l’établissement, un administrateur pour gérer les comptes et l’abonnement.",
      action: 'Demander un devis',
      to: PATHS.contact,
    },
  ],
  stepsTitle: 'Comment ça marche',
  steps: [
    "Votre organisation souscrit un abonnement et désigne un administrateur.",
    "L’administrateur gère les comptes des enseignants et des étudiants de l’organisation.",
    'Les enseignants conçoivent et animent les sessions\u202f; les étudiants y participent.',
  ],
  trustTitle: 'Nos engagements',
  trust: [
    "Une interface entièrement en français, utilisable au clavier et avec un lecteur d’écran.",
    "Vos données traitées dans le respect du RGPD\u202f; aucun cookie de mesure d’audience sans votre accord.",
    "Pas de publicité, pas de revente de données\u00a0: SimuSession vit de l’abonnement des organisations.",
  ],
} as const;
