/** The purge's rule, as a table: who may be deleted now, and why not. */
import { purgeDeadline, purgeRefusal, type PurgeFacts } from '../../contract/purge';

const NOW = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const facts = (over: Partial<PurgeFacts>): PurgeFacts => ({ role: 'etudiant', lastActivityAt: daysAgo(900), purgeWarnedAt: daysAgo(31), otherEnabledAdmins: 0, ...over });

test.each<[string, Partial<PurgeFacts>, ReturnType<typeof purgeRefusal>]>([
  ['a student warned 31 days ago, silent since', {}, null],
  ['warned exactly 30 days ago', { purgeWarnedAt: daysAgo(30) }, null],
  ['warned 29 days ago', { purgeWarnedAt: daysAgo(29) }, 'warnedRecently'],
  ['never warned', { purgeWarnedAt: null }, 'notWarned'],
  ['signed in after the warning', { lastActivityAt: daysAgo(2) }, 'signedInSinceWarning'],
  ['signed in after the warning, warned recently', { lastActivityAt: daysAgo(2), purgeWarnedAt: daysAgo(5) }, 'signedInSinceWarning'],
  ['the hyperadmin, even warned long ago', { role: 'hyperadmin', purgeWarnedAt: daysAgo(400) }, 'hyperadmin'],
  ['the last enabled admin', { role: 'admin', otherEnabledAdmins: 0 }, 'lastAdmin'],
  ['an admin with a colleague', { role: 'admin', otherEnabledAdmins: 1 }, null],
  ['the last admin, never warned', { role: 'admin', purgeWarnedAt: null }, 'lastAdmin'],
  ['a teacher', { role: 'enseignant' }, null],
])('%s', (_name, over, expected) => {
  expect(purgeRefusal(facts(over), NOW)).toBe(expected);
});

test('the deadline is 30 days after the warning', () => {
  expect(purgeDeadline(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe('2026-01-31T10:00:00.000Z');
});
