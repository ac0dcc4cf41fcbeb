import { VAT_RATE_PERCENT, type PlanId } from '../../../contract/plans';
import { demoLink } from './content';
import { env } from '../env';
import { PATHS } from '../routes';

type Column = 'decouverte' | PlanId;
type Cell = boolean | string;

export const pricingMessages = {
  lead: `Un abonnement annuel par organisation, au nombre de places dont vous avez besoin. Prix en euros par place et par an, hors taxes (HT) et toutes taxes comprises (TTC, TVA ${VAT_RATE_PERCENT}\u00a0%).`,
  plansTitle: 'Nos offres',
  /** The badge of the offer most organisations choose. */
  recommended: 'Recommandé',
  free: 'Gratuit',
  perSeat: 'HT par place et par an',
  withVat: (ttc: string) => `soit ${ttc} TTC`,
  from: (seats: number, ht: string, ttc: string) => `À partir de ${seats}\u00a0places, soit ${ht} HT (${ttc} TTC) par an.`,
  decouverte: {
    name: 'Découverte',
    for: 'Pour un enseignant ou un étudiant qui veut découvrir SimuSession.',
    features: ['Un compte personnel', 'Les fonctions essentielles pour essayer', 'Sans engagement ni carte bancaire'],
    note: 'Sans organisation ni abonnement.',
    action: 'Créer un compte gratuit',
    to: PATHS.freeAccount,
  },
  planActions: {
    etablissement: { action: demoLink.label, to: demoLink.to },
    // Its page tells what the Pack Pro adds and how to get a quote (not the quote form itself).
    'pack-pro': { action: 'Découvrir le Pack Pro', to: PATHS.packPro },
  } satisfies Record<PlanId, { action: string; to: string }>,
  compareTitle: 'Comparer les offres',
  compareCaption: 'Ce que comprend chaque offre',
  compareScroll: 'Tableau de comparaison des offres',
  featureHeader: 'Fonctionnalité',
  included: 'Inclus',
  notIncluded: 'Non inclus',
  priceRow: 'Prix par place et par an (HT)',
  priceTtcRow: 'Prix par place et par an (TTC)',
  minSeatsRow: 'Nombre minimal de places',
  seats: (count: number) => `${count}\u00a0places`,
  noSeats: 'Un compte personnel',
  compareRows: [
    { label: 'Comptes des enseignants et des étudiants de l’organisation', cells: { decouverte: false, etablissement: true, 'pack-pro': true } },
    { label: 'Scénarios avec le graphe de l’état du patient', cells: { decouverte: true, etablissement: true, 'pack-pro': true } },
    { label: 'Sessions, débriefing guidé (PEARLS, GAS) et évaluations', cells: { decouverte: true, etablissement: true, 'pack-pro': true } },
    { label: 'Charte et autorisation d’enregistrement versionnées', cells: { decouverte: false, etablissement: true, 'pack-pro': true } },
    { label: 'Bibliothèque de scénarios partagée entre les équipes', cells: { decouverte: false, etablissement: false, 'pack-pro': true } },
    { label: 'Export des données et journal d’audit', cells: { decouverte: false, etablissement: false, 'pack-pro': true } },
    { label: 'Assistance', cells: { decouverte: 'Documentation', etablissement: 'E-mail, jours ouvrés', 'pack-pro': 'Interlocuteur dédié' } },
  ] satisfies readonly { label: string; cells: Record<Column, Cell> }[],
  faqTitle: 'Questions fréquentes',
  faq: [
    {
      question: 'Qu’est-ce qu’une place\u202f?',
      answer:
        'Une place correspond à un compte actif de votre organisation, qu’il soit enseignant, étudiant ou administrateur. Un compte désactivé ne compte plus\u00a0: vous réattribuez sa place à quelqu’un d’autre.',
    },
    {
      question: 'Les prix sont-ils hors taxes\u202f?',
      answer: `Les prix sont affichés hors taxes (HT) et toutes taxes comprises (TTC), avec une TVA de ${VAT_RATE_PERCENT}\u00a0%. L’abonnement est annuel et facturé à la souscription.`,
    },
    {
      question: 'Comment souscrire ou renouveler\u202f?',
      // Card payment is promised only where a payment provider is configured (src/config/env.ts).
      answer: env.paymentOnline
        ? 'L’administrateur de l’organisation choisit l’offre et le nombre de places, puis paie par carte depuis son espace («\u00a0Mon abonnement\u00a0»). Vous préférez un devis et une facture\u202f? Écrivez-nous.'
        : 'Écrivez-nous\u00a0: nous vous adressons un devis et une facture, pour la souscription comme pour chaque renouvellement. Le paiement en ligne n’est pas ouvert sur ce service.',
    },
    {
      question: 'Que se passe-t-il à la fin de l’abonnement\u202f?',
      answer:
        'Les enseignants et les étudiants n’ont plus accès aux sessions tant que l’abonnement n’est pas renouvelé. Rien n’est supprimé à l’échéance\u00a0: dès le renouvellement, chacun retrouve ses scénarios et ses sessions.',
    },
    {
      question: 'Puis-je essayer avant de m’engager\u202f?',
      answer:
        'Oui\u00a0: créez un compte Découverte gratuit, ou demandez une démonstration sur vos propres scénarios avant de souscrire pour votre organisation.',
    },
    {
      question: 'Où sont hébergées nos données\u202f?',
      answer:
        'Dans l’Union européenne, dans le respect du RGPD. Chaque personne peut exporter ses données depuis la page «\u00a0Mes données\u00a0».',
    },
  ],
  closingTitle: 'Un doute sur l’offre qui vous convient\u202f?',
  closingText: 'Nous vous présentons SimuSession sur vos scénarios et vous adressons un devis au nombre de places dont vous avez besoin.',
  demoAction: demoLink.label,
  docsAction: 'Lire la documentation',
} as const;
