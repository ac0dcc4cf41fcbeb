/** Every user-facing text of the reference API, in French, in one place for review. */
import { refusalMessages } from '../../contract/messages';

export const messages = {
  ...refusalMessages,
  authorizationMissing: 'Authentification requise.',
  authorizationMalformed: 'En-tête Authorization invalide\u00a0: «\u00a0Bearer <jeton>\u00a0» attendu.',
  tokenInvalid: 'Jeton d’authentification invalide.',
  tokenExpired: 'Session expirée, veuillez vous reconnecter.',
  tokenRevoked: 'Session révoquée, veuillez vous reconnecter.',
  accountDisabled: 'Ce compte est désactivé.',
  emailNotVerified: 'Adresse e-mail non vérifiée.',
  profileMissing: 'Aucun profil pour ce compte.',
  organisationUnknown: 'Organisation inconnue.',
  invalidQuery: 'Paramètres de requête manquants ou invalides.',
  badRequest: 'Requête invalide.',
  routeNotFound: 'Ressource introuvable.',
  internalError: 'Erreur interne du serveur.',
  /** The web server's `/api` with no API behind it (the client's own wording for a network failure, docs/product.md §8). */
  apiUnreachable: 'Erreur réseau ou serveur.',
  /** The client's own wording for a network failure (docs/product.md §8): an identity outage takes its transient path. */
  identityUnavailable: 'Erreur réseau ou serveur.',
  /** The same words for PostgreSQL away (503 « Erreur réseau ou serveur. »): the app shows them as they are. */
  databaseUnavailable: 'Erreur réseau ou serveur.',
  tooManyRequests: 'Trop de requêtes\u00a0: patientez un instant avant de réessayer.',
  requestTooLarge: 'Requête trop longue.',
  organisationRequired: 'Paramètre «\u00a0organisation\u00a0» requis pour l’hyperadministrateur.',
  cursorInvalid: 'Curseur de pagination invalide.',
  invalidBody: 'Corps de requête invalide.',
} as const;
