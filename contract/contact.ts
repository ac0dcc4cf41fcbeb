/**
 * The team's public address: the contact page shows it, and the API sends it the demo requests
 * (server/api/routes/demoRequests). One constant, so that what a visitor reads is where requests go.
 */
export const CONTACT_EMAIL = 'contact@simusession.fr';

/** Who asks for a demonstration, and the length of each of the form's free-text fields. */
export const DEMO_REQUEST_ROLES = ['enseignant', 'administrateur', 'autre'] as const;
export type DemoRequestRole = (typeof DEMO_REQUEST_ROLES)[number];
export const DEMO_REQUEST_LIMITS = { name: 100, organisation: 200, message: 2000 } as const;
