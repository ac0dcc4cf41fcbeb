/**
 * The demo-project rule (server/demoProject.ts), the one guard the API, its payment provider, the web
 * server, the build and `npm start` ask: a table of project id × NODE_ENV × emulator × payment provider.
 */
import { decideDemoUse, DEMO_PROJECT_ID, type DemoDecision, demoGuard, demoMessages, isDemoProject } from '../../server/demoProject';

const MISSING = demoMessages.missingProjectId;
const EMULATOR = demoMessages.emulatorOutsideDemo;
const CARD = demoMessages.testPaymentOutsideDemo;
const allowed = (projectId: string, paymentProvider: string): DemoDecision => ({ projectId, paymentProvider });
const refused = (reason: string): DemoDecision => ({ refused: reason });

describe('which project is a demo one', () => {
  it.each([
    ['demo-simusession', true],
    ['demo-x', true],
    ['demo-', false],
    ['simusession-prod', false],
    ['my-demo-project', false],
    ['Demo-simusession', false],
    ['', false],
  ])('isDemoProject(%j) is %s', (projectId, expected) => {
    expect(isDemoProject(projectId)).toBe(expected);
  });
});

describe('the decision, as a table', () => {
  it.each<[string | undefined, string | undefined, boolean, string | undefined, DemoDecision]>([
    // A developer's machine or a test run: no project id means the demo project, with the test card by default.
    [undefined, undefined, false, undefined, allowed(DEMO_PROJECT_ID, 'test')],
    [undefined, 'development', true, undefined, allowed(DEMO_PROJECT_ID, 'test')],
    [undefined, 'test', true, 'test', allowed(DEMO_PROJECT_ID, 'test')],
    ['', 'development', false, 'none', allowed(DEMO_PROJECT_ID, 'none')],
    // Anywhere else a missing project id is an error, whatever else is set.
    [undefined, 'production', false, undefined, refused(MISSING('production'))],
    [undefined, 'production', true, 'test', refused(MISSING('production'))],
    ['', 'production', false, 'none', refused(MISSING('production'))],
    [undefined, 'prod', false, undefined, refused(MISSING('prod'))],
    [undefined, 'staging', true, undefined, refused(MISSING('staging'))],
    // A demo project: the emulator whatever NODE_ENV says; the test card by default on a developer's machine only,
    // and outside it only on the emulator (a demo stack), else it charges nothing.
    ['demo-simusession', 'production', true, undefined, allowed('demo-simusession', 'none')],
    ['demo-simusession', 'production', true, 'test', allowed('demo-simusession', 'test')],
    ['demo-simusession', 'production', false, 'test', allowed('demo-simusession', 'none')],
    ['demo-simusession', 'prod', false, undefined, allowed('demo-simusession', 'none')],
    ['demo-x', 'development', false, undefined, allowed('demo-x', 'test')],
    ['demo-x', undefined, true, 'none', allowed('demo-x', 'none')],
    // A real project: never the emulator, never the test card, whatever NODE_ENV or anything else says.
    ['simusession-prod', 'production', false, undefined, allowed('simusession-prod', 'none')],
    ['simusession-prod', 'development', false, undefined, allowed('simusession-prod', 'none')],
    ['simusession-prod', undefined, false, 'none', allowed('simusession-prod', 'none')],
    ['simusession-prod', 'production', true, undefined, refused(EMULATOR('simusession-prod'))],
    ['simusession-prod', 'development', true, 'none', refused(EMULATOR('simusession-prod'))],
    ['simusession-prod', 'test', true, 'test', refused(EMULATOR('simusession-prod'))],
    ['simusession-prod', 'production', false, 'test', refused(CARD('simusession-prod'))],
    ['simusession-prod', 'development', false, 'test', refused(CARD('simusession-prod'))],
    ['simusession-prod', undefined, false, 'test', refused(CARD('simusession-prod'))],
    // A bare prefix names no project: not a demo one (every guard used to disagree on it).
    ['demo-', 'development', true, undefined, refused(EMULATOR('demo-'))],
    ['demo-', 'development', false, 'test', refused(CARD('demo-'))],
    ['demo-', 'development', false, undefined, allowed('demo-', 'none')],
    // A real provider's name is passed on for the API to choose (or refuse as unknown).
    ['simusession-prod', 'production', false, 'stripe', allowed('simusession-prod', 'stripe')],
  ])('project %j, NODE_ENV %j, emulator %j, PAYMENT_PROVIDER %j → %j', (projectId, nodeEnv, emulator, paymentProvider, expected) => {
    expect(decideDemoUse({ projectId, nodeEnv, emulator, paymentProvider })).toEqual(expected);
  });

  it('never allows the emulator or the test card with a project that is not a demo one, whatever else is set', () => {
    for (const projectId of ['simusession-prod', 'demo-', 'prod-demo-x', 'DEMO-x'])
      for (const nodeEnv of [undefined, '', 'development', 'test', 'production', 'prod'])
        for (const emulator of [false, true])
          for (const paymentProvider of [undefined, '', 'test', 'none']) {
            const decision = decideDemoUse({ projectId, nodeEnv, emulator, paymentProvider });
            const opened = !('refused' in decision) && (emulator || decision.paymentProvider === 'test');
            expect([projectId, nodeEnv, emulator, paymentProvider, opened]).toEqual([projectId, nodeEnv, emulator, paymentProvider, false]);
          }
  });
});

describe('the guard', () => {
  it('throws the French refusal, saying what is refused', () => {
    expect(() => demoGuard({ projectId: 'simusession-prod', nodeEnv: 'production', emulator: true }, 'de démarrer l’API')).toThrow(
      'Refus de démarrer l’API\u00a0: l’émulateur Firebase Auth (jetons non signés) n’est permis qu’avec un projet de démonstration',
    );
  });

  it('hands back the project and the payment provider when allowed', () => {
    expect(demoGuard({ projectId: undefined, nodeEnv: 'test', emulator: true }, 'de démarrer l’API')).toEqual({ projectId: DEMO_PROJECT_ID, paymentProvider: 'test' });
  });
});
