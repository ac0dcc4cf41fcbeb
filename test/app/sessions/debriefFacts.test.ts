/** The debriefing's facts (docs/product.md §14.4 "Expected course"): a pure function of the run log and the graph, as tables. */
import { clockText, debriefFacts, type MarkVerdict } from '../../../contract/debriefFacts';
import type { Expected } from '../../../contract/schemas/scenarios';
import type { RunLogEvent } from '../../../contract/schemas/sessions';

const T0 = Date.parse('2026-11-25T09:00:00.000Z');
let counter = 0;
/** An event `seconds` of wall clock after T0. */
const at = (seconds: number, fields: Omit<Partial<RunLogEvent>, 'at'> & Pick<RunLogEvent, 'kind'>): RunLogEvent => ({
  id: fields.id ?? `e${(counter += 1)}`,
  at: new Date(T0 + seconds * 1000).toISOString(),
  ...fields,
});
const start = (seconds = 0) => at(seconds, { kind: 'phase_started', phase: 'scénario' });
const reached = (seconds: number, state: string, id?: string) => at(seconds, { kind: 'state_reached', state, ...(id ? { id } : {}) });
const taken = (seconds: number, from: string, to: string, id?: string) => at(seconds, { kind: 'transition_taken', transition: `${from}-${to}`, from, to, ...(id ? { id } : {}) });
const pause = (seconds: number) => at(seconds, { kind: 'paused' });
const resume = (seconds: number) => at(seconds, { kind: 'resumed' });
const debrief = (seconds: number) => at(seconds, { kind: 'phase_started', phase: 'débriefing' });

const graphWith = (marks: Record<string, Expected> = {}) => ({
  states: ['initial', 'aggravation', 'amélioration', 'arrêt'].map((id) => ({ id, name: id, ...(marks[id] ? { expected: marks[id] } : {}) })),
});
const NOW = T0 + 3_600_000;

describe('the path taken and the time per state', () => {
  test.each<[string, RunLogEvent[], string[], Record<string, number>]>([
    ['not started: nothing', [], [], {}],
    ['a straight run to the debriefing', [start(), reached(0, 'initial'), taken(60, 'initial', 'aggravation'), reached(60, 'aggravation'), debrief(200)], ['initial', 'aggravation'], { initial: 60, aggravation: 140 }],
    [
      'a pause counts for no state',
      [start(), reached(0, 'initial'), pause(30), resume(90), taken(100, 'initial', 'aggravation'), reached(100, 'aggravation'), debrief(130)],
      ['initial', 'aggravation'],
      { initial: 40, aggravation: 30 },
    ],
    [
      'a state reached twice adds up, and is on the path twice',
      [start(), reached(0, 'initial'), reached(10, 'aggravation'), reached(30, 'initial'), debrief(40)],
      ['initial', 'aggravation', 'initial'],
      { initial: 20, aggravation: 20 },
    ],
    [
      'a corrected transition leaves the path; its time goes to the state the patient never left',
      [start(), reached(0, 'initial'), taken(20, 'initial', 'arrêt', 'oops'), reached(20, 'arrêt'), at(25, { kind: 'correction', corrects: 'oops', state: 'initial' }), reached(50, 'amélioration'), debrief(60)],
      ['initial', 'amélioration'],
      { initial: 50, amélioration: 10 },
    ],
    ['still running: the last state runs to now', [start(), reached(0, 'initial')], ['initial'], { initial: 3600 }],
  ])('%s', (_name, events, path, perState) => {
    const facts = debriefFacts(events, graphWith(), NOW);
    expect(facts.path.map((step) => step.state)).toEqual(path);
    expect(Object.fromEntries(facts.timePerState.map((row) => [row.state, row.seconds]))).toEqual(perState);
  });

  test('a correction is listed with where the patient is back, and the corrected events are marked, not removed', () => {
    const events = [start(), reached(0, 'initial'), taken(20, 'initial', 'arrêt', 'oops'), reached(20, 'arrêt', 'oops-reached'), at(22, { kind: 'note', text: 'Hésitation', id: 'note' }), at(25, { kind: 'correction', corrects: 'oops', state: 'initial', id: 'fix' })];
    const facts = debriefFacts(events, graphWith(), NOW);
    expect(facts.corrections).toEqual([{ eventId: 'fix', at: 25, corrects: 'oops', backTo: 'initial' }]);
    expect(facts.timeline).toHaveLength(events.length);
    expect(facts.timeline.filter((entry) => entry.corrected).map((entry) => entry.event.id)).toEqual(['oops', 'oops-reached']);
  });
});

