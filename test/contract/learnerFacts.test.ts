/** Each learner's actions and notes with their times (contract/debriefFacts.ts `learnerFacts`), and what a student may see of them. */
import { learnerFacts, learnerFactTime, ownLearnerFacts } from '../../contract/debriefFacts';
import type { RunLogEvent } from '../../contract/schemas/sessions';

const T0 = Date.parse('2026-12-07T10:00:00.000Z');
const iso = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const event = (id: string, kind: RunLogEvent['kind'], atSeconds: number, extra: Partial<RunLogEvent> = {}): RunLogEvent => ({ id, kind, at: iso(atSeconds), ...extra });
const ACTIONS = [{ id: 'a1', label: 'O₂ 15 L/min' }];

const LOG: RunLogEvent[] = [
  event('n0', 'note', 0, { text: 'Se présente', learner_uids: ['alice'] }),
  event('p1', 'phase_started', 60, { phase: 'scénario' }),
  event('a1', 'action', 90, { action_id: 'a1', learner_uids: ['alice', 'bob'] }),
  event('x', 'paused', 100),
  event('y', 'resumed', 130),
  event('n1', 'note', 150, { text: 'Bonne transmission', tags: ['communication'], learner_uids: ['bob'] }),
  event('a2', 'action', 160, { action_id: 'gone', learner_uids: ['carol'] }),
  event('a3', 'action', 170, { action_id: 'a1' }),
];

test.each<[string, string, { eventId: string; at: number | null; realAt: number | null; label?: string; text?: string }[]]>([
  // Before the scenario: « Briefing » (null); after: the scenario clock, pauses left out, and the real time.
  ['alice: a note in the briefing, then an action', 'alice', [
    { eventId: 'n0', at: null, realAt: null, text: 'Se présente' },
    { eventId: 'a1', at: 30, realAt: 30, label: 'O₂ 15 L/min' },
  ]],
  ['bob: the shared action and his note after a pause of 30 s', 'bob', [
    { eventId: 'a1', at: 30, realAt: 30, label: 'O₂ 15 L/min' },
    { eventId: 'n1', at: 60, realAt: 90, text: 'Bonne transmission' },
  ]],
  ['dan, named nowhere: nothing', 'dan', []],
])('%s', (_name, uid, expected) => {
  const [entry] = learnerFacts(LOG, [uid], T0 + 200_000, ACTIONS);
  expect(entry?.learnerUid).toBe(uid);
  expect(entry?.facts).toMatchObject(expected);
  expect(entry?.facts).toHaveLength(expected.length);
});

test('one entry per learner asked, in that order; a learner named but not asked is left out; an unknown action is named by its id', () => {
  const all = learnerFacts(LOG, ['bob', 'carol'], T0 + 200_000, ACTIONS);
  expect(all.map((entry) => entry.learnerUid)).toEqual(['bob', 'carol']);
  expect(all[1]?.facts).toMatchObject([{ eventId: 'a2', kind: 'action', actionId: 'gone', label: 'gone' }]);
  expect(all.flatMap((entry) => entry.facts).some((fact) => fact.eventId === 'n0')).toBe(false);
});

test.each<[string, boolean, string, string[]]>([
  ['a student sees their own facts once released', true, 'alice', ['n0', 'a1']],
  ['nothing before the release', false, 'alice', []],
  ['never another’s: a student named nowhere sees nothing', true, 'dan', []],
])('%s', (_name, released, uid, ids) => {
  const all = learnerFacts(LOG, ['alice', 'bob', 'dan'], T0 + 200_000, ACTIONS);
  expect(ownLearnerFacts(all, uid, released).map((fact) => fact.eventId)).toEqual(ids);
});

test.each<[number | null, string]>([
  [null, 'Briefing'],
  [0, '+00:00'],
  [192, '+03:12'],
])('the time %p reads %p', (at, text) => {
  expect(learnerFactTime(at)).toBe(text);
});
