/**
 * Issue 12, "Performance": on a PostgreSQL server (DATABASE_URL), the profile route and the users
 * list side by side with the floor (apiFloor.ts: the same SQL and JSON in a bare Fastify + `pg`),
 * at 100 connections. Printed, never asserted: goals ≥ 0.85× the floor's requests/s, p99 ≤ 1.5×
 * the floor's, API RSS ≤ 250 MiB after the run.
 */
import { runMigrations } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/database';
import { hasOrganisations, seedDemoWorld } from '../../server/seed/demoDatabase';
import { LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { loadCall, rssMiB, startApiProcess, type LoadResult } from './apiLoad';
import { emulatorSignIn } from './benchSupport';

export const GOALS = { throughputRatio: 0.85, p99Ratio: 1.5, rssMiB: 250 };
const ADMIN = 'admin@actif.demo.test';

const ratio = (value: number, floor: number) => (floor > 0 ? Math.round((value / floor) * 100) / 100 : Number.NaN);

export type FloorComparison = { route: string; floor: LoadResult; api: LoadResult; throughput: number; p99: number };

/** Migrates (and seeds the demo world when empty), then measures; returns the rows and the API's RSS. */
export async function compareWithFloor(
  emulatorHost: string,
  databaseUrl: string,
  load: { seconds: number; connections: number },
): Promise<{ rows: FloorComparison[]; apiRssMiB: number }> {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await runMigrations(db);
    if (!(await hasOrganisations(db))) await seedDemoWorld(db);
  } finally {
    await db.close();
  }
  const token = await emulatorSignIn(emulatorHost, ADMIN);
  const uid = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { user_id: string }).user_id;
  const env = { DATABASE_URL: databaseUrl, BENCH_UID: uid, BENCH_ORGANISATION: LYCEE_ACTIF.id };
  const api = await startApiProcess(emulatorHost, { env });
  const floor = await startApiProcess(emulatorHost, { script: 'apiFloor.ts', env });
  try {
    const rows: FloorComparison[] = [];
    for (const path of ['/api/auth/users/profile', '/api/auth/users']) {
      const headers = { Authorization: `Bearer ${token}` };
      const floorResult = await loadCall(floor.child, `plancher ${path}`, `${floor.origin}${path}`, headers, load);
      const apiResult = await loadCall(api.child, `API ${path}`, `${api.origin}${path}`, headers, load);
      rows.push({
        route: `GET ${path}`,
        floor: floorResult,
        api: apiResult,
        throughput: ratio(apiResult.requestsPerSecond, floorResult.requestsPerSecond),
        p99: ratio(apiResult.p99Ms, floorResult.p99Ms),
      });
    }
    return { rows, apiRssMiB: rssMiB(api.child.pid ?? 0) };
  } finally {
    api.child.kill('SIGTERM');
    floor.child.kill('SIGTERM');
  }
}

function markdownTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** The comparison as printed by `npm run bench` and `npm run bench:api`. */
export function floorReport({ rows, apiRssMiB }: Awaited<ReturnType<typeof compareWithFloor>>, load: { seconds: number; connections: number }): string {
  const table = rows.map((row) => [
    row.route,
    String(row.floor.requestsPerSecond),
    String(row.api.requestsPerSecond),
    `${row.throughput}× (objectif ≥ ${GOALS.throughputRatio}×)`,
    `${row.floor.p99Ms} ms`,
    `${row.api.p99Ms} ms`,
    `${row.p99}× (objectif ≤ ${GOALS.p99Ratio}×)`,
    String(row.api.errors + row.floor.errors),
  ]);
  table.push(['RSS de l’API après la charge', '', `${apiRssMiB} MiB`, `objectif ≤ ${GOALS.rssMiB} MiB`, '', '', '', '']);
  return [
    `## API face au plancher (PostgreSQL, autocannon, ${load.connections} connexions, ${load.seconds} s par mesure)`,
    '',
    markdownTable(['route', 'plancher req/s', 'API req/s', 'rapport', 'plancher p99', 'API p99', 'rapport p99', 'erreurs'], table),
  ].join('\n');
}
