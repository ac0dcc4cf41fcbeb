import { AUDIT_LOG_RETENTION_YEARS, auditLogCutoff } from '../../contract/retention';

test('the audit log keeps three years, as the privacy policy says', () => {
  expect(AUDIT_LOG_RETENTION_YEARS).toBe(3);
});

test.each([
  ['2026-11-25T15:00:00.000Z', '2023-11-25T15:00:00.000Z'],
  ['2027-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z'],
  // No 29 February three years before a leap day: the term ends on 1 March.
  ['2028-02-29T12:00:00.000Z', '2025-03-01T12:00:00.000Z'],
  ['2027-02-28T23:59:59.999Z', '2024-02-28T23:59:59.999Z'],
])('at %s, entries before %s are past their term', (now, cutoff) => {
  expect(auditLogCutoff(new Date(now)).toISOString()).toBe(cutoff);
});
