/** The editor's pure model, as tables: scales, ids, removals, the drawn graph, the exported file's name, the checks. */
import { newScenarioContent } from '../../../contract/scenarioGraph';
import { addState, addTransition, exportFileName, fieldProblems, nextId, normalised, parseScale, removeElements, sameContent, saveProblems, toVisData } from '../../../src/features/scenarios/scenarioDraft';

test.each([
  ['0 : Non fait\n1 : Partiel\n2 : Fait', [{ value: 0, label: 'Non fait' }, { value: 1, label: 'Partiel' }, { value: 2, label: 'Fait' }]],
  ['  3=Très bien  \n\n', [{ value: 3, label: 'Très bien' }]],
  ['Fait', null],
  ['1 :', null],
])('parseScale(%j)', (text, expected) => {
  expect(parseScale(text)).toEqual(expected);
});

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
