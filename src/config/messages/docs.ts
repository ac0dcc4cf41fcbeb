import { type ContentSection } from './content';

export const docsMessages = {
  lead: 'Bien démarrer avec SimuSession\u00a0: ce que chaque rôle trouve dans le menu, et comment y accéder.',
  roles: [
    {
      heading: 'Vous êtes enseignant',
      ordered: true,
      items: [
        'Connectez-vous avec le compte ouvert par votre organisation, après avoir vérifié votre adresse e-mail.',
        '«\u00a0Sessions\u00a0»\u00a0: vos sessions de simulation, à concevoir et à animer.',
        '«\u00a0Etudiants\u00a0»\u00a0: les étudiants qui suivent vos sessions.',
        '«\u00a0Mes dossiers\u00a0»\u00a0: vos dossiers de simulation.',
        "«\u00a0Compte\u00a0» (votre avatar)\u00a0: votre profil, votre organisation et l’état de votre charte enseignant.",
      ],
    },
    {
      heading: 'Vous êtes étudiant',
      ordered: true,
      items: [
        'Connectez-vous avec le compte créé pour vous, après avoir vérifié votre adresse e-mail.',
        '«\u00a0Sessions\u00a0»\u00a0: les sessions auxquelles vous participez.',
        '«\u00a0Compte\u00a0» (votre avatar)\u00a0: votre profil et votre organisation.',
      ],
    },
    {
      heading: 'Vous administrez une organisation',
      ordered: true,
      items: [
        '«\u00a0Utilisateurs\u00a0»\u00a0: les comptes de votre organisation.',
        '«\u00a0Config\u00a0»\u00a0: les réglages de votre organisation.',
        "«\u00a0Mon abonnement\u00a0»\u00a0: l’état de l’abonnement et ses informations.",
        "Si l’abonnement n’est plus actif, vous êtes dirigé vers la page de renouvellement\u202f; vous gardez l’accès à votre compte et à l’abonnement.",
      ],
    },
    {
      heading: "Quand l’abonnement de l’organisation a pris fin",
      paragraphs: [
        "Les enseignants et les étudiants voient la page «\u00a0Abonnement expiré\u00a0» et sont invités à contacter l’administrateur de leur organisation, seul à pouvoir renouveler l’abonnement.",
      ],
    },
  ] satisfies readonly ContentSection[],
  mapTitle: 'Qui accède à quelles pages',
  mapIntro:
    "La carte ci-dessous relie chaque rôle aux pages qu’il peut ouvrir, d’après la table des routes de l’application. Sélectionnez un rôle pour mettre ses liens en évidence, ou une page pour l’ouvrir. Le tableau qui suit donne les mêmes informations.",
  mapLabel: "Carte des accès par rôle (le tableau suivant en donne l’équivalent textuel)",
  mapLoading: 'Chargement de la carte…',
  mapFailed: "La carte n’a pas pu être chargée\u202f; le tableau ci-dessous donne les mêmes informations.",
  tableCaption: 'Pages accessibles par rôle',
  pageColumn: 'Page',
  visitor: 'Visiteur',
  publicPages: (count: number) => `Pages publiques (${count})`,
  yes: 'Oui',
  no: 'Non',
  inactiveNote:
    "Quand l’abonnement d’une organisation est inactif, ses enseignants et ses étudiants sont dirigés vers «\u00a0Abonnement expiré\u00a0», et son administrateur vers «\u00a0Renouveler l’abonnement\u00a0» (sauf pour «\u00a0Mon abonnement\u00a0»). La page «\u00a0Mon compte\u00a0» reste toujours accessible.",
} as const;
