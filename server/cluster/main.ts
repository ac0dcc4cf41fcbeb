/**
 * `npm run serve:cluster`: the web server (a production build in dist/) and API_PROCESSES API processes
 * (default 2) on the PostgreSQL server of DATABASE_URL. Ports: PORT (8080) for the web server, API_PORT
 * (8081) and the next ones for the API processes. Logs in CLUSTER_LOG_DIR (default .data/cluster).
 * Identity as `npm run api`: FIREBASE_PROJECT_ID, and FIREBASE_AUTH_EMULATOR_HOST for a demo project only.
 * Ctrl-C or SIGTERM stops them all.
 */
import path from 'node:path';
import { repoPath } from '../paths';
import { apiProcessCount, startCluster } from './cluster';

async function main(): Promise<void> {
  const env = process.env;
  const processes = apiProcessCount(env);
  const apiPort = Number(env.API_PORT ?? 8081);
  const webPort = Number(env.PORT ?? 8080);
  const logDir = env.CLUSTER_LOG_DIR ? path.resolve(env.CLUSTER_LOG_DIR) : repoPath('.data', 'cluster');
  const cluster = await startCluster({
    databaseUrl: env.DATABASE_URL ?? '',
    processes,
    apiPorts: Array.from({ length: processes }, (_, index) => apiPort + index),
    webPort,
    logDir,
    say: (line) => console.log(line),
  });
  console.log(`SimuSession : http://127.0.0.1:${webPort} (${processes} processus d’API, journaux dans ${logDir})`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} reçu : arrêt des processus…`);
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