describe('the timeline', () => {
  test('times from the scenario start with pauses left out; a pause says how long it lasted; what is logged during it says so', () => {
    const events = [
      at(-30, { kind: 'note', text: 'Avant' }),
      start(0),
      reached(0, 'initial'),
      pause(40),
      at(50, { kind: 'note', text: 'Pendant la pause' }),
      resume(100),
      taken(130, 'initial', 'aggravation'),
    ];
    const timeline = debriefFacts(events, graphWith(), NOW).timeline;
    expect(timeline.map((entry) => [entry.event.kind, entry.at, entry.duringPause, entry.pauseSeconds])).toEqual([
      ['note', null, false, undefined],
      ['phase_started', 0, false, undefined],
      ['state_reached', 0, false, undefined],
      ['paused', 40, false, 60],
      ['note', 40, true, undefined],
      ['resumed', 40, false, undefined],
      ['transition_taken', 70, false, undefined],
    ]);
  });

  test.each([
    [0, '+00:00'],
    [192, '+03:12'],
    [3599, '+59:59'],
    [3723, '+1:02:03'],
  ])('%i s reads %s', (secondsValue, text) => {
    expect(clockText(secondsValue)).toBe(text);
  });
});

describe('the marked states', () => {
  const run = [start(), reached(0, 'initial'), pause(10), resume(70), reached(100, 'aggravation'), reached(160, 'amélioration'), debrief(300)];
  test.each<[string, Expected, MarkVerdict]>([
    // Reached 100 s after the start, 60 of them paused: at 40 s of scenario clock.
    ['à atteindre, no limit, reached', { kind: 'à atteindre' }, { verdict: 'reached', at: 40 }],
    ['à atteindre within its limit (the pause does not count against it)', { kind: 'à atteindre', within_seconds: 60 }, { verdict: 'in_time', at: 40, limit: 60 }],
    ['à atteindre right on its limit', { kind: 'à atteindre', within_seconds: 40 }, { verdict: 'in_time', at: 40, limit: 40 }],
    ['à atteindre late', { kind: 'à atteindre', within_seconds: 30 }, { verdict: 'late', at: 40, limit: 30, lateBy: 10 }],
    ['à éviter reached', { kind: 'à éviter' }, { verdict: 'not_avoided', at: 40 }],
  ])('aggravation %s', (_name, expected, verdict) => {
    expect(debriefFacts(run, graphWith({ aggravation: expected }), NOW).marks).toEqual([{ state: 'aggravation', kind: expected.kind, ...verdict }]);
  });

  test.each<[string, Expected, MarkVerdict]>([
    ['à atteindre never reached: missed', { kind: 'à atteindre' }, { verdict: 'missed' }],
    ['à atteindre with a limit, never reached: missed, its limit kept', { kind: 'à atteindre', within_seconds: 60 }, { verdict: 'missed', limit: 60 }],
    ['à éviter never reached: avoided', { kind: 'à éviter' }, { verdict: 'avoided' }],
  ])('arrêt %s', (_name, expected, verdict) => {
    expect(debriefFacts(run, graphWith({ arrêt: expected }), NOW).marks).toEqual([{ state: 'arrêt', kind: expected.kind, ...verdict }]);
  });

  test('a state reached only by a mistaken click, then corrected, was avoided', () => {
    const events = [start(), reached(0, 'initial'), taken(20, 'initial', 'arrêt', 'oops'), reached(20, 'arrêt'), at(25, { kind: 'correction', corrects: 'oops', state: 'initial' })];
    expect(debriefFacts(events, graphWith({ arrêt: { kind: 'à éviter' } }), NOW).marks).toEqual([{ state: 'arrêt', kind: 'à éviter', verdict: 'avoided' }]);
  });

  test('the marks come in the graph’s order, unmarked states left out', () => {
    const marks = debriefFacts(run, graphWith({ arrêt: { kind: 'à éviter' }, initial: { kind: 'à atteindre' } }), NOW).marks;
    expect(marks.map((mark) => mark.state)).toEqual(['initial', 'arrêt']);
  });
});
