import { spawnSync } from 'node:child_process';
import { messages } from '../../server/api/messages';
import { repoPath } from '../../server/paths';

/** `npm run api` with this environment, stopped after 20 s if it does start. */
function startApi(env: Record<string, string | undefined>) {
  return spawnSync(repoPath('node_modules', '.bin', 'tsx'), [repoPath('server', 'api', 'main.ts')], {
    env: { ...process.env, API_PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('the Auth emulator is accepted only for a demo- project (issue 19), whatever NODE_ENV says', () => {
  test.each(['production', 'prod', 'development', undefined])('NODE_ENV=%s with a real project id: refuses to start, in French', (nodeEnv) => {
    const result = startApi({ NODE_ENV: nodeEnv, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'simusession-prod' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(messages.emulatorOutsideDemo('simusession-prod'));
  });
});
