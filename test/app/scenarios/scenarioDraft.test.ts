/** The editor's pure model, as tables: scales, ids, removals, the drawn graph, the exported file's name, the checks. */
import { newScenarioContent } from '../../../contract/scenarioGraph';
import { MAX_QUICK_ACTIONS as SCHEMA_MAX_QUICK_ACTIONS, type EvaluationCriterion } from '../../../contract/schemas/scenarios';
import {
  addQuickAction,
  addScaleStep,
  addState,
  addTransition,
  DEFAULT_SCALE,
  exportFileName,
  fieldProblems,
  MAX_QUICK_ACTIONS,
  moveQuickAction,
  nextId,
  normalised,
  quickActionProblems,
  removeElements,
  sameContent,
  saveProblems,
  scaleValid,
  SHARED_SCALE,
  sharedScaleOf,
  specificCriteria,
  toVisData,
  withSharedScale,
} from '../../../src/features/scenarios/scenarioDraft';

test.each([
  ['etat', ['etat-1', 'etat-2'], 'etat-3'],
  ['etat', ['debut', 'etat-9', 'etat-x'], 'etat-10'],
  ['transition', [], 'transition-1'],
])('nextId(%s, %j) → %s', (prefix, ids, expected) => {
  expect(nextId(prefix, ids)).toBe(expected);
});

test.each([
  ['Bronchiolite du nourrisson', 'bronchiolite-du-nourrisson.json'],
  ['Choc anaphylactique : adulte (v2)', 'choc-anaphylactique-adulte-v2.json'],
  ['!!!', 'scenario.json'],
])('exportFileName(%j) → %s', (title, expected) => {
  expect(exportFileName(title)).toBe(expected);
});

test('a new state and a new transition get fresh ids; removing a state removes its transitions', () => {
  const { graph } = newScenarioContent('x');
  const withState = addState(graph);
  expect(withState.id).toBe('etat-3');
  expect(withState.graph.states.at(-1)).toMatchObject({ kind: 'intermédiaire', name: 'Nouvel état 3' });
  const withTransition = addTransition(withState.graph, 'etat-1', 'etat-3');
  expect(withTransition.graph.transitions.at(-1)).toMatchObject({ id: 'transition-2', from: 'etat-1', to: 'etat-3' });
  expect(removeElements(withTransition.graph, { states: ['etat-1'] })).toEqual({ states: withState.graph.states.slice(1), transitions: [] });
});

test('the drawn graph writes each kind and each trigger in its labels, and skips a transition to nowhere', () => {
  const { graph } = newScenarioContent('x');
  const drawn = toVisData({ ...graph, transitions: [...graph.transitions, { id: 't', from: 'etat-1', to: 'nulle-part', label: 'x', trigger: 'délai', delay_seconds: 30 }] });
  expect(drawn.nodes.map((node) => node.label)).toEqual(['Début\n(initial)', 'Fin\n(final)']);
  expect(drawn.edges).toEqual([{ id: 'transition-1', from: 'etat-1', to: 'etat-2', label: 'Prise en charge adaptée\n(action des apprenants)' }]);
});

test('list fields drop blank lines on save; the checks name what the schema would refuse', () => {
  const content = { ...newScenarioContent('  Titre  '), objectives: ['Évaluer', '', '  '] };
  expect(normalised(content)).toMatchObject({ title: 'Titre', objectives: ['Évaluer'] });
  expect(sameContent(content, normalised(content))).toBe(true);
  expect(saveProblems(content)).toEqual([]);
  const broken = { ...content, title: ' ', phase_durations: { briefing: 0, scenario: Number.NaN, debriefing: 30 } };
  expect(fieldProblems(normalised(broken))).toEqual([
    'Le titre est obligatoire.',
    'La durée du briefing doit être un nombre entier de 1 à 240\u00a0minutes.',
    'La durée du scénario doit être un nombre entier de 1 à 240\u00a0minutes.',
  ]);
});

