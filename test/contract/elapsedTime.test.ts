/** The scenario clock's times, one rule everywhere (contract/elapsedTime.ts): truncated to the elapsed second, like a stopwatch. */
import { clockText, debriefFacts } from '../../contract/debriefFacts';
import { elapsedSeconds, elapsedText, eventOffsetText } from '../../contract/elapsedTime';
import type { RunLogEvent } from '../../contract/schemas/sessions';
import { BRONCHIOLITE } from '../../server/seed/demoScenarios';

test.each([
  [0, 0, '+00:00'],
  [999, 0, '+00:00'],
  [20_900, 20, '+00:20'],
  [21_000, 21, '+00:21'],
  [62_500, 62, '+01:02'],
  [306_999, 306, '+05:06'],
  [3_599_999, 3599, '+59:59'],
  [3_723_400, 3723, '+1:02:03'],
  [-500, 0, '+00:00'],
])('%i ms of scenario clock: %i s, « %s »', (ms, seconds, text) => {
  expect(elapsedSeconds(ms)).toBe(seconds);
  expect(elapsedText(ms)).toBe(text);
});

test('the live journal, the debriefing and the export write an event at the same second', () => {
  const T0 = Date.parse('2026-11-26T08:10:00.000Z');
  const at = (ms: number) => new Date(T0 + ms).toISOString();
  const log: RunLogEvent[] = [
    { id: 'e1', kind: 'phase_started', phase: 'scénario', at: at(0) },
    { id: 'e2', kind: 'state_reached', state: 'initial', at: at(0) },
    { id: 'e3', kind: 'note', text: 'Voie veineuse', at: at(20_600) },
    { id: 'e4', kind: 'note', text: 'Alerte', at: at(62_700) },
    { id: 'e5', kind: 'note', text: 'Aspiration', at: at(306_800) },
  ];
  const facts = debriefFacts(log, BRONCHIOLITE.graph, T0 + 400_000);
  const journal = log.slice(2).map((event) => eventOffsetText(log, event));
  const debriefing = facts.timeline.slice(2).map((entry) => clockText(entry.at ?? 0));
  expect(journal).toEqual(['+00:20', '+01:02', '+05:06']);
  expect(debriefing).toEqual(journal);
});
