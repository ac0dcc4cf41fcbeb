/**
 * One retry schedule for every call that failed because a service could not be reached:
 * 2, 5, 10 s, then every 30 s for as long as it takes.
 */
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

/** The wait before retry number `attempt` (0 for the first retry). */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 0), RETRY_DELAYS_MS.length - 1)] ?? RETRY_DELAYS_MS[0];
}