type Scale = EvaluationCriterion['scale'];
const yesNo: Scale = [
  { value: 0, label: 'Non' },
  { value: 1, label: 'Oui' },
];
const five: Scale = [1, 2, 3, 4, 5].map((value) => ({ value, label: `Niveau ${value}` }));
const criterion = (id: string, scale: Scale): EvaluationCriterion => ({ id, label: id, scale });

test.each<[string, EvaluationCriterion[], Scale]>([
  ['an empty grid: the default scale', [], DEFAULT_SCALE],
  ['one criterion: its scale', [criterion('a', yesNo)], yesNo],
  ['the scale most criteria hold', [criterion('a', five), criterion('b', yesNo), criterion('c', yesNo)], yesNo],
  ['equal counts: the first criterion’s', [criterion('a', five), criterion('b', yesNo)], five],
])('sharedScaleOf: %s', (_case, criteria, expected) => {
  expect(sharedScaleOf(criteria)).toEqual(expected);
});

test.each<[string, EvaluationCriterion[], Scale, string[]]>([
  ['all follow', [criterion('a', yesNo), criterion('b', yesNo)], yesNo, []],
  ['one differs', [criterion('a', yesNo), criterion('b', five)], yesNo, ['b']],
  ['same steps under other labels differ', [criterion('a', [{ value: 0, label: 'Non' }, { value: 1, label: 'oui' }])], yesNo, ['a']],
])('specificCriteria: %s', (_case, criteria, shared, expected) => {
  expect([...specificCriteria(criteria, shared)]).toEqual(expected);
});

test.each<[string, EvaluationCriterion[], ReadonlySet<string>, Scale[]]>([
  ['every criterion that follows gets the shared scale', [criterion('a', DEFAULT_SCALE), criterion('b', DEFAULT_SCALE)], new Set(), [yesNo, yesNo]],
  ['a criterion with its own scale keeps it', [criterion('a', DEFAULT_SCALE), criterion('b', five)], new Set(['b']), [yesNo, five]],
  ['a criterion made to follow again takes the shared scale', [criterion('a', five)], new Set(), [yesNo]],
])('withSharedScale(yes/no): %s', (_case, criteria, specific, expected) => {
  expect(withSharedScale(criteria, yesNo, specific).map((one) => one.scale)).toEqual(expected);
});

test('withSharedScale leaves the ids and labels, and copies the steps (no step shared between criteria)', () => {
  const [first, second] = withSharedScale([criterion('a', five), criterion('b', five)], yesNo, new Set());
  expect(first).toEqual({ id: 'a', label: 'a', scale: yesNo });
  expect(first?.scale).not.toBe(second?.scale);
});

test.each<[string, Scale, boolean]>([
  ['two steps', yesNo, true],
  ['one step', [{ value: 0, label: 'Seul' }], false],
  ['eleven steps', Array.from({ length: 11 }, (_, value) => ({ value, label: String(value) })), false],
  ['a value above 100', [{ value: 0, label: 'Non' }, { value: 101, label: 'Trop' }], false],
  ['a label over 100 characters', [{ value: 0, label: 'Non' }, { value: 1, label: 'x'.repeat(101) }], false],
])('scaleValid: %s → %s', (_case, scale, expected) => {
  expect(scaleValid(scale)).toBe(expected);
});

test('an invalid shared scale is a problem named once, before the criteria’s', () => {
  const content = { ...newScenarioContent('Titre'), evaluation_grid: { criteria: [criterion('a', yesNo)] } };
  expect(fieldProblems(content, new Set([SHARED_SCALE]))).toEqual(['L’échelle commune doit avoir de 2 à 10\u00a0niveaux, chacun avec une valeur entière de 0 à 100 et un libellé.']);
});

