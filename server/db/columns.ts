/** Values allowed by the check constraints of server/db/migrations, as TypeScript types. */
export type Role = 'admin' | 'hyperadmin' | 'enseignant' | 'etudiant';
export type AccountType = 'organisation' | 'gratuit';
export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'expired';
