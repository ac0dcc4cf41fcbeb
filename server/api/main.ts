/** `npm run api`: the reference API alone, on API_PORT (8081), over the database of DATABASE_URL or PGlite. */
import { openDatabase, locationFromEnvironment } from '../db/database';
import { apiDemoUse, demoGuard } from '../demoProject';
import { runMigrations } from '../db/migrate';
import { buildApi } from './buildApi';
import { apiHost, apiPort, apiSettings } from './config';

async function main(): Promise<void> {
  // Before anything opens: no emulator, test card or missing project id that the demo-project rule forbids.
  demoGuard(apiDemoUse(process.env), 'de démarrer l’API');
  const settings = apiSettings(process.env);
  const db = await openDatabase(locationFromEnvironment(process.env));
  await runMigrations(db);
  const app = buildApi({ db, logger: true, ...settings });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} reçu, arrêt de l'API`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ host: apiHost(process.env), port: apiPort(process.env) });
  app.log.info(`base : ${db.description}`);
}

main().catch((error: unknown) => {
  // A one-line reason, not a stack trace: these are configuration problems for a person to fix.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
