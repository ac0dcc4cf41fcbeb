/** « Projeter » and the evaluation's legend, as tables: what the room's screen shows of a run, and which scale is said once. */
import { debriefFacts } from '../../../contract/debriefFacts';
import type { RunLogEvent, SessionScenario } from '../../../contract/schemas/sessions';
import { BRONCHIOLITE } from '../../../server/seed/demoScenarios';
import { scaleLegend } from '../../../src/features/sessions/teacher/evaluationGrids';
import { projectedMarks, projectedTimeline } from '../../../src/features/sessions/teacher/projection';

const graph: SessionScenario['graph'] = {
  ...BRONCHIOLITE.graph,
  states: BRONCHIOLITE.graph.states.map((state) => (state.id === 'amelioration' ? { ...state, expected: { kind: 'à atteindre' as const, within_seconds: 120 } } : state)),
};
const T0 = Date.parse('2026-11-26T08:10:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const line = (id: string, seconds: number, fields: Omit<RunLogEvent, 'id' | 'at'>): RunLogEvent => ({ id, at: at(seconds), ...fields });

const BRIEFING = line('b1', -300, { kind: 'phase_started', phase: 'briefing' });
const BRIEFING_NOTE = line('b2', -200, { kind: 'note', text: 'Emma semble stressée' });
const START = line('s1', 0, { kind: 'phase_started', phase: 'scénario' });
const INITIAL = line('s2', 0, { kind: 'state_reached', state: 'initial' });
const NOTE = line('n1', 30, { kind: 'note', text: 'Oubli de la friction hydro-alcoolique', tags: ['sécurité'] });
const WRONG = line('w1', 40, { kind: 'transition_taken', transition: 't2', from: 'initial', to: 'aggravation' });
const WRONG_STATE = line('w2', 40, { kind: 'state_reached', state: 'aggravation' });
const FIX = line('c1', 45, { kind: 'correction', corrects: 'w1', state: 'initial' });
const PAUSE = line('p1', 50, { kind: 'paused' });
const RESUME = line('p2', 110, { kind: 'resumed' });
const AUTO = line('t1', 150, { kind: 'transition_taken', transition: 't1', from: 'initial', to: 'amelioration', auto: true });
const BETTER = line('t2', 150, { kind: 'state_reached', state: 'amelioration' });
const DEBRIEF = line('d1', 200, { kind: 'phase_started', phase: 'débriefing' });

const shown = (events: RunLogEvent[]) => {
  const timeline = projectedTimeline(debriefFacts(events, graph, T0 + 3_600_000), graph);
  // Non-breaking spaces read as spaces here: the table is about the words and the times.
  const text = (entry: { time: string | null; text: string }) => `${entry.time ?? '·'} ${entry.text}`.replace(/\u00a0/g, ' ');
  return { briefing: timeline.briefing.map(text), scenario: timeline.scenario.map(text) };
};

describe('the projected timeline', () => {
  test.each<[string, RunLogEvent[], { briefing: string[]; scenario: string[] }]>([
    ['nothing logged: nothing projected', [], { briefing: [], scenario: [] }],
    [
      'before the « scénario » phase: under « Briefing », without a time; the briefing’s note is not projected',
      [BRIEFING, BRIEFING_NOTE, START, INITIAL],
      { briefing: ['· Début de la phase « briefing »'], scenario: ['+00:00 Début de la phase « scénario »', '+00:00 État atteint : Détresse respiratoire modérée'] },
    ],
    [
      'a note and its tags stay on the trainer’s screen; a corrected click is left out, its correction is said; pauses are left out of the times',
      [START, INITIAL, NOTE, WRONG, WRONG_STATE, FIX, PAUSE, RESUME, AUTO, BETTER, DEBRIEF],
      {
        briefing: [],
        scenario: [
          '+00:00 Début de la phase « scénario »',
          '+00:00 État atteint : Détresse respiratoire modérée',
          '+00:45 Correction : retour à l’état Détresse respiratoire modérée',
          '+00:50 Pause — pause de 1 min 00 s',
          '+00:50 Reprise',
          '+01:30 Transition : Désobstruction rhinopharyngée réalisée (Détresse respiratoire modérée → Amélioration après désobstruction) (automatique)',
          '+01:30 État atteint : Amélioration après désobstruction',
          '+02:20 Début de la phase « débriefing »',
        ],
      },
    ],
  ])('%s', (_name, events, expected) => {
    const result = shown(events);
    expect(result).toEqual(expected);
  });

  it('never carries a note’s text or tags, whatever the kind says', () => {
    const texts = JSON.stringify(shown([BRIEFING, BRIEFING_NOTE, START, INITIAL, NOTE, { ...AUTO, text: 'texte caché', tags: ['geste'] }]));
    expect(texts).not.toMatch(/stressée|friction|texte caché|Sécurité|Geste/);
  });

  it('the expected states in words: what was expected, what happened, and whether it went well', () => {
    const facts = debriefFacts([START, INITIAL, PAUSE, RESUME, AUTO, BETTER, DEBRIEF], graph, T0 + 3_600_000);
    const marks = projectedMarks(facts, graph).map((mark) => ({ ...mark, expected: mark.expected.replace(/\u00a0/g, ' '), outcome: mark.outcome.replace(/\u00a0/g, ' ') }));
    expect(marks).toEqual([
      { state: 'aggravation', name: 'Aggravation', expected: 'à éviter', outcome: 'Évité', good: true },
      { state: 'amelioration', name: 'Amélioration après désobstruction', expected: 'à atteindre en 2 min 00 s', outcome: 'Atteint à +01:30, dans le délai (2 min 00 s)', good: true },
    ]);
  });
});

describe('the evaluation’s scale legend', () => {
  const zeroToThree = [0, 1, 2, 3].map((value) => ({ value, label: `niveau ${value}` }));
  const yesNo = [{ value: 0, label: 'non' }, { value: 1, label: 'oui' }];
  test.each<[string, { id: string; scale: typeof yesNo }[], typeof yesNo | null, string[]]>([
    ['no criterion: no legend', [], null, []],
    ['one scale for all: said once, no criterion keeps its own', [{ id: 'a', scale: zeroToThree }, { id: 'b', scale: zeroToThree }, { id: 'c', scale: zeroToThree }], zeroToThree, []],
    ['the odd one keeps its own under its name', [{ id: 'a', scale: zeroToThree }, { id: 'b', scale: yesNo }, { id: 'c', scale: zeroToThree }], zeroToThree, ['b']],
    ['a tie: the first scale met is the legend', [{ id: 'a', scale: yesNo }, { id: 'b', scale: zeroToThree }], yesNo, ['b']],
    ['same values, other words: another scale', [{ id: 'a', scale: yesNo }, { id: 'b', scale: [{ value: 0, label: 'non' }, { value: 1, label: 'fait' }] }, { id: 'c', scale: yesNo }], yesNo, ['b']],
  ])('%s', (_name, criteria, shared, own) => {
    const legend = scaleLegend(criteria);
    expect(legend.shared).toEqual(shared);
    expect([...legend.own]).toEqual(own);
  });
});
