/** The input rules both sides apply, as tables: a PA, a délai, a text against its field's limit. */
import { MAX_DELAY_SECONDS } from '../../contract/delays';
import { graphMessages, graphProblems, type ScenarioGraph } from '../../contract/scenarioGraph';
import { firstTextLimitProblem, TEXT_LIMITS, textBodyLimit, textLength, textLimitMessages, textLimitProblem } from '../../contract/textLimits';
import { bloodPressureProblem } from '../../contract/vitals';

test.each([
  ['120/80', null],
  [' 90 / 60 ', null],
  ['0/0', null],
  ['300/200', null],
  ['abc', 'format'],
  ['', 'format'],
  ['120', 'format'],
  ['120/80/60', 'format'],
  ['12.5/8', 'format'],
  ['60/120', 'order'],
  ['80/80', 'order'],
  ['301/80', 'bounds'],
  ['120/0', 'bounds'],
  ['0/40', 'bounds'],
] as const)('PA « %s » → %s', (pa, problem) => {
  expect(bloodPressureProblem(pa)).toBe(problem);
});

const graph = (delay: number | undefined, within?: number): ScenarioGraph => ({
  states: [
    { id: 'a', name: 'Début', kind: 'initial', vitals: { fc: 80, pa: '120/80', spo2: 98, fr: 16, temperature: 37, conscience: '' }, description: '' },
    {
      id: 'b',
      name: 'Fin',
      kind: 'final',
      vitals: { fc: 80, pa: '120/80', spo2: 98, fr: 16, temperature: 37, conscience: '' },
      description: '',
      ...(within === undefined ? {} : { expected: { kind: 'à atteindre' as const, within_seconds: within } }),
    },
  ],
  transitions: [{ id: 't', from: 'a', to: 'b', label: 'Attente', trigger: 'délai', ...(delay === undefined ? {} : { delay_seconds: delay }) }],
});

test.each<[string, ScenarioGraph, string[]]>([
  ['a délai of a day', graph(MAX_DELAY_SECONDS), []],
  ['a délai of 99 999 999 s', graph(99_999_999), [graphMessages.delayTooLong('Attente', 99_999_999)]],
  ['a délai of 0', graph(0), [graphMessages.delayInvalid('Attente')]],
  ['a délai of 1,5 s', graph(1.5), [graphMessages.delayInvalid('Attente')]],
  ['a time limit over a day', graph(60, 90_000), [graphMessages.limitTooLong('Fin', 90_000)]],
])('graphProblems: %s', (_name, candidate, problems) => {
  expect(graphProblems(candidate)).toEqual(problems);
});

test('the délai message states the bound', () => {
  expect(graphMessages.delayTooLong('Attente', 99_999_999)).toBe('La transition «\u00a0Attente\u00a0»\u00a0: un délai de 99\u202f999\u202f999\u00a0s dépasse le maximum de 86\u202f400\u00a0s (24\u00a0h).');
});

test.each([
  ['plain letters', 'abc', 3],
  ['accented letters', 'éàü', 3],
  ['emoji (two UTF-16 units each)', '🫀🫁', 2],
  ['nothing', '', 0],
])('textLength counts characters as the schema does: %s', (_name, text, length) => {
  expect(textLength(text)).toBe(length);
});

test.each([
  ['at the limit', 'x'.repeat(200), 200, null],
  ['one over', 'x'.repeat(201), 200, 'Le champ «\u00a0Titre\u00a0» est trop long\u00a0: 200\u00a0caractères au plus (201 saisis).'],
  ['ten thousand', 'x'.repeat(10_000), 2000, 'Le champ «\u00a0Titre\u00a0» est trop long\u00a0: 2\u202f000\u00a0caractères au plus (10\u202f000 saisis).'],
])('textLimitProblem: %s', (_name, text, limit, problem) => {
  expect(textLimitProblem('Titre', text, limit)).toBe(problem);
});

test.each([
  ['none over', [{ label: 'A', text: 'xx' }, { label: 'B', text: 'xxx' }], null],
  ['the second over', [{ label: 'A', text: 'xx' }, { label: 'B', text: 'xxxx' }], 'Le champ «\u00a0B\u00a0» est trop long\u00a0: 3\u00a0caractères au plus (4 saisis).'],
  ['both over: the first named', [{ label: 'A', text: 'xxxx' }, { label: 'B', text: 'xxxxx' }], 'Le champ «\u00a0A\u00a0» est trop long\u00a0: 3\u00a0caractères au plus (4 saisis).'],
  ['no field', [], null],
])('firstTextLimitProblem: %s', (_name, fields, problem) => {
  expect(firstTextLimitProblem(fields, 3)).toBe(problem);
});

test('the counter reads « 1 234 / 2 000 »', () => {
  expect(textLimitMessages.counter(1234, 2000)).toBe('1\u202f234\u00a0/\u00a02\u202f000');
});

test('a body with a text at its limit in the widest characters fits the limit computed for it', () => {
  const note = JSON.stringify({ kind: 'note', text: '\u0001'.repeat(TEXT_LIMITS.runNote), tags: ['geste', 'communication', 'erreur'], client_key: '00000000-0000-4000-8000-000000000000' });
  expect(Buffer.byteLength(note)).toBeLessThanOrEqual(textBodyLimit(TEXT_LIMITS.runNote));
  const emoji = JSON.stringify({ rating: 5, comment: '🫀'.repeat(TEXT_LIMITS.feedbackComment) });
  expect(Buffer.byteLength(emoji)).toBeLessThanOrEqual(textBodyLimit(TEXT_LIMITS.feedbackComment));
});
