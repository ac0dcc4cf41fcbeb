import { CONTACT_EMAIL } from './common';
import { TO_COMPLETE, contactLink, mailLink, pricingLink, type ContentDoc } from './content';
import { PATHS } from '../routes';

const subscribeDoc: ContentDoc = {
  lead: "La souscription en ligne n’est pas encore ouverte\u00a0: aucun paiement n’est demandé sur ce site. Un abonnement SimuSession se souscrit sur devis.",
  sections: [
    {
      heading: 'Comment souscrire',
      ordered: true,
      items: [
        `Écrivez-nous depuis la page Contact ou à ${CONTACT_EMAIL}, en indiquant votre organisation et le nombre approximatif d’enseignants et d’étudiants.`,
        'Nous vous adressons un devis correspondant à vos besoins.',
        "Dès votre accord, nous ouvrons l’espace de votre organisation et le compte de son administrateur\u202f; la facture suit, selon les modalités du devis.",
      ],
      links: [contactLink, pricingLink],
    },
    {
      heading: 'Vous avez déjà un abonnement\u202f?',
      paragraphs: [
        "Pour le renouveler ou le modifier, l’administrateur de votre organisation peut nous écrire depuis son espace\u00a0: la page «\u00a0Mon abonnement\u00a0» indique l’état de l’abonnement en cours.",
      ],
      links: [{ label: 'Se connecter', to: PATHS.login }],
    },
  ],
};

