/** The scenario content schema accepts every demo scenario and names what is wrong in a bad one. */
import { Value } from '@sinclair/typebox/value';
import { ScenarioContent } from '../../contract/schemas/scenarios';
import { ARRET_CARDIAQUE, BRONCHIOLITE, CHOC_ANAPHYLACTIQUE, HEMORRAGIE_POST_PARTUM } from '../../server/seed/demoScenarios';

test.each([
  ['Bronchiolite', BRONCHIOLITE],
  ['Choc anaphylactique', CHOC_ANAPHYLACTIQUE],
  ['Arrêt cardio-respiratoire', ARRET_CARDIAQUE],
  ['Hémorragie de la délivrance', HEMORRAGIE_POST_PARTUM],
])('the demo scenario %s is valid content', (_name, content) => {
  expect([...Value.Errors(ScenarioContent, content)]).toEqual([]);
});

test('a state of an unknown kind, or an extra field, is refused at its path', () => {
  const bad = structuredClone(BRONCHIOLITE) as unknown as { graph: { states: Record<string, unknown>[] }; extra?: boolean };
  bad.graph.states[0] = { ...bad.graph.states[0], kind: 'début' };
  bad.extra = true;
  const paths = [...Value.Errors(ScenarioContent, bad)].map((error) => error.path);
  expect(paths).toEqual(expect.arrayContaining(['/graph/states/0/kind', '/extra']));
});
