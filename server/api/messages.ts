/** Every user-facing text of the reference API, in French, in one place for review. */
export const messages = {
  authorizationMissing: 'Authentification requise.',
  authorizationMalformed: 'En-tête Authorization invalide : « Bearer <jeton> » attendu.',
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
  /** The web server's `/api` with no API behind it (the client's own wording for a network failure, spec §8). */
  apiUnreachable: 'Erreur réseau ou serveur.',
  identityUnavailable: 'Service d’authentification momentanément injoignable : réessayez dans quelques instants.',
  databaseUnavailable: 'Base de données momentanément indisponible : réessayez dans quelques instants.',
  tooManyRequests: 'Trop de requêtes : patientez un instant avant de réessayer.',
  requestTooLarge: 'Requête trop longue.',
  emulatorInProduction:
    'Refus de démarrer : FIREBASE_AUTH_EMULATOR_HOST est défini alors que NODE_ENV=production ' +
    '(les jetons de l’émulateur ne sont pas signés). Retirez cette variable.',
} as const;