const freeAccountDoc = (who: string): ContentDoc => ({
  lead: `Un compte ${who} gratuit vous permet de découvrir SimuSession avant que votre organisation ne s’abonne.`,
  sections: [
    {
      heading: 'Créer votre compte',
      ordered: true,
      items: [
        "Choisissez votre adresse e-mail et un mot de passe d’au moins 6 caractères.",
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
  [PATHS.about]: {
    lead: "SimuSession est né d’une conviction\u00a0: on apprend mieux en situation. Nous voulons que chaque enseignant puisse proposer des simulations à ses étudiants, sans outillage compliqué.",
    sections: [
      {
        heading: 'Ce que nous faisons',
        paragraphs: [
          "SimuSession est une application web de sessions de simulation. Les enseignants y conçoivent et animent leurs sessions, les étudiants y participent, et les administrateurs d’organisation gèrent les comptes et l’abonnement de leur établissement.",
        ],
      },
      {
        heading: 'Nos principes',
        items: [
          'Simple\u00a0: une interface en français, claire, qui fonctionne sur ordinateur comme sur téléphone.',
          "Accessible\u00a0: une application utilisable au clavier et avec un lecteur d’écran, conçue selon les règles WCAG.",
          'Respectueuse\u00a0: le minimum de données nécessaires, pas de publicité, et des cookies de mesure seulement avec votre accord.',
        ],
      },
      {
        heading: 'Qui sommes-nous',
        paragraphs: ['SimuSession est édité par SimuSession SAS, une société française. Les informations légales complètes figurent dans les mentions légales.'],
        links: [{ label: 'Mentions légales', to: PATHS.legalNotice }, contactLink],
      },
    ],
  },
  [PATHS.buyNow]: subscribeDoc,
  [PATHS.packPro]: {
    ...subscribeDoc,
    lead: "Le Pack Pro s’adresse aux organisations qui déploient SimuSession à grande échelle. Il est établi sur devis, selon le nombre de comptes et d’équipes\u202f; la souscription en ligne n’est pas encore ouverte.",
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
  [PATHS.freeAccount]: {
    lead: 'Découvrez SimuSession avec un compte gratuit\u00a0: choisissez celui qui vous correspond.',
    sections: [
      { heading: 'Vous enseignez', paragraphs: ['Préparez vos premières sessions de simulation.'], links: [{ label: 'Compte enseignant gratuit', to: PATHS.freeTeacherAccount }] },
      { heading: 'Vous étudiez', paragraphs: ['Participez aux sessions auxquelles vous êtes invité.'], links: [{ label: 'Compte étudiant gratuit', to: PATHS.freeStudentAccount }] },
      { heading: 'Vous représentez une organisation', paragraphs: ['Présentez-nous votre projet.'], links: [{ label: 'Compte organisation gratuit', to: PATHS.freeOrganisationAccount }] },
    ],
  },
  [PATHS.freeTeacherAccount]: freeAccountDoc('enseignant'),
  [PATHS.freeStudentAccount]: freeAccountDoc('étudiant'),
  [PATHS.freeOrganisationAccount]: {
    lead: 'Vous souhaitez essayer SimuSession avec votre établissement\u202f? Un compte organisation se demande par écrit.',
    sections: [
      {
        heading: 'Votre demande',
        items: [
          'Le nom de votre organisation et votre fonction.',
          "Le nombre approximatif d’enseignants et d’étudiants concernés.",
          'Ce que vous souhaitez faire avec SimuSession.',
        ],
        note: 'Nous revenons vers vous pour ouvrir votre espace et vous accompagner.',
        links: [contactLink, mailLink],
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
  [PATHS.legalNotice]: {
    lead: "Informations prévues par la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique.",
    sections: [
      {
        heading: 'Éditeur',
        items: [
          'Dénomination\u00a0: SimuSession SAS',
          `Siège social\u00a0: ${TO_COMPLETE('adresse du siège social')}`,
          `Immatriculation\u00a0: ${TO_COMPLETE('numéro RCS et ville du greffe')}`,
          `Capital social\u00a0: ${TO_COMPLETE('montant du capital')}`,
          `Directeur de la publication\u00a0: ${TO_COMPLETE('nom du représentant légal')}`,
          `Contact\u00a0: ${CONTACT_EMAIL}`,
        ],
      },
      {
        heading: 'Hébergement',
        items: [
          `Application et données\u00a0: ${TO_COMPLETE("nom, adresse et téléphone de l’hébergeur")}`,
          'Authentification\u00a0: Google Firebase, service de Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irlande.',
        ],
      },
      {
        heading: 'Propriété intellectuelle',
        paragraphs: [
          'Les textes, interfaces, logos et logiciels de SimuSession sont protégés par le droit de la propriété intellectuelle. Toute reproduction sans autorisation écrite de SimuSession SAS est interdite.',
        ],
      },
      {
        heading: 'Données personnelles et cookies',
        paragraphs: ["Le traitement de vos données et l’usage des cookies sont décrits dans la politique de confidentialité."],
        links: [{ label: 'Politique de confidentialité', to: PATHS.privacyPolicy }],
      },
    ],
  },
  [PATHS.privacyPolicy]: {
    lead: 'Cette politique explique quelles données personnelles SimuSession traite, pourquoi, combien de temps, et comment exercer vos droits.',
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          `SimuSession SAS, ${TO_COMPLETE('adresse du siège social')}, joignable à ${CONTACT_EMAIL}. Lorsqu’une organisation (établissement, centre de formation) crée les comptes de ses membres, elle est responsable de ce traitement et SimuSession agit pour son compte, comme sous-traitant.`,
        ],
      },
      {
        heading: 'Données traitées',
        items: [
          'Compte\u00a0: adresse e-mail et son état de vérification, prénom, nom, photo le cas échéant, rôle, organisation, type de compte, date de dernière connexion.',
          'Enseignants\u00a0: acceptation de la charte enseignant.',
          "Usage\u00a0: les sessions, dossiers et participations créés dans l’application.",
          "Organisation\u00a0: nom, offre, état et date de fin de l’abonnement.",
        ],
      },
      {
        heading: 'Finalités et bases légales',
        items: [
          'Fournir le service et gérer les comptes\u00a0: exécution du contrat.',
          "Sécuriser l’accès (authentification, prévention des abus)\u00a0: intérêt légitime.",
          'Facturer les abonnements\u00a0: obligation légale.',
          "Mesurer l’audience du site\u00a0: votre consentement.",
        ],
      },
      {
        heading: 'Destinataires',
        paragraphs: [
          "Vos données sont accessibles à l’équipe SimuSession et, pour les membres d’une organisation, à son administrateur. L’authentification est assurée par Google Firebase (Google Ireland Limited). Aucune donnée n’est vendue ni utilisée à des fins publicitaires.",
        ],
      },
      {
        heading: 'Durées de conservation',
        items: [
          "Compte\u00a0: pendant la durée d’utilisation du service\u202f; les comptes restés inactifs sont supprimés périodiquement.",
          "Données de facturation\u00a0: dix ans, comme l’exige le code de commerce.",
          'Cookies de choix (consentement)\u00a0: 365 jours.',
          "Cookies de mesure d’audience\u00a0: 13 mois au plus.",
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'SimuSession dépose uniquement les cookies suivants. Vous pouvez modifier vos choix à tout moment avec le lien «\u00a0Gestion des cookies\u00a0» en bas de chaque page.',
        ],
        items: [
          'SimuSessionCookieConsent (essentiel, 365 jours)\u00a0: mémorise votre décision.',
          'cookiePreferences (essentiel, 365 jours)\u00a0: mémorise le détail de vos choix (analytiques, marketing), leur date et leur version.',
          "La session de connexion est conservée dans le stockage local de votre navigateur, et non dans un cookie\u202f; elle est effacée à la déconnexion.",
          "Cookies dont le nom commence par ss_analytics (analytique, 13 mois au plus)\u00a0: déposés seulement avec votre accord, par notre propre script de mesure d’audience. À ce jour, aucun serveur de collecte n’est configuré\u00a0: même avec votre accord, aucune donnée de visite n’est transmise. Ces cookies sont supprimés si vous retirez votre accord.",
          "Marketing\u00a0: aucun cookie marketing n’est déposé aujourd’hui\u202f; votre choix est recueilli avant toute utilisation future.",
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          "Vous disposez des droits d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité, ainsi que du droit de définir des directives sur le sort de vos données après votre décès. Vous pouvez introduire une réclamation auprès de la CNIL.",
        ],
        links: [{ label: 'Exercer mes droits', to: PATHS.myData }, { label: 'Site de la CNIL', href: 'https://www.cnil.fr' }],
      },
    ],
  },
  [PATHS.useTerms]: {
    lead: "Les présentes conditions générales d’utilisation (CGU) fixent les règles d’usage de SimuSession par toute personne disposant d’un compte.",
    sections: [
      { heading: '1. Objet', paragraphs: ["SimuSession est une application web de sessions de simulation éditée par SimuSession SAS. Utiliser le service vaut acceptation des présentes CGU."] },
      {
        heading: '2. Accès au service',
        paragraphs: [
          "L’accès aux espaces personnels suppose un compte dont l’adresse e-mail a été vérifiée. Les membres d’une organisation accèdent à l’application tant que l’abonnement de celle-ci est actif\u202f; l’administrateur garde l’accès à son compte et à l’abonnement pour le renouveler.",
        ],
      },
      {
        heading: '3. Rôles',
        items: [
          'Enseignant\u00a0: conçoit et anime des sessions, gère ses dossiers et ses étudiants.',
          'Étudiant\u00a0: participe aux sessions auxquelles il est inscrit.',
          "Administrateur\u00a0: gère les comptes, la configuration et l’abonnement de son organisation.",
        ],
      },
      {
        heading: "4. Engagements de l’utilisateur",
        items: [
          'Garder ses identifiants confidentiels et signaler sans délai tout usage frauduleux.',
          "Ne publier aucun contenu illicite, injurieux ou portant atteinte aux droits d’autrui.",
          "Ne pas perturber le fonctionnement du service ni tenter d’accéder aux données d’autres utilisateurs.",
          'Pour les enseignants\u00a0: respecter la charte enseignant.',
        ],
      },
      { heading: '5. Contenus', paragraphs: ["Les contenus créés par les utilisateurs restent leur propriété ou celle de leur organisation. Ils accordent à SimuSession SAS le seul droit de les héberger et de les afficher pour fournir le service."] },
      { heading: '6. Disponibilité', paragraphs: ["SimuSession SAS s’efforce d’assurer un accès continu au service, sans pouvoir le garantir\u202f; des interruptions peuvent survenir pour maintenance."] },
      { heading: '7. Suspension', paragraphs: ["En cas de manquement aux présentes CGU, un compte peut être suspendu après information de son titulaire, ou immédiatement en cas d’urgence."] },
      { heading: '8. Données personnelles', paragraphs: ['Leur traitement est décrit dans la politique de confidentialité.'], links: [{ label: 'Politique de confidentialité', to: PATHS.privacyPolicy }] },
      { heading: '9. Modification et droit applicable', paragraphs: ['Les CGU peuvent évoluer\u202f; les utilisateurs en sont informés. Elles sont soumises au droit français.'] },
    ],
  },
  [PATHS.salesTerms]: {
    lead: "Les présentes conditions générales de vente (CGV) s’appliquent aux abonnements SimuSession souscrits par les organisations.",
    sections: [
      { heading: '1. Objet', paragraphs: ["Elles régissent la vente, par SimuSession SAS, d’abonnements donnant accès à l’application aux membres d’une organisation cliente."] },
      { heading: '2. Commande', paragraphs: ["Tout abonnement fait l’objet d’un devis. La commande est ferme à la réception du devis signé ou d’un bon de commande. Aucun paiement n’est demandé en ligne."] },
      { heading: '3. Prix', paragraphs: ["Les prix sont indiqués au devis, hors taxes et toutes taxes comprises. Ils dépendent du nombre de comptes et de la durée d’engagement."] },
      { heading: '4. Facturation et paiement', paragraphs: ["La facture est émise à l’ouverture de l’abonnement\u202f; elle est payable selon les modalités et délais indiqués au devis. Tout retard ouvre droit aux pénalités et à l’indemnité forfaitaire prévues par le code de commerce."] },
      { heading: '5. Durée et renouvellement', paragraphs: ["L’abonnement court pour la durée fixée au devis. Il peut être renouvelé à son terme sur simple demande de l’administrateur de l’organisation."] },
      {
        heading: "6. Fin de l’abonnement",
        paragraphs: [
          "À la fin de l’abonnement, l’organisation devient inactive\u00a0: ses enseignants et ses étudiants n’accèdent plus à l’application, et son administrateur conserve l’accès à son compte et à l’abonnement afin de le renouveler.",
        ],
      },
      { heading: '7. Responsabilité', paragraphs: ["La responsabilité de SimuSession SAS est limitée aux dommages directs et prévisibles, dans la limite des sommes versées au titre de l’année en cours."] },
      { heading: '8. Données personnelles', paragraphs: ["SimuSession SAS traite les données des membres pour le compte de l’organisation cliente, dans les conditions de la politique de confidentialité."], links: [{ label: 'Politique de confidentialité', to: PATHS.privacyPolicy }] },
      { heading: '9. Droit applicable et litiges', paragraphs: ["Les CGV sont soumises au droit français. À défaut d’accord amiable, tout litige est porté devant les tribunaux compétents du ressort du siège de SimuSession SAS."] },
    ],
  },
  [PATHS.terms]: {
    lead: "L’utilisation de SimuSession est encadrée par plusieurs documents, qui forment ensemble les conditions générales du service.",
    sections: [
      {
        heading: 'Les documents applicables',
        items: [
          "Les conditions générales d’utilisation (CGU)\u00a0: les règles d’usage pour toute personne disposant d’un compte.",
          'Les conditions générales de vente (CGV)\u00a0: la souscription, la facturation et la fin des abonnements des organisations.',
          'La politique de confidentialité\u00a0: le traitement des données personnelles et les cookies.',
          "Les mentions légales\u00a0: l’éditeur et l’hébergeur du service.",
        ],
        links: [
          { label: "Conditions générales d’utilisation", to: PATHS.useTerms },
          { label: 'Conditions générales de vente', to: PATHS.salesTerms },
          { label: 'Politique de confidentialité', to: PATHS.privacyPolicy },
          { label: 'Mentions légales', to: PATHS.legalNotice },
        ],
      },
      {
        heading: 'Définitions',
        items: [
          "Organisation\u00a0: l’établissement ou l’entreprise cliente, titulaire de l’abonnement.",
          "Administrateur\u00a0: la personne désignée par l’organisation pour gérer ses comptes et son abonnement.",
          "Utilisateur\u00a0: toute personne disposant d’un compte SimuSession.",
          'Session\u00a0: une simulation conçue par un enseignant, à laquelle participent des étudiants.',
        ],
      },
      { heading: 'Ordre de priorité', paragraphs: ['En cas de contradiction, les stipulations du devis accepté prévalent sur les CGV, qui prévalent sur les CGU.'] },
    ],
  },
};
