/**
 * The refusals both sides word the same way: the API sends them in its envelope, the client shows
 * them when it explains why something is not offered. French, to the letter of features.md §3.
 */
export const refusalMessages = {
  forbidden: 'Action non autorisée pour votre rôle.',
  inactiveOrganisation: "Abonnement de l'organisation inactif.",
  notFound: 'Ressource introuvable.',
} as const;
