/**
 * `npm run bench`: builds for production, starts the local stack on free ports, and prints
 * the figures of docs/performance.md against their budgets. Figures, not assertions: the machines are shared.
 */
import fs from 'node:fs';
import { startE2eStack } from '../e2e/stack';
import { ROUTES } from '../../src/config/routes';
import { DEFAULT_RATE_LIMITS } from '../../server/api/plugins/external/rateLimit';
import { loadCall, startApiProcess, userCeilingFor, type LoadResult } from './apiLoad';
import { compareWithFloor, floorReport } from './apiVsFloor';
import { launchChromium } from '../e2e/browser';
import { jsFiles, routeLoads, type WebpackStats } from './bundle';
import { lighthouse, type LighthouseScores } from './lighthouse';
import { renderReport, renderTimings, TEACHER } from './renderTiming';
import { emulatorSignIn } from './benchSupport';

// Lighthouse's mobile score moves by several points from run to run on a shared machine (its own
// advice: take the median of several runs). Desktop sits at 99–100: one run.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function medianLighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseScores | null> {
  const runs: LighthouseScores[] = [];
  for (let i = 0; i < (preset === 'mobile' ? LIGHTHOUSE_RUNS : 1); i += 1) {
    const scores = await lighthouse(url, preset);
    if (scores) runs.push(scores);
  }
  if (runs.length === 0) return null;
  const median = (key: keyof LighthouseScores) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  };
  return { performance: median('performance'), accessibility: median('accessibility'), bestPractices: median('bestPractices'), seo: median('seo') };
}

const KB = 1000;
const BUDGET_FIRST_LOAD_KB = 160;
const LOAD = { seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 30), connections: Number(process.env.BENCH_CONNECTIONS ?? 100) };
const MAX_MEMORY_GROWTH = 0.2;
const SKIP_LIGHTHOUSE = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
/** BENCH_LIGHTHOUSE_PATHS=/,/pricing,…: the pages Lighthouse audits (default: the home, sign-in, documentation). */
const LIGHTHOUSE_PATHS = (process.env.BENCH_LIGHTHOUSE_PATHS ?? '/,/login,/docs/start').split(',').filter(Boolean);
/** BENCH_SKIP_API=1: the pages' figures only, without the API under load. */
const SKIP_API = process.env.BENCH_SKIP_API === '1';
/** The public pages' mobile goal (the issue « The public face »): 98 at least. */
const MOBILE_PERFORMANCE_GOAL = 98;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const verdict = (ok: boolean) => (ok ? 'OK' : 'AU-DESSUS DU BUDGET');

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(cells[0] ?? []), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

