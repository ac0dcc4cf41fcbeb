import type { ProductShotName } from './guides';

/** The calm panel beside a sign-in form: what the person gets, said in a few lines, and one picture of it. */
export type AuthPanelMessages = { title: string; points: readonly string[]; shot: ProductShotName; alt: string };

/**
 * The words beside the forms of `/login`, `/signup` and `/auth/ForgotPassword` (the forms' own words are
 * `formMessages`). What a free account includes is what the pricing page's « Découverte » column says.
 */
export const authPagesMessages = {
  login: {
    title: 'Dans votre espace',
    points: [
      'Vos sessions à venir, en cours et passées, semaine par semaine.',
      'La salle de simulation\u00a0: l’état du patient et ses constantes en direct, chaque transition horodatée dans le journal.',
      'Le débriefing guidé, les évaluations et les résultats publiés aux apprenants.',
    ],
    shot: 'teacher-session-run',
    alt: 'Une session en cours dans SimuSession, onglet Déroulement\u00a0: l’horloge du scénario et l’état actuel du patient avec ses constantes.',
  },
  signup: {
    title: 'Ce que comprend le compte gratuit',
    points: [
      'Un compte personnel, sans organisation ni abonnement.',
      'Des scénarios avec le graphe de l’état du patient.',
      'Les sessions, le débriefing guidé (PEARLS, GAS) et les évaluations.',
      'Sans engagement ni carte bancaire.',
    ],
    shot: 'scenario-editor',
    alt: 'L’éditeur de scénario «\u00a0Bronchiolite du nourrisson\u00a0»\u00a0: le titre, le public visé, la durée de chaque phase et les objectifs pédagogiques.',
  },
  forgotPassword: {
    title: 'Et ensuite\u202f?',
    points: [
      'Si un compte existe pour cette adresse, vous recevez un e-mail avec un lien.',
      'Ce lien ouvre une page où vous choisissez votre nouveau mot de passe.',
      'Vous vous connectez avec ce mot de passe\u00a0: vos sessions et vos scénarios sont là où vous les avez laissés.',
    ],
    shot: 'teacher-main',
    alt: 'La page d’accueil d’un enseignant\u00a0: ses sessions à venir, en cours et passées, groupées par semaine, et le bouton Planifier une session.',
  },
} as const satisfies Record<'login' | 'signup' | 'forgotPassword', AuthPanelMessages>;
