/** The web server's own answers, in French. Under `/api` they keep the API's envelope `{ success: false, message }`. */
export const webMessages = {
  /** No API behind `/api`, or it failed to answer: the client's own wording for a network failure (docs/product.md §8). */
  apiUnreachable: 'Erreur réseau ou serveur.',
  badRequest: 'Requête invalide.',
  /** The API's own words for a body over its limit (server/api/messages.ts). */
  requestTooLarge: 'Requête trop longue.',
  notFound: 'Ressource introuvable.',
  methodNotAllowed: 'Méthode non autorisée.',
  fileNotFound: 'Fichier introuvable.',
  internalError: 'Erreur interne du serveur.',
} as const;
