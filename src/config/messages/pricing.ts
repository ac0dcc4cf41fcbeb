import { PATHS } from '../routes';

export const pricingMessages = {
  lead: "Chaque organisation a ses besoins\u00a0: nos abonnements sont établis sur devis, selon le nombre de comptes et la durée d’engagement.",
  plansTitle: 'Nos offres',
  onQuote: 'Sur devis',
  free: 'Gratuit',
  plans: [
    {
      name: 'Découverte',
      price: 'free',
      for: 'Pour un enseignant ou un étudiant qui veut découvrir SimuSession.',
      features: ['Un compte personnel', 'Les fonctions essentielles pour essayer', 'Sans engagement'],
      action: 'Créer un compte gratuit',
      to: PATHS.freeAccount,
    },
    {
      name: 'Établissement',
      price: 'quote',
      for: 'Pour un lycée, une école ou un centre de formation.',
      features: [
        "Les comptes des enseignants et des étudiants de l’organisation",
        "Un administrateur pour gérer les comptes, la configuration et l’abonnement",
        'Un accompagnement à la prise en main',
      ],
      action: 'Demander un devis',
      to: PATHS.contact,
    },
    {
      name: 'Pack Pro',
      price: 'quote',
      for: 'Pour les organisations qui déploient SimuSession sur plusieurs équipes ou plusieurs sites.',
      features: ["Tout ce que comprend l’offre Établissement", 'Un volume de comptes adapté à votre déploiement', 'Un interlocuteur dédié'],
      action: 'En savoir plus',
      to: PATHS.packPro,
    },
  ],
  howTitle: 'Comment souscrire',
  how: "Le paiement en ligne n’est pas ouvert\u00a0: écrivez-nous, nous vous adressons un devis, puis une facture à l’ouverture de l’abonnement.",
} as const;
