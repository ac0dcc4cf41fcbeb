import { type ContentSection } from './content';

export const docsMessages = {
  lead: 'Bien démarrer avec SimuSession : ce que chaque rôle trouve dans le menu, et comment y accéder.',
  roles: [
    {
      heading: 'Vous êtes enseignant',
      ordered: true,
      items: [
        'Connectez-vous avec le compte ouvert par votre organisation, après avoir vérifié votre adresse e-mail.',
        '« Sessions » : vos sessions de simulation, à concevoir et à animer.',
        '« Etudiants » : les étudiants qui suivent vos sessions.',
        '« Mes dossiers » : vos dossiers de simulation.',
        "« Compte » (votre avatar) : votre profil, votre organisation et l'état de votre charte enseignant.",
      ],
    },
    {
      heading: 'Vous êtes étudiant',
      ordered: true,
      items: [
        'Connectez-vous avec le compte créé pour vous, après avoir vérifié votre adresse e-mail.',
        '« Sessions » : les sessions auxquelles vous participez.',
        '« Compte » (votre avatar) : votre profil et votre organisation.',
      ],
    },
    {
      heading: 'Vous administrez une organisation',
      ordered: true,
      items: [
        '« Utilisateurs » : les comptes de votre organisation.',
        '« Config » : les réglages de votre organisation.',
        "« Mon abonnement » : l'état de l'abonnement et ses informations.",
        "Si l'abonnement n'est plus actif, vous êtes dirigé vers la page de renouvellement ; vous gardez l'accès à votre compte et à l'abonnement.",
      ],
    },
    {
      heading: "Quand l'abonnement de l'organisation a pris fin",
      paragraphs: [
        "Les enseignants et les étudiants voient la page « Abonnement expiré » et sont invités à contacter l'administrateur de leur organisation, seul à pouvoir renouveler l'abonnement.",
      ],
    },
  ] satisfies readonly ContentSection[],
  mapTitle: 'Qui accède à quelles pages',
  mapIntro:
    "La carte ci-dessous relie chaque rôle aux pages qu'il peut ouvrir, d'après la table des routes de l'application. Sélectionnez un rôle pour mettre ses liens en évidence, ou une page pour l'ouvrir. Le tableau qui suit donne les mêmes informations.",
  mapLabel: "Carte des accès par rôle (le tableau suivant en donne l'équivalent textuel)",
  mapLoading: 'Chargement de la carte…',
  mapFailed: "La carte n'a pas pu être chargée ; le tableau ci-dessous donne les mêmes informations.",
  tableCaption: 'Pages accessibles par rôle',
  pageColumn: 'Page',
  visitor: 'Visiteur',
  publicPages: (count: number) => `Pages publiques (${count})`,
  yes: 'Oui',
  no: 'Non',
  inactiveNote:
    "Quand l'abonnement d'une organisation est inactif, ses enseignants et ses étudiants sont dirigés vers « Abonnement expiré », et son administrateur vers « Renouveler l'abonnement » (sauf pour « Mon abonnement »). La page « Mon compte » reste toujours accessible.",
} as const;
