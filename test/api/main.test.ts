import { spawnSync } from 'node:child_process';
import { demoMessages } from '../../server/demoProject';
import { repoPath } from '../../server/paths';

/** `npm run api` with this environment, stopped after 20 s if it does start. */
function startApi(env: Record<string, string | undefined>) {
  return spawnSync(repoPath('node_modules', '.bin', 'tsx'), [repoPath('server', 'api', 'main.ts')], {
    env: { ...process.env, API_PORT: '0', FIREBASE_AUTH_EMULATOR_HOST: undefined, PAYMENT_PROVIDER: undefined, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

const refusal = (reason: string) => demoMessages.refused('de démarrer l’API', reason);

describe('the Auth emulator is accepted only for a demo- project (docs/security.md), whatever NODE_ENV says', () => {
  test.each(['production', 'prod', 'development', undefined])('NODE_ENV=%s with a real project id: refuses to start, in French', (nodeEnv) => {
    const result = startApi({ NODE_ENV: nodeEnv, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'simusession-prod' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(refusal(demoMessages.emulatorOutsideDemo('simusession-prod')));
  });

  test('a bare « demo- » is no demo project: refused as well', () => {
    const result = startApi({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'demo-' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(refusal(demoMessages.emulatorOutsideDemo('demo-')));
  });
});

describe('a missing setting never opens the door (docs/security.md)', () => {
  test.each(['production', 'staging'])('NODE_ENV=%s without FIREBASE_PROJECT_ID: refuses to start instead of assuming the demo project', (nodeEnv) => {
    const result = startApi({ NODE_ENV: nodeEnv, FIREBASE_PROJECT_ID: undefined, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', PAYMENT_PROVIDER: 'test' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(refusal(demoMessages.missingProjectId(nodeEnv)));
  });

  test.each(['production', 'development', undefined])('NODE_ENV=%s, PAYMENT_PROVIDER=test for a real project: refuses to start, in French', (nodeEnv) => {
    const result = startApi({ NODE_ENV: nodeEnv, FIREBASE_PROJECT_ID: 'simusession-prod', PAYMENT_PROVIDER: 'test' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(refusal(demoMessages.testPaymentOutsideDemo('simusession-prod')));
  });
});
