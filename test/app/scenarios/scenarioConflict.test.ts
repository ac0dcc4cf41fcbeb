/** @jest-environment node */
/** What the editor's conflict callout lists: each difference between the draft and the other tab's version, in the editor's words. */
import { newScenarioContent } from '../../../contract/scenarioGraph';
import type { ScenarioContent } from '../../../contract/schemas/scenarios';
import { scenarioDifferences } from '../../../src/features/scenarios/scenarioConflict';

const base = newScenarioContent('Détresse respiratoire');
const [start, end] = base.graph.states;
const edit = (change: (content: ScenarioContent) => ScenarioContent) => change(structuredClone(base));

describe('scenarioDifferences', () => {
  it.each<[string, ScenarioContent, ScenarioContent, [string, string, string][]]>([
    ['the same content: nothing', base, edit((content) => content), []],
    ['a plain field', edit((content) => ({ ...content, public: 'IFSI 2A' })), base, [['Public (apprenants visés)', 'IFSI 2A', '']]],
    ['lines, one per line', edit((content) => ({ ...content, objectives: ['Reconnaître', 'Agir'] })), base, [['Objectifs pédagogiques', 'Reconnaître\nAgir', '']]],
    ['the patient, in words (adult when absent)', edit((content) => ({ ...content, population: 'nourrisson' })), base, [['Patient', 'Nourrisson', 'Adulte']]],
    [
      'a state renamed, under its new name',
      edit((content) => ({ ...content, graph: { ...content.graph, states: content.graph.states.map((state) => (state.id === end?.id ? { ...state, name: 'Stabilisé' } : state)) } })),
      base,
      [['État «\u00a0Stabilisé\u00a0»', expect.stringMatching(/^Stabilisé \(final\)\nFC /), expect.stringMatching(/^Fin \(final\)\nFC /)]],
    ],
    [
      'a state only theirs has: absent from mine',
      base,
      edit((content) => ({ ...content, graph: { ...content.graph, states: [...content.graph.states, { ...(start ?? content.graph.states[0]!), id: 'extra', name: 'Aggravation', kind: 'intermédiaire' }] } })),
      [['État «\u00a0Aggravation\u00a0»', '(absent de cette version)', expect.stringMatching(/^Aggravation \(intermédiaire\)/)]],
    ],
    [
      'an expected mark on a state',
      edit((content) => ({ ...content, graph: { ...content.graph, states: content.graph.states.map((state) => (state.id === end?.id ? { ...state, expected: { kind: 'à atteindre', within_seconds: 300 } } : state)) } })),
      base,
      [['État «\u00a0Fin\u00a0»', expect.stringContaining('◎ à atteindre en 5\u00a0min 00\u00a0s'), expect.not.stringContaining('◎')]],
    ],
    [
      'a transition relabelled, with its states by name',
      edit((content) => ({ ...content, graph: { ...content.graph, transitions: content.graph.transitions.map((transition) => ({ ...transition, label: 'Oxygène' })) } })),
      base,
      [['Transition «\u00a0Oxygène\u00a0»', expect.stringMatching(/^Oxygène\nde Début vers Fin/), expect.stringMatching(/\nde Début vers Fin/)]],
    ],
  ])('%s', (_case, mine, theirs, expected) => {
    expect(scenarioDifferences(mine, theirs).map((difference) => [difference.field, difference.mine, difference.theirs])).toEqual(expected);
  });
});
