/**
 * Every French text the interface shows lives in this folder, so that wording can be reviewed in
 * one place. It is split by page so that each page's text travels with that page's lazy chunk:
 * this module holds what the shell needs on every page.
 * The three organisation-check texts are those of docs/product.md §8, to the letter.
 */
import { passwordRuleMessages } from '../../../contract/passwords';
import type { Role } from '../../../contract/roles';
import { COMPANY } from '../publisher';

export const organisationMessages = {
  unexpectedResponse: "Réponse inattendue de l'API.",
  unknownError: 'Erreur inconnue',
  networkOrServer: 'Erreur réseau ou serveur.',
} as const;

export const roleLabels: Record<Role, string> = {
  admin: 'Administrateur',
  hyperadmin: 'Hyperadministrateur',
  enseignant: 'Enseignant',
  etudiant: 'Étudiant',
};

export const commonMessages = {
  loading: 'Chargement…',
  /** Two tabs or devices saved the same thing: the differences, field by field, then keep mine or take theirs. */
  conflict: {
    caption: 'Différences entre votre version et l’autre version',
    field: 'Champ',
    mine: 'Votre version',
    theirs: 'L’autre version',
    empty: '(vide)',
    keepMine: 'Garder ma version',
    takeTheirs: 'Prendre l’autre version',
  },
  skipToContent: 'Aller au contenu',
  notFoundTitle: 'Page introuvable',
  notFoundText: "La page demandée n’existe pas ou a été déplacée.",
  backHome: "Retour à l’accueil",
  forbiddenTitle: 'Accès non autorisé',
  forbiddenText: "Votre rôle ne donne pas accès à cette page.",
  forbiddenBack: 'Aller à ma page principale',
  errorTitle: 'Une erreur est survenue',
  errorText: "Cette page n’a pas pu s’afficher. Vous pouvez revenir à l’accueil et réessayer.",
  signOut: 'Déconnexion',
  // A page's code could not be fetched, even after one automatic reload (docs/browser-app.md).
  chunkErrorTitle: "La page n’a pas pu se charger",
  chunkErrorText:
    'Une nouvelle version de SimuSession a peut-être été mise en ligne, ou la connexion a été interrompue. Rechargez la page pour continuer.',
  reload: 'Recharger',
} as const;

/** A service did not answer (docs/product.md §19.6); the app keeps the user signed in and tries again on its own. */
export const availabilityMessages = {
  apiUnreachable: (seconds: number) =>
    `Le service SimuSession est momentanément injoignable. Nouvelle tentative dans ${seconds} s…`,
  identityUnreachable: (seconds: number) =>
    `Le service de connexion est momentanément injoignable. Nouvelle tentative dans ${seconds} s…`,
  /** The organisation check had no answer: nothing is said of the organisation, only of the service. */
  organisationUnreachableTitle: 'Service momentanément injoignable',
  organisationUnreachable:
    'Nous n’avons pas pu joindre le service SimuSession pour vérifier l’accès de votre organisation. Rien n’est perdu\u00a0: la page reprend d’elle-même dès que le service répond.',
  retry: 'Réessayer',
  retrying: 'Nouvel essai…',
} as const;

export const authMessages = {
  emailNotVerified:
    "Votre adresse e-mail n’est pas encore vérifiée. Ouvrez le lien reçu par e-mail, puis connectez-vous à nouveau.",
} as const;

/**
 * The cookie banner; the three buttons and categories are those of docs/product.md §9, to the letter. It names only
 * what the product deposits: the essential cookies and, with consent, its self-hosted audience
 * measurement (public/analytics.js). No marketing cookie exists: the category stays (docs/product.md §9), says so,
 * and has nothing to switch on.
 */
export const consentMessages = {
  title: 'Vos choix en matière de cookies',
  intro:
    'Des cookies essentiels au fonctionnement et, si vous l’acceptez, une mesure d’audience hébergée par SimuSession. Changez d’avis à tout moment via «\u00a0Gestion des cookies\u00a0».',
  categoriesLegend: 'Catégories de cookies',
  essential: 'Essentiels',
  essentialHelp: 'nécessaires au fonctionnement du site\u202f; ils ne peuvent pas être désactivés.',
  analytics: 'Analytiques',
  analyticsHelp: 'mesure d’audience hébergée par SimuSession, sans publicité ni partage.',
  marketing: 'Marketing',
  marketingHelp: 'SimuSession n’en dépose aucun\u00a0: rien à activer.',
  acceptAll: 'Accepter tout',
  refuseAll: 'Refuser tout',
  customise: 'Personnaliser',
  save: 'Enregistrer mes préférences',
  close: 'Fermer',
  manage: 'Gestion des cookies',
  learnMore: 'En savoir plus sur les cookies',
} as const;

/** Firebase Auth error codes, in words a person can act on. */
export const identityErrorMessages: Record<string, string> & { default: string } = {
  'auth/invalid-credential': 'Adresse e-mail ou mot de passe incorrect.',
  'auth/wrong-password': 'Adresse e-mail ou mot de passe incorrect.',
  'auth/user-not-found': 'Adresse e-mail ou mot de passe incorrect.',
  'auth/invalid-email': "Cette adresse e-mail n’est pas valide.",
  'auth/user-disabled': 'Ce compte a été désactivé. Contactez votre administrateur.',
  'auth/too-many-requests': 'Trop de tentatives. Patientez quelques minutes avant de réessayer.',
  'auth/network-request-failed': 'Connexion au service impossible. Vérifiez votre réseau et réessayez.',
  'auth/email-already-in-use': 'Un compte existe déjà avec cette adresse e-mail.',
  'auth/weak-password': passwordRuleMessages.tooShort,
  default: "L’opération n’a pas abouti. Réessayez dans un instant.",
};


// The API sends the demo requests to the same address (server/api/routes/demoRequests).
export { CONTACT_EMAIL } from '../../../contract/contact';


export const navMessages = {
  mainLabel: 'Navigation principale',
  menu: 'Menu',
  /** A visitor's call to action in the header: the same words as the pages' (content.ts `demoLink`). */
  demo: 'Demander une démo',
  roleBadge: (role: string) => `Rôle\u00a0: ${role}`,
} as const;

export const footerMessages = {
  label: 'Informations légales',
  mentions: 'Mentions légales',
  policy: 'Confidentialité et cookies',
  cgu: 'CGU',
  cgv: 'CGV',
  terms: 'Conditions générales',
  myData: 'Mes données',
  copyright: `© ${COMPANY.name}`,
  /** The visitor's footer: the logo and this line, then its columns. */
  description: 'Préparer, animer et débriefer les séances de simulation en santé, en équipe.',
  productTitle: 'Produit',
  pricing: 'Tarifs',
  docs: 'Documentation',
  legalTitle: 'Légal',
  dataTitle: 'Vos données',
} as const;
