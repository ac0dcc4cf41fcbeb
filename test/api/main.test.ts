import { spawnSync } from 'node:child_process';
import { messages } from '../../server/api/messages';
import { repoPath } from '../../server/paths';

test('the API refuses to start in production with the Auth emulator variable set', () => {
  const result = spawnSync(repoPath('node_modules', '.bin', 'tsx'), [repoPath('server', 'api', 'main.ts')], {
    env: { ...process.env, NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', API_PORT: '0' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe(messages.emulatorInProduction);
});
