/**
 * The team's public address: the contact page shows it, and the API sends it the demo requests
 * (server/api/routes/demoRequests). One constant, so that what a visitor reads is where requests go.
 */
export const CONTACT_EMAIL = 'contact@simusession.fr';
