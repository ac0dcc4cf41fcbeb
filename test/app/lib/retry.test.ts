/**
 * @jest-environment node
 */
import { boundedRetryDelayMs, RATE_LIMITED_CHECK, retryDelayMs } from '../../../src/lib/retry';

describe('retryDelayMs: the schedule, or what the server asked for within bounds', () => {
  test.each([
    [0, null, 2_000],
    [1, null, 5_000],
    [2, null, 10_000],
    [3, null, 30_000],
    [9, null, 30_000],
    [-1, null, 2_000],
    [0, 1_000, 1_000],
    [3, 1_000, 1_000],
    [0, 0, 1_000],
    [0, 7_000, 7_000],
    [0, 3_600_000, 30_000],
  ] as const)('retry %i, Retry-After %j ms → %i ms', (attempt, retryAfterMs, expected) => {
    expect(retryDelayMs(attempt, retryAfterMs)).toBe(expected);
  });
});

describe('boundedRetryDelayMs: the rate-limited organisation check (three tries within about ten seconds)', () => {
  test.each([
    [0, null, 2_000],
    [1, null, 3_000],
    [2, null, 3_000],
    [3, null, null],
    [0, 1_000, 1_000],
    [2, 1_000, 1_000],
    [3, 1_000, null],
    [0, 60_000, 3_000],
  ] as const)('retry %i, Retry-After %j ms → %j', (retry, retryAfterMs, expected) => {
    expect(boundedRetryDelayMs(RATE_LIMITED_CHECK, retry, retryAfterMs)).toBe(expected);
  });

  test('the longest run of waits stays under ten seconds', () => {
    const waits = [0, 1, 2, 3].map((retry) => boundedRetryDelayMs(RATE_LIMITED_CHECK, retry, 3_600_000));
    expect(waits).toEqual([3_000, 3_000, 3_000, null]);
  });
});
