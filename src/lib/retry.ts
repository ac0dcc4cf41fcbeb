/**
 * One retry schedule for every call that failed because a service could not be reached:
 * 2, 5, 10 s, then every 30 s for as long as it takes.
 */
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

/** A `Retry-After` is honoured, within these bounds: never a busy loop, never a wait longer than the schedule's. */
export const MIN_RETRY_AFTER_MS = 1_000;
export const MAX_RETRY_AFTER_MS = 30_000;

/**
 * The wait before retry number `attempt` (0 for the first retry): what the server asked for
 * (`Retry-After`, bounded) when it said, the schedule otherwise.
 */
export function retryDelayMs(attempt: number, retryAfterMs: number | null = null): number {
  if (retryAfterMs !== null) return Math.min(Math.max(retryAfterMs, MIN_RETRY_AFTER_MS), MAX_RETRY_AFTER_MS);
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 0), RETRY_DELAYS_MS.length - 1)] ?? RETRY_DELAYS_MS[0];
}

/** A short, bounded run of retries: at most `maxRetries` waits of at most `maxDelayMs` each. */
export type BoundedRetries = { maxRetries: number; maxDelayMs: number };

/**
 * A rate-limited organisation check is tried again at most three times within about
 * ten seconds (3 × 3 s at most) before it becomes the error outcome of docs/product.md §8.
 */
export const RATE_LIMITED_CHECK: BoundedRetries = { maxRetries: 3, maxDelayMs: 3_000 };

/** The wait before bounded retry number `retry` (0 for the first), or null once the retries are spent. */
export function boundedRetryDelayMs(policy: BoundedRetries, retry: number, retryAfterMs: number | null): number | null {
  if (retry >= policy.maxRetries) return null;
  return Math.min(retryDelayMs(retry, retryAfterMs), policy.maxDelayMs);
}
