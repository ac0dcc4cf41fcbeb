/** The graph rules (docs/product.md §10), as a table: each graph and the French problems it has. */
import { graphMessages, graphProblems, newScenarioContent, type ScenarioGraph } from '../../contract/scenarioGraph';
import type { ScenarioState, ScenarioTransition } from '../../contract/schemas/scenarios';
import { ARRET_CARDIAQUE, BRONCHIOLITE, CHOC_ANAPHYLACTIQUE, HEMORRAGIE_POST_PARTUM } from '../../server/seed/demoScenarios';

const vitals = { fc: 80, pa: '120/80', spo2: 98, fr: 16, temperature: 37, conscience: '' };
const state = (id: string, kind: ScenarioState['kind'], name = id): ScenarioState => ({ id, name, kind, vitals, description: '' });
const go = (id: string, from: string, to: string, extra: Partial<ScenarioTransition> = {}): ScenarioTransition => ({
  id,
  from,
  to,
  label: id,
  trigger: 'action des apprenants',
  ...extra,
});
const graph = (states: ScenarioState[], transitions: ScenarioTransition[]): ScenarioGraph => ({ states, transitions });

test.each<[string, ScenarioGraph, string[]]>([
  ['a chain initial → intermédiaire → final', graph([state('a', 'initial'), state('b', 'intermédiaire'), state('c', 'final')], [go('t1', 'a', 'b'), go('t2', 'b', 'c')]), []],
  ['a new scenario’s starting graph', newScenarioContent('Nouveau').graph, []],
  ['no state at all', graph([], []), [graphMessages.noInitial, graphMessages.noFinal]],
  ['two initial states', graph([state('a', 'initial', 'Début'), state('b', 'initial', 'Autre début'), state('c', 'final')], [go('t1', 'a', 'c'), go('t2', 'b', 'c')]), [graphMessages.manyInitials(['Début', 'Autre début'])]],
  ['no final state', graph([state('a', 'initial'), state('b', 'intermédiaire')], [go('t1', 'a', 'b')]), [graphMessages.noFinal]],
  ['a state nothing leads to', graph([state('a', 'initial'), state('b', 'intermédiaire', 'Oublié'), state('c', 'final')], [go('t1', 'a', 'c')]), [graphMessages.unreachable('Oublié')]],
  ['reachable only through a cycle from the initial one', graph([state('a', 'initial'), state('b', 'intermédiaire'), state('c', 'final')], [go('t1', 'a', 'b'), go('t2', 'b', 'a'), go('t3', 'b', 'c')]), []],
  [
    'a transition from or to an unknown state',
    graph([state('a', 'initial'), state('c', 'final')], [go('t1', 'a', 'c'), go('Vers nulle part', 'a', 'x'), go('De nulle part', 'y', 'c')]),
    [graphMessages.unknownTo('Vers nulle part', 'x'), graphMessages.unknownFrom('De nulle part', 'y')],
  ],
  ['a délai transition without its timer', graph([state('a', 'initial'), state('c', 'final')], [go('Attente', 'a', 'c', { trigger: 'délai' })]), [graphMessages.missingDelay('Attente')]],
  ['a délai transition with its timer', graph([state('a', 'initial'), state('c', 'final')], [go('Attente', 'a', 'c', { trigger: 'délai', delay_seconds: 120 })]), []],
  ['two states with one id', graph([state('a', 'initial'), state('a', 'final')], []), [graphMessages.duplicateState('a')]],
  [
    'expected marks: to reach with a limit, to avoid without one',
    graph([state('a', 'initial'), { ...state('b', 'intermédiaire'), expected: { kind: 'à éviter' } }, { ...state('c', 'final'), expected: { kind: 'à atteindre', within_seconds: 300 } }], [go('t1', 'a', 'b'), go('t2', 'a', 'c')]),
    [],
  ],
  [
    'a state to avoid with a time limit',
    graph([state('a', 'initial'), { ...state('b', 'intermédiaire', 'Arrêt'), expected: { kind: 'à éviter', within_seconds: 60 } }, state('c', 'final')], [go('t1', 'a', 'b'), go('t2', 'a', 'c')]),
    [graphMessages.limitOnAvoided('Arrêt')],
  ],
  ['two transitions with one id', graph([state('a', 'initial'), state('c', 'final')], [go('t', 'a', 'c'), go('t', 'a', 'c')]), [graphMessages.duplicateTransition('t')]],
])('%s', (_case, input, expected) => {
  expect(graphProblems(input)).toEqual(expected);
});

test.each([BRONCHIOLITE, CHOC_ANAPHYLACTIQUE, ARRET_CARDIAQUE, HEMORRAGIE_POST_PARTUM].map((content) => [content.title, content] as const))('the demo scenario %s obeys the rules', (_title, content) => {
  expect(graphProblems(content.graph)).toEqual([]);
});

test('messages are French with non-breaking spaces before the colon', () => {
  expect(graphMessages.noFinal).toBe('Le graphe n’a pas d’état final\u00a0: marquez au moins un état comme «\u00a0final\u00a0».');
});
