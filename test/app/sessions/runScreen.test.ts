/** The running screen's pure rules (src/features/sessions/teacher/run/runScreen.ts), as tables. */
import type { RunLogEvent } from '../../../contract/schemas/sessions';
import { BRONCHIOLITE } from '../../../server/seed/demoScenarios';
import { clockText, correctable, countdownText, currentState, journalGroups, offsetText, repeatsLastTap, shortcutIndex, startsTooEarly, vitalTiles } from '../../../src/features/sessions/teacher/run/runScreen';

const at = (seconds: number) => new Date(Date.parse('2026-11-26T08:00:00.000Z') + seconds * 1000).toISOString();

describe('the running screen', () => {
  it.each([
    [null, 'a1', 0, false],
    [{ id: 'a1', at: 0 }, 'a1', 300, true],
    [{ id: 'a1', at: 0 }, 'a1', 999, true],
    [{ id: 'a1', at: 0 }, 'a1', 1_000, false],
    [{ id: 'a1', at: 0 }, 'a2', 300, false],
    [{ id: 'a1', at: 5_000 }, 'a1', 4_000, false],
  ])('after the tap %p, %p at %p ms repeats it: %p', (last, id, now, repeats) => expect(repeatsLastTap(last, id, now)).toBe(repeats));

  it.each([
    [0, '00:00'],
    [999, '00:00'],
    [192_000, '03:12'],
    [3_723_000, '1:02:03'],
  ])('clock %p ms → %p', (ms, text) => expect(clockText(ms)).toBe(text));

  it.each([
    [300_000, '05:00'],
    [299_001, '05:00'],
    [500, '00:01'],
    [0, '00:00'],
  ])('a countdown of %p ms reads %p (rounded up)', (ms, text) => expect(countdownText(ms)).toBe(text));

  it('shows the vitals with their units and a decimal comma', () => {
    expect(vitalTiles({ fc: 160, pa: '85/50', spo2: 91, fr: 60, temperature: 38.5, conscience: 'Réactif' }).map((tile) => `${tile.label} ${tile.value}${tile.unit ? `\u00a0${tile.unit}` : ''}`)).toEqual([
      'FC 160\u00a0/min',
      'PA 85/50\u00a0mmHg',
      'SpO₂ 91\u00a0%',
      'FR 60\u00a0/min',
      'T° 38,5\u00a0°C',
      'Conscience Réactif',
    ]);
  });

  const started: RunLogEvent = { id: 'e0', kind: 'phase_started', phase: 'scénario', at: at(0) };
  const taken: RunLogEvent = { id: 'e1', kind: 'transition_taken', transition: 't1', from: 'initial', to: 'amelioration', at: at(60) };
  const reached: RunLogEvent = { id: 'e2', kind: 'state_reached', state: 'amelioration', at: at(60) };
  const corrected: RunLogEvent = { id: 'e3', kind: 'correction', corrects: 'e1', state: 'initial', at: at(70) };

  it.each([
    ['before any transition: the initial state', [started], 'initial'],
    ['after a transition: where it led', [started, taken, reached], 'amelioration'],
    ['after a correction: back where it came from', [started, taken, reached, corrected], 'initial'],
  ])('current state %s', (_case, events, state) => expect(currentState(events, BRONCHIOLITE.graph, Date.parse(at(100)))).toBe(state));

  it.each([
    ['nothing to correct before a transition', [started], null],
    ['the last transition, back to its source', [started, taken, reached], { eventId: 'e1', transition: 't1', back: 'initial' }],
    ['not twice', [started, taken, reached, corrected], null],
    ['not while it is being written', [started, { ...taken, id: 'en-attente-1' }], null],
  ])('correctable: %s', (_case, events, expected) => expect(correctable(events, 'en-attente-')).toEqual(expected));

  const briefed: RunLogEvent = { id: 'b0', kind: 'phase_started', phase: 'briefing', at: at(-600) };
  const briefNote: RunLogEvent = { id: 'b1', kind: 'note', text: 'Rôles distribués', at: at(-120) };
  const note = (id: string, seconds: number): RunLogEvent => ({ id, kind: 'note', text: id, at: at(seconds) });
  const rows = (list: { event: RunLogEvent; time: string | null }[]) => list.map((row) => `${row.event.id} ${row.time ?? '—'}`);
  it.each([
    ['a scenario started at once: its events newest first, each at its own second', [started, note('n1', 2.4), note('n2', 8), note('n3', 65)], ['n3 +01:05', 'n2 +00:08', 'n1 +00:02', 'e0 +00:00'], []],
    ['events before the scenario under « Briefing », newest first, with no scenario time', [briefed, briefNote, started, note('n1', 30)], ['n1 +00:30', 'e0 +00:00'], ['b1 —', 'b0 —']],
    ['a pause left out of the times after it', [started, { id: 'p', kind: 'paused', at: at(10) }, { id: 'r', kind: 'resumed', at: at(70) }, note('n1', 80)] as RunLogEvent[], ['n1 +00:20', 'r +00:10', 'p +00:10', 'e0 +00:00'], []],
    ['no scenario yet: all of it is the briefing', [briefed, briefNote], [], ['b1 —', 'b0 —']],
    ['an empty log: nothing', [], [], []],
  ])('journal: %s', (_case, events, scenario, briefing) => {
    const groups = journalGroups(events);
    expect(rows(groups.scenario)).toEqual(scenario);
    expect(rows(groups.briefing)).toEqual(briefing);
  });

  it.each([
    ['before the scenario: no offset', { id: 'n', kind: 'note', text: 'x', at: at(-30) } as RunLogEvent, [], null],
    ['from the scenario start', reached, [], '+01:00'],
    ['paused time left out', { id: 'n', kind: 'note', text: 'x', at: at(200) } as RunLogEvent, [{ id: 'p', kind: 'paused', at: at(100) }, { id: 'r', kind: 'resumed', at: at(150) }] as RunLogEvent[], '+02:30'],
  ])('timeline offset %s', (_case, event, between, text) => {
    const events = [started, ...between, event].sort((x, y) => Date.parse(x.at) - Date.parse(y.at));
    expect(offsetText(events, event)).toBe(text);
  });

  it.each([
    ['a week before', at(7 * 24 * 3600), true],
    ['2 h 01 before', at(2 * 3600 + 60), true],
    ['exactly 2 h before', at(2 * 3600), false],
    ['at its time', at(0), false],
    ['late', at(-3600), false],
  ])('starting %s asks first: %p', (_case, startsAt, asks) => expect(startsTooEarly(startsAt, Date.parse(at(0)))).toBe(asks));

  it.each([
    ['1', 3, 0],
    ['3', 3, 2],
    ['4', 3, null],
    ['0', 3, null],
    ['a', 3, null],
    ['10', 12, null],
  ])('key %p with %p transitions → %p', (key, offered, index) => expect(shortcutIndex(key, offered)).toBe(index));
});
