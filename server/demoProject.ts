/**
 * The demo-project rule, in one place for every process that could open the door to forged identities
 * or free purchases: the API (firebase-admin and the payment provider), the web server, the build and
 * `npm start` all ask `demoGuard` here, and nowhere else decides it.
 *
 * The Auth emulator accepts unsigned tokens, and the test card buys a subscription without money. Both
 * are harmless only for a project that cannot have real users: Firebase names the emulator-only projects
 * with a `demo-` prefix (no credentials, no accounts), so that prefix decides, not `NODE_ENV`. A setting
 * that is missing never opens the door: without `FIREBASE_PROJECT_ID` the demo project is assumed on a
 * developer's machine or in tests only; anywhere else it is a refusal, not a default.
 */
export const DEMO_PROJECT_PREFIX = 'demo-';
/** The project `npm start`, the tests and the demo world use. */
export const DEMO_PROJECT_ID = 'demo-simusession';

/** `NODE_ENV` of a developer's machine or a test run (unset included): there alone a missing project id means the demo one. */
const LOCAL_NODE_ENVS: ReadonlySet<string> = new Set(['', 'development', 'test']);

export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith(DEMO_PROJECT_PREFIX) && projectId.length > DEMO_PROJECT_PREFIX.length;
}

/** What a process is about to use. */
export type DemoUse = {
  /** `FIREBASE_PROJECT_ID` as set. */
  projectId: string | undefined;
  /** `NODE_ENV` as set. */
  nodeEnv: string | undefined;
  /** It talks to the Auth emulator, or lets the pages it serves or builds talk to it. */
  emulator: boolean;
  /** `PAYMENT_PROVIDER` as set, for a process that takes payments (the API); unset: the default. */
  paymentProvider?: string | undefined;
};

/** The project to use and the payment provider's name (`test`, `none` or a real provider's), or why not. */
export type DemoDecision = { projectId: string; paymentProvider: string } | { refused: string };

export const demoMessages = {
  missingProjectId: (nodeEnv: string) =>
    `FIREBASE_PROJECT_ID n’est pas défini alors que NODE_ENV vaut «\u00a0${nodeEnv}\u00a0»\u202f; le projet de démonstration ` +
    'n’est choisi par défaut que sur un poste de développement ou pendant les tests. Indiquez l’identifiant du projet Firebase.',
  emulatorOutsideDemo: (projectId: string) =>
    'l’émulateur Firebase Auth (jetons non signés) n’est permis qu’avec un projet de démonstration, dont l’identifiant ' +
    `commence par «\u00a0${DEMO_PROJECT_PREFIX}\u00a0»\u202f; FIREBASE_PROJECT_ID vaut «\u00a0${projectId}\u00a0». ` +
    'Choisissez un projet «\u00a0demo-…\u00a0» ou retirez la configuration de l’émulateur.',
  testPaymentOutsideDemo: (projectId: string) =>
    'PAYMENT_PROVIDER=test (la carte de test, qui achète sans payer) n’est permis qu’avec un projet de démonstration, ' +
    `dont l’identifiant commence par «\u00a0${DEMO_PROJECT_PREFIX}\u00a0»\u202f; FIREBASE_PROJECT_ID vaut «\u00a0${projectId}\u00a0». ` +
    'Choisissez PAYMENT_PROVIDER=none ou un prestataire réel.',
  refused: (what: string, reason: string) => `Refus ${what}\u00a0: ${reason}`,
} as const;

/** Pure: the rule itself, tested as a table (project id × NODE_ENV × emulator × payment provider). */
export function decideDemoUse({ projectId, nodeEnv, emulator, paymentProvider }: DemoUse): DemoDecision {
  const local = LOCAL_NODE_ENVS.has(nodeEnv ?? '');
  if (!projectId && !local) return { refused: demoMessages.missingProjectId(nodeEnv ?? '') };
  const project = projectId || DEMO_PROJECT_ID;
  const demo = isDemoProject(project);
  if (emulator && !demo) return { refused: demoMessages.emulatorOutsideDemo(project) };
  const chosen = paymentProvider || (local && demo ? 'test' : 'none');
  if (chosen !== 'test') return { projectId: project, paymentProvider: chosen };
  if (!demo) return { refused: demoMessages.testPaymentOutsideDemo(project) };
  // Outside a developer's machine the test card serves a demo stack on the emulator only; elsewhere it charges nothing.
  return { projectId: project, paymentProvider: local || emulator ? 'test' : 'none' };
}

export class DemoProjectRefusedError extends Error {
  constructor(what: string, reason: string) {
    super(demoMessages.refused(what, reason));
    this.name = 'DemoProjectRefusedError';
  }
}

/** The decision, or a `DemoProjectRefusedError` whose message says `what` is refused (« de démarrer l’API ») and why. */
export function demoGuard(use: DemoUse, what: string): { projectId: string; paymentProvider: string } {
  const decision = decideDemoUse(use);
  if ('refused' in decision) throw new DemoProjectRefusedError(what, decision.refused);
  return decision;
}

/** What the API uses, read from its environment: the emulator when `FIREBASE_AUTH_EMULATOR_HOST` is set, and its payment provider. */
export function apiDemoUse(env: NodeJS.ProcessEnv): DemoUse {
  return {
    projectId: env.FIREBASE_PROJECT_ID,
    nodeEnv: env.NODE_ENV,
    emulator: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
    paymentProvider: env.PAYMENT_PROVIDER,
  };
}
