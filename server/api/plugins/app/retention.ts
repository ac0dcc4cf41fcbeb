/**
 * The audit log's retention (privacy policy § « Journal d'audit »: three years from the operation),
 * applied by the API itself rather than promised: once when it starts, then every day. Each process
 * of a cluster runs it; the deletion is idempotent, so two processes at once only do the work twice.
 * Off unless asked for (main.ts, the local stack): tests build many short-lived APIs.
 */
import fp from 'fastify-plugin';
import { auditLogCutoff } from '../../../../contract/retention';
import { expireUnverifiedSignups } from '../../accounts';
import { reconcileCheckouts } from '../../payments/checkout';
import type { Repositories } from '../../repositories';

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/**
 * The subscription's housekeeping, run with the retention by a running API: checkouts whose answer was lost
 * are reconciled with the payment provider, and periods bought ahead apply their plan and seats once started.
 */
export const CHECKOUT_HOUSEKEEPING_MS = 5 * 60 * 1000;
const SIGNUP_ATTEMPTS_KEPT_SECONDS = 24 * 60 * 60;

/** Deletes what the retention rule says is past its term at `now`; returns how many entries went. */
export function deleteExpiredAuditEntries(repositories: Pick<Repositories, 'auditLog'>, now: Date): Promise<number> {
  return repositories.auditLog.deleteOlderThan(auditLogCutoff(now));
}

export default fp<{ intervalMs: number | false }>(
  async (app, { intervalMs }) => {
    if (intervalMs === false) return;
    const run = () => {
      deleteExpiredAuditEntries(app.repositories, new Date())
        .then((deleted) => deleted > 0 && app.log.info({ deleted }, 'expired audit log entries deleted'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'expired audit log entries not deleted'));
      // Sign-up attempts only matter for a day (the longest of their limits).
      app.repositories.signupAttempts
        .deleteOlderThan(SIGNUP_ATTEMPTS_KEPT_SECONDS)
        .catch((error: unknown) => app.log.warn({ err: error }, 'old sign-up attempts not deleted'));
      // A sign-up nobody verified holds its address only for a few days.
      expireUnverifiedSignups(app)
        .then((deleted) => deleted > 0 && app.log.info({ deleted }, 'expired unverified sign-ups deleted'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'expired unverified sign-ups not deleted'));
    };
    const housekeeping = () => {
      reconcileCheckouts(app)
        .then(({ completed, failed }) => (completed.length > 0 || failed > 0) && app.log.info({ completed: completed.length, failed }, 'checkouts reconciled'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'checkouts not reconciled'));
      app.repositories.checkouts.applyStartedPeriods().catch((error: unknown) => app.log.warn({ err: error }, 'started periods not applied'));
    };
    let timer: NodeJS.Timeout | undefined;
    let housekeepingTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      run();
      housekeeping();
      timer = setInterval(run, intervalMs);
      timer.unref();
      housekeepingTimer = setInterval(housekeeping, Math.min(intervalMs, CHECKOUT_HOUSEKEEPING_MS));
      housekeepingTimer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      clearInterval(housekeepingTimer);
    });
  },
  { name: 'retention', dependencies: ['repositories', 'payment', 'identity'] },
);