async function main() {
  console.log('Build de production et démarrage de la pile (émulateur, API, serveur web)…');
  const stack = await startE2eStack({ stats: true, database: 'postgres' });
  const browser = await launchChromium();
  try {
    const stats = JSON.parse(fs.readFileSync(stack.statsFile ?? '', 'utf8')) as WebpackStats;
    const files = jsFiles(stack.distDir, stats);
    const publicPaths = ROUTES.filter((r) => r.access.kind === 'public').map((r) => r.path);
    const loads = await routeLoads(browser, stack.baseURL, publicPaths, files);
    const byPath = new Map(loads.map((l) => [l.path, l]));

    console.log('\n## JavaScript au premier chargement (gzip)\n');
    console.log(
      table(
        ['route', 'notre code', 'dépendances', 'total', `budget ${BUDGET_FIRST_LOAD_KB} kB`],
        ['/', '/login'].map((p) => {
          const l = byPath.get(p);
          return [p, kb(l?.ours ?? 0), kb(l?.dependencies ?? 0), kb(l?.total ?? 0), p === '/' ? verdict((l?.total ?? 0) <= BUDGET_FIRST_LOAD_KB * KB) : '—'];
        }),
      ),
    );

    const initial = new Set(byPath.get('/')?.files ?? []);
    const lazy = [...files.values()].filter((f) => !initial.has(f.file)).sort((a, b) => b.gzip - a.gzip).slice(0, 6);
    console.log('\n## Plus gros chunks chargés à la demande (gzip)\n');
    console.log(table(['fichier', 'gzip', 'part des dépendances'], lazy.map((f) => [f.file, kb(f.gzip), `${Math.round(f.dependencyShare * 100)} %`])));

    const withGraph = loads.filter((l) => l.visNetwork).map((l) => l.path);
    // The access map's graph loads on demand (« Afficher le graphe »): no public page downloads vis-network on its own.
    console.log(`\nvis-network téléchargé au chargement par : ${withGraph.join(', ') || 'aucune route'} (sur ${loads.length} routes publiques) — ${verdict(withGraph.length === 0)}`);

    console.log(renderReport(await renderTimings(stack.baseURL, TEACHER, '/pricing'), 10));

    if (!SKIP_LIGHTHOUSE) {
      const rows: (string | number)[][] = [];
      for (const path of LIGHTHOUSE_PATHS) {
        for (const preset of ['mobile', 'desktop'] as const) {
          const s: LighthouseScores | null = await medianLighthouse(`${stack.baseURL}${path}`, preset);
          if (!s) {
            rows.push([path, preset, '—', '—', '—', '—', 'ÉCHEC DE LA MESURE (relancer)']);
            continue;
          }
          const ok = s.accessibility === 100 && s.bestPractices === 100 && s.seo === 100 && (preset === 'desktop' || s.performance >= MOBILE_PERFORMANCE_GOAL);
          rows.push([path, preset, s.performance, s.accessibility, s.bestPractices, s.seo, verdict(ok)]);
        }
      }
      console.log(`\n## Lighthouse (hors ligne, Chromium Debian ; médiane de ${LIGHTHOUSE_RUNS} mesures en mobile)\n`);
      console.log(table(['route', 'profil', 'performance', 'accessibilité', 'bonnes pratiques', 'SEO', 'budget'], rows));
    }

    if (SKIP_API) return;
    // PGlite in memory here (DATABASE_URL is for the comparison below, which migrates it first); the limits
    // on, as in production, the ceilings raised for one teacher and one address (apiLoad.ts).
    const ceiling = (perMinute: number | false) => String(userCeilingFor(1, perMinute || 0));
    const api = await startApiProcess(stack.emulatorHost, {
      env: {
        DATABASE_URL: '',
        RATE_LIMIT_USER_PER_MINUTE: ceiling(DEFAULT_RATE_LIMITS.userPerMinute),
        RATE_LIMIT_ORGANISATION_CHECK_PER_MINUTE: ceiling(DEFAULT_RATE_LIMITS.organisationCheckPerMinute),
      },
    });
    try {
      const token = await emulatorSignIn(stack.emulatorHost, TEACHER.email);
      const organisationId = await organisationIdOf(api.origin, token);
      const results: LoadResult[] = [
        await loadCall(api.child, 'GET /api/auth/organisations', `${api.origin}/api/auth/organisations?accessCheck=true&id=${organisationId}`, {}, LOAD),
        await loadCall(api.child, 'GET /api/auth/users/profile', `${api.origin}/api/auth/users/profile`, { Authorization: `Bearer ${token}` }, LOAD),
      ];
      console.log(`\n## API de référence sous charge (autocannon, ${LOAD.connections} connexions, ${LOAD.seconds} s par appel)\n`);
      console.log(
        table(
          ['appel', 'req/s', 'médiane', 'p99', 'erreurs', 'mémoire avant → après', 'budget (0 erreur, +20 % de mémoire au plus)'],
          results.map((r) => [
            r.call,
            r.requestsPerSecond,
            `${r.medianMs} ms`,
            `${r.p99Ms} ms`,
            r.errors,
            `${r.rssBeforeMiB} → ${r.rssAfterMiB} MiB`,
            verdict(r.errors === 0 && r.rssAfterMiB <= r.rssBeforeMiB * (1 + MAX_MEMORY_GROWTH)),
          ]),
        ),
      );
    } finally {
      api.child.kill('SIGTERM');
    }

    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) console.log(`\n${floorReport(await compareWithFloor(stack.emulatorHost, databaseUrl, LOAD), LOAD)}`);
    else console.log('\nDATABASE_URL non défini : la comparaison de l’API à son plancher sur PostgreSQL est sautée.');
  } finally {
    await browser.close();
    await stack.stop();
  }
}

async function organisationIdOf(origin: string, token: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/users/profile`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data?: { uid_organisation?: string } };
  if (!body.data?.uid_organisation) throw new Error('profil de démo sans organisation');
  return body.data.uid_organisation;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
