/**
 * Bad input, stated limits: a text over its field's limit is refused with the limit stated (never a 413 for
 * a body a form could produce, never a message that reads as if the field were empty); a PA is two numbers,
 * systolic above diastolic, within bounds; a `délai` over a day is refused with the bound, never shortened.
 */
import { graphMessages } from '../../contract/scenarioGraph';
import type { Scenario } from '../../contract/schemas/scenarios';
import type { SessionDetail } from '../../contract/schemas/sessions';
import { TEXT_LIMITS } from '../../contract/textLimits';
import { DEMO_SCENARIO_IDS } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let teacher: string;
beforeAll(async () => {
  api = await testApi();
  teacher = await signIn('enseignant@actif.demo.test');
}, 4 * DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const call: TestApi['call'] = (...args) => api.call(...args);
const invalid = (field: string, reason: string) => `Corps de requête invalide\u00a0: le champ «\u00a0${field}\u00a0» ${reason}.`;

async function runningSession(): Promise<string> {
  const planned = await call('POST', '/api/sessions', teacher, {
    scenario_id: DEMO_SCENARIO_IDS.chocAnaphylactique,
    scenario_version: 1,
    title: 'Limites des champs',
    starts_at: new Date().toISOString(),
    duration_minutes: 60,
    place: '',
    participants: [],
  });
  expect(planned.status).toBe(200);
  const { id } = planned.body.data as SessionDetail;
  expect((await call('PATCH', `/api/sessions/${id}`, teacher, { status: 'en cours' })).status).toBe(200);
  return id;
}

test('a 10 000-character run-log note is refused with its limit stated, not « Requête trop longue. »; one at its limit, in 4-byte characters, is taken', async () => {
  const id = await runningSession();
  expect(await call('POST', `/api/sessions/${id}/events`, teacher, { kind: 'note', text: 'a'.repeat(10_000) })).toMatchObject({
    status: 400,
    body: { success: false, message: invalid('Texte', 'est trop long (2\u202f000\u00a0caractères au plus)') },
  });
  const atLimit = '🫀'.repeat(TEXT_LIMITS.runNote);
  const taken = await call('POST', `/api/sessions/${id}/events`, teacher, { kind: 'note', text: atLimit });
  expect(taken.status).toBe(200);
});

test('a 10 000-character session title says the title is too long and by how much it may be, not that it is missing', async () => {
  const refused = await call('POST', '/api/sessions', teacher, {
    scenario_id: DEMO_SCENARIO_IDS.chocAnaphylactique,
    scenario_version: 1,
    title: 'T'.repeat(10_000),
    starts_at: new Date().toISOString(),
    duration_minutes: 60,
    place: '',
    participants: [],
  });
  expect(refused).toMatchObject({ status: 400, body: { message: invalid('Titre', 'est trop long (200\u00a0caractères au plus)') } });
});

describe('a scenario’s PA and délai', () => {
  const save = async (edit: (scenario: Scenario) => void) => {
    const scenario = (await call('GET', `/api/scenarios/${DEMO_SCENARIO_IDS.arretCardiaque}`, teacher)).body.data as Scenario;
    const edited = structuredClone(scenario);
    edit(edited);
    return call('PUT', `/api/scenarios/${scenario.id}`, teacher, edited);
  };

  test.each([
    ['abc', graphMessages.bloodPressureFormat],
    ['120', graphMessages.bloodPressureFormat],
    ['60/120', graphMessages.bloodPressureOrder],
    ['120/120', graphMessages.bloodPressureOrder],
    ['400/80', graphMessages.bloodPressureBounds],
  ] as const)('a PA « %s » is refused with its reason in French', async (pa, message) => {
    let name = '';
    const refused = await save((scenario) => {
      const state = scenario.content.graph.states[0]!;
      name = state.name;
      state.vitals.pa = pa;
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain(message(name, pa));
  });

  test('« 0/0 » (the cardiac arrest) and « 120/80 » are taken', async () => {
    expect((await save((scenario) => void (scenario.content.graph.states[0]!.vitals.pa = '120/80'))).status).toBe(200);
  });

  test('a délai of 99 999 999 s is refused with the bound stated, never saved as 86 400', async () => {
    const refused = await save((scenario) => {
      const transition = scenario.content.graph.transitions[0]!;
      transition.trigger = 'délai';
      transition.delay_seconds = 99_999_999;
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('delay_seconds\u00a0» est trop grand (86\u202f400 au plus)');
  });
});
