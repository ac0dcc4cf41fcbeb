/**
 * How long the audit log keeps an entry (the privacy policy says it, the API applies it): three years
 * from the operation, the CNIL's usual term for the logs that prove operations on accounts.
 * Pure: the API's daily retention job and the policy's text read the same figure.
 */
export const AUDIT_LOG_RETENTION_YEARS = 3;

/** Entries strictly older than this moment are deleted (a 29 February counts from 1 March). */
export function auditLogCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AUDIT_LOG_RETENTION_YEARS);
  return cutoff;
}
