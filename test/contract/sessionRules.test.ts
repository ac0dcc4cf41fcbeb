/** The session's status machine and windows (contract/sessionRules.ts), as tables. */
import type { SessionStatus } from '../../contract/roles';
import { SESSION_STATUSES } from '../../contract/roles';
import { acceptsEvents, canMoveSession, confirmationOpen, feedbackOpen } from '../../contract/sessionRules';

const ALLOWED: readonly [SessionStatus, SessionStatus][] = [
  ['planifiée', 'en cours'],
  ['planifiée', 'annulée'],
  ['en cours', 'débriefing'],
  ['en cours', 'annulée'],
  ['débriefing', 'terminée'],
];

describe('canMoveSession: every pair of statuses', () => {
  const pairs = SESSION_STATUSES.flatMap((from) => SESSION_STATUSES.map((to) => [from, to] as const));
  test.each(pairs)('%s → %s', (from, to) => {
    expect(canMoveSession(from, to)).toBe(ALLOWED.some(([a, b]) => a === from && b === to));
  });
});

test.each([
  ['planifiée', false, true],
  ['en cours', true, false],
  ['débriefing', true, false],
  ['terminée', false, false],
  ['annulée', false, false],
] as const)('%s: events %s, confirmation %s', (status, events, confirmation) => {
  expect(acceptsEvents(status)).toBe(events);
  expect(confirmationOpen(status)).toBe(confirmation);
});

describe('feedbackOpen', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  test.each([
    ['terminée', '2026-11-11T08:00:00Z', true],
    ['débriefing', '2026-11-25T08:00:00Z', true],
    ['terminée', '2026-10-26T12:00:00Z', true],
    ['terminée', '2026-10-26T11:59:00Z', false],
    ['planifiée', '2026-11-28T08:00:00Z', false],
    ['en cours', '2026-11-25T08:00:00Z', false],
    ['annulée', '2026-11-20T08:00:00Z', false],
  ] as const)('%s, started %s → %s', (status, startsAt, expected) => {
    expect(feedbackOpen(status, startsAt, now)).toBe(expected);
  });
});
