/** The purge's rules, as tables: who may be warned now, who may be deleted now, and why not. */
import { inactiveBefore, purgeDeadline, purgeRefusal, warnRefusal, type PurgeFacts } from '../../contract/purge';

const NOW = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const facts = (over: Partial<PurgeFacts>): PurgeFacts => ({ role: 'etudiant', lastActivityAt: daysAgo(900), purgeWarnedAt: daysAgo(31), otherEnabledAdmins: 0, ...over });

describe('purgeRefusal (24 months unless said)', () => {
  test.each<[string, Partial<PurgeFacts>, number | undefined, ReturnType<typeof purgeRefusal>]>([
    ['a student warned 31 days ago, silent since', {}, undefined, null],
    ['warned exactly 30 days ago', { purgeWarnedAt: daysAgo(30) }, undefined, null],
    ['warned 29 days ago', { purgeWarnedAt: daysAgo(29) }, undefined, 'warnedRecently'],
    ['never warned', { purgeWarnedAt: null }, undefined, 'notWarned'],
    ['active after the warning', { lastActivityAt: daysAgo(2) }, undefined, 'signedInSinceWarning'],
    ['active after the warning, warned recently', { lastActivityAt: daysAgo(2), purgeWarnedAt: daysAgo(5) }, undefined, 'signedInSinceWarning'],
    ['active one second after the warning', { lastActivityAt: new Date(Date.parse(daysAgo(31)) + 1000).toISOString() }, undefined, 'signedInSinceWarning'],
    ['active at the very moment of the warning (not after it)', { lastActivityAt: daysAgo(31) }, undefined, 'active'],
    ['active 20 months ago, warned 31 days ago', { lastActivityAt: daysAgo(610) }, undefined, 'active'],
    ['active 20 months ago, threshold 12 months', { lastActivityAt: daysAgo(610) }, 12, null],
    ['active 900 days ago, threshold 36 months', {}, 36, 'active'],
    ['the hyperadmin, even warned long ago', { role: 'hyperadmin', purgeWarnedAt: daysAgo(400) }, undefined, 'hyperadmin'],
    ['the hyperadmin, active', { role: 'hyperadmin', lastActivityAt: daysAgo(1) }, undefined, 'hyperadmin'],
    ['the last enabled admin', { role: 'admin', otherEnabledAdmins: 0 }, undefined, 'lastAdmin'],
    ['an admin with a colleague', { role: 'admin', otherEnabledAdmins: 1 }, undefined, null],
    ['the last admin, never warned', { role: 'admin', purgeWarnedAt: null }, undefined, 'lastAdmin'],
    ['a teacher', { role: 'enseignant' }, undefined, null],
  ])('%s', (_name, over, months, expected) => {
    expect(purgeRefusal(facts(over), NOW, months)).toBe(expected);
  });
});

describe('warnRefusal (24 months unless said)', () => {
  test.each<[string, Partial<PurgeFacts>, number | undefined, ReturnType<typeof warnRefusal>]>([
    ['a student inactive for 900 days', { purgeWarnedAt: null }, undefined, null],
    ['already warned, still inactive (warned again: the 30 days start over)', {}, undefined, null],
    ['active yesterday', { lastActivityAt: daysAgo(1), purgeWarnedAt: null }, undefined, 'active'],
    ['active 23 months ago', { lastActivityAt: daysAgo(700), purgeWarnedAt: null }, undefined, 'active'],
    ['active 23 months ago, threshold 12 months', { lastActivityAt: daysAgo(700), purgeWarnedAt: null }, 12, null],
    ['the hyperadmin', { role: 'hyperadmin', purgeWarnedAt: null }, undefined, 'hyperadmin'],
    ['the last enabled admin', { role: 'admin', otherEnabledAdmins: 0, purgeWarnedAt: null }, undefined, 'lastAdmin'],
    ['an admin with a colleague', { role: 'admin', otherEnabledAdmins: 2, purgeWarnedAt: null }, undefined, null],
  ])('%s', (_name, over, months, expected) => {
    expect(warnRefusal(facts(over), NOW, months)).toBe(expected);
  });
});

test.each([
  [24, '2024-11-25T12:00:00.000Z'],
  [1, '2026-10-25T12:00:00.000Z'],
  [12, '2025-11-25T12:00:00.000Z'],
])('inactive for %i months means last active before %s', (months, limit) => {
  expect(inactiveBefore(NOW, months).toISOString()).toBe(limit);
});

test('the deadline is 30 days after the warning', () => {
  expect(purgeDeadline(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe('2026-01-31T10:00:00.000Z');
});
