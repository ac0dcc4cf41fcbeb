import { type ContentSection } from './content';
import { PATHS } from '../routes';

const NBSP = '\u00a0';

/** The documentation's landing (`/docs/start`) and its developer appendix, the map of who reaches which page. */
export const docsMessages = {
  lead: `Bien démarrer avec SimuSession${NBSP}: un guide pas à pas pour chaque rôle, avec les écrans et les boutons tels que vous les verrez.`,
  guidesTitle: 'Choisissez votre guide',
  guides: [
    {
      to: PATHS.docsTeacher,
      title: 'Vous enseignez',
      text: 'Créer vos dossiers et scénarios, dessiner l’évolution du patient, planifier une session, la conduire, la débriefer, évaluer et publier les résultats.',
      action: 'Lire le guide de l’enseignant',
    },
    {
      to: PATHS.docsStudent,
      title: 'Vous étudiez',
      text: 'Retrouver vos sessions, confirmer votre présence, lire le briefing, choisir d’être filmé ou non, consulter vos résultats et donner votre avis.',
      action: 'Lire le guide de l’étudiant',
    },
    {
      to: PATHS.docsAdmin,
      title: 'Vous administrez une organisation',
      text: 'Inviter ou importer les comptes, créer les groupes, publier la charte et l’autorisation d’enregistrement, suivre et renouveler l’abonnement.',
      action: 'Lire le guide de l’administrateur',
    },
  ],
  common: [
    {
      heading: 'Se connecter',
      paragraphs: [
        'Votre compte est ouvert par l’administrateur de votre organisation\u00a0: vous recevez un e-mail pour choisir votre mot de passe. Vérifiez votre adresse e-mail avant la première connexion, puis connectez-vous depuis «\u00a0Connexion\u00a0»\u00a0: vous arrivez directement sur la page principale de votre rôle.',
      ],
      links: [{ label: 'Se connecter', to: PATHS.login }],
    },
    {
      heading: 'Quand l’abonnement de l’organisation a pris fin',
      paragraphs: [
        'Les enseignants et les étudiants voient la page «\u00a0Abonnement expiré\u00a0» et sont invités à contacter l’administrateur de leur organisation, seul à pouvoir renouveler l’abonnement. Dès qu’il l’a fait, chacun retrouve son accès.',
      ],
    },
    {
      heading: 'Besoin d’aide\u202f?',
      paragraphs: ['Écrivez-nous\u00a0: nous répondons sous deux jours ouvrés.'],
      links: [{ label: 'Contact', to: PATHS.contact }],
    },
  ] satisfies readonly ContentSection[],
  appendixTitle: 'Pour les équipes techniques',
  appendixText: 'Les pages que chaque rôle peut ouvrir, par rôle et en tableau.',
  appendixLink: 'Voir la carte des accès',
  // The guides' pages.
  tocTitle: 'Sur cette page',
  otherGuides: 'Les autres guides',
  backToDocs: 'Toute la documentation',
  // The appendix.
  mapLead:
    'Qui accède à quelles pages, d’après la table des routes de l’application\u00a0: pour chaque rôle, la liste de ses pages, puis le même contenu en tableau et, sur demande, en graphe.',
  byRoleTitle: 'Les pages de chaque rôle',
  publicNote: (count: number) => `Les ${count}${NBSP}pages publiques (accueil, tarifs, documentation, pages légales…) sont ouvertes à tous, connecté ou non.`,
  graphTitle: 'Le graphe des accès',
  graphIntro: 'Le graphe relie chaque rôle aux pages qu’il peut ouvrir. Sélectionnez un rôle pour mettre ses liens en évidence, ou une page pour l’ouvrir.',
  showGraph: 'Afficher le graphe',
  mapLabel: 'Carte des accès par rôle (les listes et le tableau de cette page en donnent l’équivalent textuel)',
  mapLoading: 'Chargement de la carte…',
  mapFailed: 'La carte n’a pas pu être chargée\u202f; les listes et le tableau de cette page donnent les mêmes informations.',
  tableCaption: 'Pages accessibles par rôle',
  pageColumn: 'Page',
  visitor: 'Visiteur',
  publicPages: (count: number) => `Pages publiques (${count})`,
  yes: 'Oui',
  no: 'Non',
  inactiveNote:
    'Quand l’abonnement d’une organisation est inactif, ses enseignants et ses étudiants sont dirigés vers «\u00a0Abonnement expiré\u00a0», et son administrateur vers «\u00a0Renouveler l’abonnement\u00a0» (sauf pour «\u00a0Mon abonnement\u00a0»). La page «\u00a0Mon compte\u00a0» reste toujours accessible.',
} as const;
