/**
 * `npm run api` writes its log lines in batches, off the request's path
 * (requestLog.ts, BatchedLogDestination). A clean shutdown must still write every line: the answered
 * requests', the summary of refusals written while closing, and the shutdown's own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BatchedLogDestination } from '../../server/api/plugins/app/requestLog';
import { repoPath } from '../../server/paths';

const STARTED_WITHIN_MS = 120_000;

test('lines wait in memory, in their order, until flushed', () => {
  const written: string[] = [];
  const destination = new BatchedLogDestination({ write: (text: string) => written.push(text) });
  destination.write('{"n":1}\n');
  destination.write('{"n":2}\n');
  expect(written).toEqual([]);
  destination.flushSync();
  expect(written).toEqual(['{"n":1}\n{"n":2}\n']);
  destination.flushSync();
  expect(written).toHaveLength(1);
});

test(
  'SIGTERM to `npm run api`: every line is written before the process ends',
  async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simusession-log-shutdown-'));
    const child = spawn(repoPath('node_modules', '.bin', 'tsx'), [repoPath('server', 'api', 'main.ts')], {
      env: { ...process.env, API_PORT: '0', API_HOST: '127.0.0.1', PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
          if (listening?.[1]) {
            clearInterval(timer);
            resolve(listening[1]);
          }
        }, 50);
        void exited.then(() => {
          clearInterval(timer);
          reject(new Error(`the API stopped before listening:\n${output}`));
        });
      });
      expect((await fetch(`${origin}/api/auth/users/profile`)).status).toBe(401);
      expect((await fetch(`${origin}/api/openapi.json`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; url?: string; refused?: Record<string, number> });
      expect(lines.filter((line) => line.msg === 'request answered').map((line) => line.url)).toEqual(['/api/openapi.json']);
      expect(lines.find((line) => line.msg === 'refused requests summary')?.refused).toEqual({ 401: 1 });
      expect(lines.map((line) => line.msg)).toContain("SIGTERM reçu, arrêt de l'API");
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  STARTED_WITHIN_MS + 30_000,
);
