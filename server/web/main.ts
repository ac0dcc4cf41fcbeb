import { repoPath } from '../paths';
import { demoGuard } from '../demoProject';
import { DEFAULT_EMULATOR_URL } from '../stack/clientEnvironment';
import { buildWebServer } from './webServer';
import { FIREBASE_AUTH_ORIGINS } from './securityHeaders';
import { apiTargets } from './upstreams';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
// A demo build talks to the Auth emulator; the policy must let it.
const emulator = process.env.USE_AUTH_EMULATOR === 'true' ? [process.env.FIREBASE_AUTH_EMULATOR_URL ?? DEFAULT_EMULATOR_URL] : [];

async function main() {
  // Opening the policy to the emulator lets a page send its unsigned tokens: only for a demo project.
  demoGuard({ projectId: process.env.FIREBASE_PROJECT_ID, nodeEnv: process.env.NODE_ENV, emulator: emulator.length > 0 }, 'de démarrer le serveur web');
  const app = await buildWebServer({
    distDir: process.env.DIST_DIR || repoPath('dist'),
    // `API_PROXY_TARGETS` (comma-separated): several API processes, as `npm run serve:cluster` runs them.
    apiTarget: apiTargets(process.env),
    connectSources: [...FIREBASE_AUTH_ORIGINS, ...emulator],
    // Behind a load balancer or TLS terminator: its address, so that the API limits each browser.
    trustProxy: process.env.TRUST_PROXY || undefined,
  });
  const close = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  try {
    await app.listen({ port, host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === 'EADDRINUSE' ? `Le port ${port} est déjà utilisé : arrêtez l'autre serveur ou choisissez PORT=…` : String(error));
    process.exit(1);
  }
  console.log(`SimuSession (build de production) : http://${host}:${port}`);
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
