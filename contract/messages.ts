/**
 * The refusals both sides word the same way: the API sends them in its envelope, the client shows
 * them when it explains why something is not offered. French, to the letter of features.md §3.
 */
export const refusalMessages = {
  forbidden: 'Action non autorisée pour votre rôle.',
  inactiveOrganisation: "Abonnement de l'organisation inactif.",
  notFound: 'Ressource introuvable.',
} as const;

/** Why an account cannot be erased (DELETE /api/me, DELETE /api/auth/users/:uid, the purge). */
export const erasureMessages = {
  lastAdmin: 'C’est le dernier administrateur de l’organisation\u00a0: nommez d’abord un autre administrateur.',
  hyperadmin: 'Le compte de l’hyperadministrateur ne peut pas être supprimé.',
} as const;
