/**
 * The API against its floor (docs/performance.md): on a PostgreSQL server (DATABASE_URL), the guard's two
 * calls — the public organisation check sent without a token, and the profile — side by side with the floor
 * (apiFloor.ts: the same prepared SQL, as many times, and the same JSON in a bare Fastify), at 100
 * connections; `BENCH_ROUTES=organisations,profile,users` picks them (`users`: the users list). The API runs as
 * production runs it (apiServer.ts: logger on, rate limits on with their counters in the database, the
 * ceilings raised only as far as the bench's load needs) and the signed-in calls come from BENCH_USERS (500)
 * administrators in turn, not one cached token. Floor and API alternate, BENCH_ROUNDS (3) times per route;
 * the medians are printed, never asserted: goals ≥ 0.85× the floor's requests/s, p99 ≤ 1.5× the floor's,
 * CPU time per request ≤ 1.3× the floor's, API RSS ≤ 250 MiB after the run.
 */
import { DEFAULT_RATE_LIMITS } from '../../server/api/plugins/external/rateLimit';
import { runMigrations } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/database';
import { hasOrganisations, seedDemoWorld } from '../../server/seed/demoDatabase';
import { LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { ASSUMED_PEAK_REQUESTS_PER_SECOND, loadCall, rssMiB, startApiProcess, userCeilingFor, type LoadHeaders, type LoadResult } from './apiLoad';
import { emulatorAccount, emulatorSignIn } from './benchSupport';

export const GOALS = { throughputRatio: 0.85, p99Ratio: 1.5, cpuRatio: 1.3, rssMiB: 250 };
const USERS = Number(process.env.BENCH_USERS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUTES = (process.env.BENCH_ROUTES ?? 'organisations,profile').split(',').filter(Boolean);
const PASSWORD = 'bench-api-1234';
/** Far above the demo world's ids (the seed gives its own), so that the bench's accounts never collide. */
const FIRST_ID = 900_000;

const ratio = (value: number, floor: number) => (floor > 0 ? Math.round((value / floor) * 100) / 100 : Number.NaN);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export type FloorComparison = { route: string; floor: LoadResult[]; api: LoadResult[]; throughput: number; p99: number; cpu: number };
export type Comparison = { rows: FloorComparison[]; apiRssMiB: number; users: number; userCeiling: number; rounds: number };

/** `count` administrators of the active demo organisation, in the database and the emulator; their ID tokens. */
export async function benchAdmins(databaseUrl: string, emulatorHost: string, count: number): Promise<string[]> {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await db.query(
      `insert into users (uid, id, email, role, organisation_id, firstname, name, display_name, account_type, admin)
       select 'bench-admin-' || i, $3::int + i, 'bench-admin-' || i || '@actif.demo.test', 'admin', $1, 'Banc', 'Admin ' || i, 'Banc Admin ' || i, 'organisation', true
       from generate_series(1, $2::int) as i
       on conflict (uid) do nothing`,
      [LYCEE_ACTIF.id, count, FIRST_ID],
    );
  } finally {
    await db.close();
  }
  const tokens: string[] = [];
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  // A few at a time: the emulator is one process on a shared machine.
  for (let start = 0; start < numbers.length; start += 25) {
    tokens.push(
      ...(await Promise.all(
        numbers.slice(start, start + 25).map(async (i) => {
          const account = { uid: `bench-admin-${i}`, email: `bench-admin-${i}@actif.demo.test`, password: PASSWORD };
          await emulatorAccount(emulatorHost, account);
          return emulatorSignIn(emulatorHost, account.email, PASSWORD);
        }),
      )),
    );
  }
  return tokens;
}

/** Migrates (and seeds the demo world when empty), then measures; returns the rows and the API's RSS. */
export async function compareWithFloor(
  emulatorHost: string,
  databaseUrl: string,
  load: { seconds: number; connections: number },
): Promise<Comparison> {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await runMigrations(db);
    if (!(await hasOrganisations(db))) await seedDemoWorld(db);
  } finally {
    await db.close();
  }
  const tokens = await benchAdmins(databaseUrl, emulatorHost, USERS);
  const headers = tokens.map((token) => ({ Authorization: `Bearer ${token}` }));
  const userCeiling = userCeilingFor(USERS, DEFAULT_RATE_LIMITS.userPerMinute || 0);
  // The organisation check is counted per client address, and the bench is one address: its ceiling is the assumed peak.
  const checkCeiling = Math.max(DEFAULT_RATE_LIMITS.organisationCheckPerMinute || 0, ASSUMED_PEAK_REQUESTS_PER_SECOND * 60);
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_USER_PER_MINUTE: String(userCeiling), RATE_LIMIT_ORGANISATION_CHECK_PER_MINUTE: String(checkCeiling) };
  const measured: Record<string, { path: string; headers: LoadHeaders }> = {
    // As the guard sends it: no token, the organisation's id in the query.
    organisations: { path: `/api/auth/organisations?accessCheck=true&id=${LYCEE_ACTIF.id}`, headers: {} },
    profile: { path: '/api/auth/users/profile', headers },
    users: { path: '/api/auth/users', headers },
  };
  const api = await startApiProcess(emulatorHost, { env });
  const floor = await startApiProcess(emulatorHost, { script: 'apiFloor.ts', env });
  try {
    const rows: FloorComparison[] = [];
    for (const name of ROUTES) {
      const route = measured[name];
      if (!route) throw new Error(`BENCH_ROUTES : route inconnue « ${name} » (${Object.keys(measured).join(', ')})`);
      const { path, headers: routeHeaders } = route;
      const floorResults: LoadResult[] = [];
      const apiResults: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        floorResults.push(await loadCall(floor.child, `plancher ${path}`, `${floor.origin}${path}`, routeHeaders, load));
        apiResults.push(await loadCall(api.child, `API ${path}`, `${api.origin}${path}`, routeHeaders, load));
      }
      rows.push({
        route: `GET ${path}`,
        floor: floorResults,
        api: apiResults,
        throughput: ratio(median(apiResults.map((r) => r.requestsPerSecond)), median(floorResults.map((r) => r.requestsPerSecond))),
        p99: ratio(median(apiResults.map((r) => r.p99Ms)), median(floorResults.map((r) => r.p99Ms))),
        cpu: ratio(median(apiResults.map((r) => r.cpuMicrosPerRequest)), median(floorResults.map((r) => r.cpuMicrosPerRequest))),
      });
    }
    return { rows, apiRssMiB: rssMiB(api.child.pid ?? 0), users: USERS, userCeiling, rounds: ROUNDS };
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

