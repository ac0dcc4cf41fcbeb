import { NEW_PASSWORD_MIN_LENGTH } from '../../../contract/passwords';
import { CONTACT_EMAIL } from './common';
import { contactLink, demoLink, mailLink, pricingLink, type ContentDoc } from './content';
import { legalNotice, privacyPolicy, salesTerms, terms, useTerms } from './legal';
import { env } from '../env';
import { PATHS } from '../routes';

/**
 * What the subscription articles say about paying depends on the running configuration: the card is
 * offered only where a payment provider is configured (PAYMENT_PROVIDER, src/config/env.ts); the
 * production image has none, and there the checkout answers that online payment is not open.
 */
export const renewalSentences = {
  online: {
    lead: 'Ensuite, son administrateur le prolonge en ligne, par carte bancaire, depuis son espace.',
    renew:
      "L’administrateur de votre organisation le prolonge lui-même\u00a0: la page «\u00a0Mon abonnement\u00a0» indique l’état de l’abonnement en cours, et «\u00a0Renouveler l’abonnement\u00a0» le paie par carte, avec l’offre et le nombre de places de son choix (le montant TTC est affiché avant de payer, et sur le bouton), pour une nouvelle période qui commence le lendemain de la fin de l’actuelle. Pour un bon de commande ou un mandat administratif, écrivez-nous.",
    packPro: 'ses renouvellements se paient ensuite en ligne, comme ceux de tout abonnement.',
  },
  offline: {
    lead: 'Le paiement en ligne n’est pas ouvert sur ce service\u00a0: les renouvellements se font aussi sur devis.',
    renew:
      "La page «\u00a0Mon abonnement\u00a0» indique à l’administrateur de votre organisation l’état de l’abonnement en cours. Le paiement en ligne n’est pas ouvert sur ce service\u00a0: pour renouveler l’abonnement ou changer le nombre de places, écrivez-nous. Nous vous adressons un devis, puis prolongeons l’abonnement selon ses modalités.",
    packPro: 'ses renouvellements se font aussi sur devis.',
  },
} as const;

export function subscribeDocFor(paymentOnline: boolean): ContentDoc {
  const sentences = paymentOnline ? renewalSentences.online : renewalSentences.offline;
  return {
    lead: `Le premier abonnement d’une organisation se souscrit sur devis, au nombre de places dont elle a besoin. ${sentences.lead}`,
    sections: [
      {
        heading: 'Comment souscrire',
        // An organisation's one path, as on the home, the pricing and the free accounts: a demo, then a quote.
        steps: [
          {
            title: 'Une démonstration',
            text: 'Trente minutes en visioconférence, sur vos propres scénarios. Indiquez-nous votre organisation et le nombre approximatif d’enseignants et d’étudiants.',
          },
          { title: 'Votre devis', text: 'Nous vous adressons un devis au nombre de places dont vous avez besoin, pour l’offre Établissement ou le Pack Pro.' },
          {
            title: 'Votre espace',
            text: "Dès votre accord, nous ouvrons l’espace de votre organisation et le compte de son administrateur\u202f; la facture suit, selon les modalités du devis.",
          },
        ],
        links: [demoLink, pricingLink],
      },
      {
        heading: 'Vous avez déjà un abonnement\u202f?',
        paragraphs: [sentences.renew],
        links: [{ label: 'Se connecter', to: PATHS.login }],
      },
    ],
  };
}

const subscribeDoc = subscribeDocFor(env.paymentOnline);
const packProRenewal = env.paymentOnline ? renewalSentences.online.packPro : renewalSentences.offline.packPro;

const freeAccountDoc = (who: string): ContentDoc => ({
  lead: `Un compte ${who} gratuit vous permet de découvrir SimuSession avant que votre organisation ne s’abonne.`,
  sections: [
    {
      heading: 'Créer votre compte',
      ordered: true,
      items: [
        `Choisissez votre adresse e-mail et un mot de passe d’au moins ${NEW_PASSWORD_MIN_LENGTH}\u00a0caractères.`,
        "Ouvrez le lien de vérification reçu par e-mail\u00a0: un compte dont l’adresse n’est pas vérifiée ne peut pas se connecter.",
        "Connectez-vous. Si votre profil n’est pas encore ouvert, écrivez-nous\u00a0: nous l’activons.",
      ],
      links: [{ label: 'Créer mon compte', to: PATHS.signup }, { label: 'Se connecter', to: PATHS.login }],
    },
    {
      heading: 'Et ensuite\u202f?',
      paragraphs: ["Quand votre organisation s’abonne, son administrateur rattache votre compte à l’organisation."],
      links: [pricingLink],
    },
  ],
});