test.each<[string, Scale, Scale]>([
  ['after the highest value', yesNo, [...yesNo, { value: 2, label: '' }]],
  ['at 0 on an empty scale', [], [{ value: 0, label: '' }]],
  ['never above 100', [{ value: 100, label: 'Max' }], [{ value: 100, label: 'Max' }, { value: 100, label: '' }]],
  ['ignoring a value not typed yet', [{ value: 3, label: 'a' }, { value: Number.NaN, label: 'b' }], [{ value: 3, label: 'a' }, { value: Number.NaN, label: 'b' }, { value: 4, label: '' }]],
])('addScaleStep: %s', (_case, scale, expected) => {
  expect(addScaleStep(scale)).toEqual(expected);
});

test('a scale label of spaces only is not valid; labels are saved trimmed', () => {
  expect(scaleValid([{ value: 0, label: 'Non' }, { value: 1, label: '   ' }])).toBe(false);
  const content = { ...newScenarioContent('Titre'), evaluation_grid: { criteria: [criterion('a', [{ value: 0, label: ' Non ' }, { value: 1, label: 'Oui  ' }])] } };
  expect(normalised(content).evaluation_grid.criteria[0]?.scale).toEqual(yesNo);
});

test('the editor’s MAX_QUICK_ACTIONS is the schema’s', () => {
  expect(MAX_QUICK_ACTIONS).toBe(SCHEMA_MAX_QUICK_ACTIONS);
});

test.each<[string, string[], string[]]>([
  ['none', [], []],
  ['two distinct', ['O₂ 15\u00a0L/min', 'Appel du médecin'], []],
  ['an empty one', ['O₂', '  '], ['L’action rapide 2 n’a pas de libellé.']],
  ['one over 60 characters', ['x'.repeat(61)], ['Le libellé de l’action rapide 1 dépasse 60\u00a0caractères.']],
  ['60 characters once trimmed', [`  ${'x'.repeat(60)}  `], []],
  ['a duplicate, told without case or spaces, named once', ['Appel du médecin', ' appel du médecin', 'APPEL DU MÉDECIN'], ['L’action rapide «\u00a0appel du médecin\u00a0» figure plusieurs fois.']],
  ['21 actions', Array.from({ length: 21 }, (_, index) => `Action ${index}`), ['Un scénario a au plus 20\u00a0actions rapides.']],
])('quickActionProblems: %s', (_case, labels, expected) => {
  expect(quickActionProblems(labels.map((label, index) => ({ id: `a${index}`, label })))).toEqual(expected);
});

test('a new quick action gets an id not in use; the others keep theirs; moving swaps neighbours only', () => {
  const actions = addQuickAction([{ id: 'a1', label: 'O₂' }, { id: 'action-4', label: 'Appel' }]);
  expect(actions.map((action) => action.id)).toEqual(['a1', 'action-4', 'action-5']);
  expect(actions[2]?.label).toBe('');
  expect(moveQuickAction(actions, 2, -1).map((action) => action.id)).toEqual(['a1', 'action-5', 'action-4']);
  expect(moveQuickAction(actions, 0, -1).map((action) => action.id)).toEqual(['a1', 'action-4', 'action-5']);
  expect(moveQuickAction(actions, 2, 1).map((action) => action.id)).toEqual(['a1', 'action-4', 'action-5']);
});

test('quick actions are saved trimmed; none at all is no key, equal to a scenario that never had any', () => {
  const base = newScenarioContent('Titre');
  expect(normalised({ ...base, quick_actions: [{ id: 'a1', label: '  O₂  ' }] }).quick_actions).toEqual([{ id: 'a1', label: 'O₂' }]);
  expect('quick_actions' in normalised({ ...base, quick_actions: [] })).toBe(false);
  expect(sameContent({ ...base, quick_actions: [] }, base)).toBe(true);
  expect(saveProblems({ ...base, quick_actions: [{ id: 'a1', label: '' }] })).toContain('L’action rapide 1 n’a pas de libellé.');
});