/** The comparison as printed by `npm run bench` and `npm run bench:api`: medians of the alternating rounds. */
export function floorReport({ rows, apiRssMiB, users, userCeiling, rounds }: Comparison, load: { seconds: number; connections: number }): string {
  const runs = (results: LoadResult[], pick: (result: LoadResult) => number) => results.map(pick).join(' / ');
  const table = rows.map((row) => [
    row.route,
    String(median(row.floor.map((r) => r.requestsPerSecond))),
    String(median(row.api.map((r) => r.requestsPerSecond))),
    `${row.throughput}× (objectif ≥ ${GOALS.throughputRatio}×)`,
    `${median(row.floor.map((r) => r.p99Ms))} ms`,
    `${median(row.api.map((r) => r.p99Ms))} ms`,
    `${row.p99}× (objectif ≤ ${GOALS.p99Ratio}×)`,
    `${median(row.floor.map((r) => r.cpuMicrosPerRequest))} µs`,
    `${median(row.api.map((r) => r.cpuMicrosPerRequest))} µs`,
    `${row.cpu}× (objectif ≤ ${GOALS.cpuRatio}×)`,
    String([...row.api, ...row.floor].reduce((sum, r) => sum + r.errors, 0)),
  ]);
  table.push(['RSS de l’API après la charge', '', `${apiRssMiB} MiB`, `objectif ≤ ${GOALS.rssMiB} MiB`, '', '', '', '', '', '', '']);
  const detail = rows.map(
    (row) =>
      `- ${row.route} — plancher req/s ${runs(row.floor, (r) => r.requestsPerSecond)}, API req/s ${runs(row.api, (r) => r.requestsPerSecond)} ; ` +
      `p50 plancher ${runs(row.floor, (r) => r.medianMs)} ms, API ${runs(row.api, (r) => r.medianMs)} ms ; ` +
      `p99 plancher ${runs(row.floor, (r) => r.p99Ms)} ms, API ${runs(row.api, (r) => r.p99Ms)} ms ; ` +
      `CPU par requête plancher ${runs(row.floor, (r) => r.cpuMicrosPerRequest)} µs, API ${runs(row.api, (r) => r.cpuMicrosPerRequest)} µs`,
  );
  return [
    `## API face au plancher (PostgreSQL, autocannon, ${load.connections} connexions, ${load.seconds} s par mesure, médiane de ${rounds} mesures alternées)`,
    '',
    `API comme en production : journal actif, limites actives (compteurs partagés en base), ${users} administrateurs connectés appelant à tour de rôle, plafond par compte relevé à ${userCeiling}/min ; contrôle d’organisation sans jeton, comme le garde l’envoie.`,
    '',
    markdownTable(
      ['route', 'plancher req/s', 'API req/s', 'rapport', 'plancher p99', 'API p99', 'rapport p99', 'plancher CPU/req', 'API CPU/req', 'rapport CPU', 'erreurs'],
      table,
    ),
    '',
    'Chaque mesure, dans l’ordre :',
    ...detail,
  ].join('\n');
}