/** Pages of running text, by path. */
export const articles: Record<string, ContentDoc> = {
  [PATHS.buyNow]: subscribeDoc,
  [PATHS.packPro]: {
    ...subscribeDoc,
    lead: `Le Pack Pro s’adresse aux organisations qui déploient SimuSession à grande échelle. Il est établi sur devis, selon le nombre de comptes et d’équipes\u202f; ${packProRenewal}`,
  },
  [PATHS.register]: subscribeDoc,
  [PATHS.payment]: subscribeDoc,
  [PATHS.checkout]: subscribeDoc,
  [PATHS.registerAdmin]: {
    lead: "Le compte administrateur d’une organisation est ouvert par l’équipe SimuSession à la souscription de l’abonnement.",
    sections: [
      {
        heading: 'Votre organisation souscrit',
        paragraphs: [
          "Indiquez-nous, avec votre demande de devis, la personne qui administrera SimuSession\u00a0: elle reçoit ses identifiants à l’ouverture de l’abonnement.",
        ],
        links: [contactLink],
      },
      {
        heading: 'Vous êtes déjà administrateur',
        paragraphs: ["Connectez-vous avec votre adresse e-mail\u00a0: le menu vous donne accès aux utilisateurs, à la configuration et à l’abonnement."],
        links: [{ label: 'Se connecter', to: PATHS.login }],
      },
    ],
  },
  [PATHS.registerUsers]: {
    lead: "Les comptes des enseignants et des étudiants d’une organisation sont gérés par son administrateur.",
    sections: [
      {
        heading: 'Rejoindre votre organisation',
        paragraphs: [
          "Demandez votre accès à l’administrateur SimuSession de votre établissement. Une fois votre compte créé, vérifiez votre adresse e-mail puis connectez-vous.",
        ],
        links: [{ label: 'Se connecter', to: PATHS.login }, { label: 'Mot de passe oublié\u202f?', to: PATHS.forgotPassword }],
      },
    ],
  },
  // The offer « Découverte » of the pricing page: a personal account, free, without an organisation. An
  // organisation's accounts come with a subscription: its card takes the organisation's one path (a demo, then a
  // quote), not a free organisation account the pricing page does not sell.
  [PATHS.freeAccount]: {
    lead: 'Découvrez SimuSession avec un compte personnel gratuit, sans engagement ni carte bancaire\u00a0: choisissez celui qui vous correspond.',
    layout: 'choices',
    sections: [
      { heading: 'Vous enseignez', paragraphs: ['Préparez vos premiers scénarios et vos premières sessions de simulation.'], links: [{ label: 'Créer un compte enseignant', to: PATHS.freeTeacherAccount }] },
      { heading: 'Vous étudiez', paragraphs: ['Participez aux sessions auxquelles vous êtes invité et retrouvez vos résultats.'], links: [{ label: 'Créer un compte étudiant', to: PATHS.freeStudentAccount }] },
      {
        heading: 'Vous représentez un établissement',
        paragraphs: ['Les comptes de vos enseignants et de vos étudiants relèvent d’un abonnement. Nous vous montrons SimuSession sur vos scénarios, puis vous adressons un devis.'],
        links: [demoLink, pricingLink],
      },
    ],
  },
  [PATHS.freeTeacherAccount]: freeAccountDoc('enseignant'),
  [PATHS.freeStudentAccount]: freeAccountDoc('étudiant'),
  // The product's route for a free organisation account (docs/product.md §2.1): an organisation starts the way every page offers it.
  [PATHS.freeOrganisationAccount]: {
    lead: 'Vous souhaitez essayer SimuSession avec votre établissement avant de vous abonner\u202f? Tout commence par une démonstration sur vos propres scénarios.',
    sections: [
      {
        heading: 'Votre demande',
        items: [
          'Le nom de votre organisation et votre fonction.',
          "Le nombre approximatif d’enseignants et d’étudiants concernés.",
          'Ce que vous souhaitez faire avec SimuSession.',
        ],
        note: 'Nous revenons vers vous pour convenir de la démonstration, puis vous adressons un devis.',
        links: [demoLink, mailLink],
      },
    ],
  },
  [PATHS.myData]: {
    lead: "Le RGPD vous donne le droit de savoir quelles données SimuSession détient sur vous, et d’en obtenir une copie.",
    sections: [
      {
        heading: 'Ce que vous pouvez demander',
        items: [
          "Une copie de vos données, dans un format structuré et couramment utilisé (droit d’accès et droit à la portabilité).",
          'La correction de données inexactes (droit de rectification).',
          "L’effacement de votre compte et de vos données (droit à l’effacement).",
          "La limitation du traitement, ou l’opposition à celui-ci.",
        ],
      },
      {
        heading: 'Comment faire',
        ordered: true,
        items: [
          `Écrivez à ${CONTACT_EMAIL} depuis l’adresse e-mail de votre compte, avec l’objet «\u00a0Demande relative à mes données\u00a0».`,
          'Précisez votre demande\u202f; nous pouvons vous demander de confirmer votre identité.',
          "Nous répondons dans un délai d’un mois, prolongeable de deux mois pour une demande complexe (article 12 du RGPD).",
        ],
        note: "Si votre compte a été créé par votre organisation, vous pouvez aussi vous adresser à son administrateur. Si la réponse ne vous satisfait pas, vous pouvez saisir la CNIL.",
        links: [mailLink, { label: 'Adresser une plainte à la CNIL', href: 'https://www.cnil.fr/fr/plaintes' }, { label: 'Politique de confidentialité', to: PATHS.privacyPolicy }],
      },
    ],
  },
  [PATHS.legalNotice]: legalNotice,
  [PATHS.privacyPolicy]: privacyPolicy,
  [PATHS.useTerms]: useTerms,
  [PATHS.salesTerms]: salesTerms,
  [PATHS.terms]: terms,
};
