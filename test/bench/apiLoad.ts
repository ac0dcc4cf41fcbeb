/** Requests per second and latency of the two calls under autocannon, and the API's memory around the load. */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { repoPath } from '../../server/paths';
import { freePorts } from '../../server/stack/ports';

export type LoadResult = {
  call: string;
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  errors: number;
  rssBeforeMiB: number;
  rssAfterMiB: number;
  /**
   * The process's own CPU time (user + system) per answered request: unlike a throughput, it barely
   * depends on what else the two shared cores are doing, so it says what a request costs the code.
   */
  cpuMicrosPerRequest: number;
};

export const rssMiB = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kib / 1024) * 10) / 10;
};

/** The process's CPU time so far (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
export const cpuMillis = (pid: number) => {
  // The fields after the command's closing parenthesis: the 12th and 13th are utime and stime.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export async function startApiProcess(
  emulatorHost: string,
  { script = 'apiServer.ts', env = {} }: { script?: string; env?: Record<string, string> } = {},
): Promise<{ origin: string; child: ChildProcess }> {
  const [port] = (await freePorts(1)) as [number];
  const child = fork(repoPath('test', 'bench', script), {
    // BENCH_CPU_PROFILE=<dir>: the API writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [])],
    env: { ...process.env, ...env, API_PORT: String(port), FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`l'API de mesure s'est arrêtée (code ${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

/**
 * The request rate the bench's ceilings are sized for: no run on this machine comes near it. The API's
 * limits stay on (as in production) and are raised only as far as this rate spread over the bench's
 * users needs; a 429 would show in the errors column.
 */
export const ASSUMED_PEAK_REQUESTS_PER_SECOND = 10_000;

/** RATE_LIMIT_USER_PER_MINUTE for `users` signed-in users sharing the assumed peak rate (never below the default). */
export function userCeilingFor(users: number, defaultPerMinute: number): number {
  return Math.max(defaultPerMinute, Math.ceil((ASSUMED_PEAK_REQUESTS_PER_SECOND * 60) / Math.max(1, users)));
}

/**
 * The same headers on every request, each request the next of a list (many signed-in users), or each request the
 * next of a list of paths with their headers (many users, each on their own resources).
 */
export type LoadHeaders = Record<string, string> | readonly Record<string, string>[] | { readonly spread: readonly LoadRequest[] };
export type LoadRequest = { path: string; headers: Record<string, string> };

function target(url: string, headers: LoadHeaders) {
  if ('spread' in headers) {
    const each = headers.spread as readonly LoadRequest[];
    let next = 0;
    return {
      url,
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            next = (next + 1) % each.length;
            const chosen = each[next] as LoadRequest;
            return { ...request, path: chosen.path, headers: { ...request.headers, ...chosen.headers } };
          },
        },
      ],
    };
  }
  if (!Array.isArray(headers)) return { url, headers: headers as Record<string, string> };
  const each = headers as readonly Record<string, string>[];
  let next = 0;
  return {
    url,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          next = (next + 1) % each.length;
          return { ...request, headers: { ...request.headers, ...each[next] } };
        },
      },
    ],
  };
}

export async function loadCall(
  child: ChildProcess,
  call: string,
  url: string,
  headers: LoadHeaders,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<LoadResult> {
  const pid = child.pid ?? 0;
  // A short warm-up so that the first figures are not JIT compilation.
  await autocannon({ ...target(url, headers), duration: 2, connections });
  const rssBeforeMiB = rssMiB(pid);
  const cpuBefore = cpuMillis(pid);
  const result = await autocannon({ ...target(url, headers), duration: seconds, connections });
  const answered = Math.max(1, result.requests.total);
  return {
    cpuMicrosPerRequest: Math.round(((cpuMillis(pid) - cpuBefore) * 1000) / answered),
    call,
    requestsPerSecond: Math.round(result.requests.average),
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    rssBeforeMiB,
    rssAfterMiB: rssMiB(pid),
  };
}
