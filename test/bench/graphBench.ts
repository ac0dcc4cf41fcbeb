/**
 * `npm run bench:graph`: the scenario editor's graph with 60 states and 120 transitions, in Chromium
 * against a production build. Printed, not asserted (goal ≤ 500 ms):
 * - navigation → graph drawn: from the page's navigation start to the canvas' first drawing
 *   (`performance.mark('scenario-graph:ready')`, set by ScenarioGraphCanvas on vis-network's `afterDrawing`);
 * - editor opened → graph drawn: from the canvas' mount (`scenario-graph:import`, the scenario loaded) to
 *   that drawing — the graph's own cost, the figure held to the goal;
 * - « Ajouter un état » → redrawn: a click on the list's button until the canvas describes 61 states
 *   (measured from the test runner, so it includes Playwright's own round trips).
 * The scenario is served by intercepting its two API calls: the figure is the browser's, not the API's.
 */
import type { Page } from '@playwright/test';
import type { Scenario, ScenarioContent, ScenarioState, ScenarioTransition } from '../../contract/schemas/scenarios';
import { newScenarioContent } from '../../contract/scenarioGraph';
import { launchChromium } from '../e2e/browser';
import { decideConsent } from '../e2e/fixtures';
import { startE2eStack } from '../e2e/stack';
import { median } from './renderTiming';

const STATES = 60;
const TRANSITIONS = 120;
const RUNS = Number(process.env.BENCH_GRAPH_RUNS ?? 7);
const GOAL_MS = 500;
const SCENARIO_ID = '00000000-0000-4000-8000-00000000be00';
const TEACHER = { email: 'enseignant@actif.demo.test', password: 'demo1234', home: '/teacher/teacher_main' };

/** A chain through every state (all reachable), plus branches and returns up to 120 transitions. */
export function generatedContent(): ScenarioContent {
  const base = newScenarioContent('Banc d’essai — 60 états');
  const vitals = base.graph.states[0]!.vitals;
  const states: ScenarioState[] = Array.from({ length: STATES }, (_, i) => ({
    id: `etat-${i + 1}`,
    name: `État ${i + 1}`,
    kind: i === 0 ? 'initial' : i === STATES - 1 ? 'final' : 'intermédiaire',
    vitals,
    description: '',
  }));
  const transitions: ScenarioTransition[] = [];
  for (let i = 1; i < STATES; i += 1) transitions.push({ id: `transition-${transitions.length + 1}`, from: `etat-${i}`, to: `etat-${i + 1}`, label: `Suite ${i}`, trigger: 'action des apprenants' });
  for (let k = 0; transitions.length < TRANSITIONS; k += 1) {
    const from = (k * 7) % (STATES - 1) + 1;
    const to = ((k * 13) % STATES) + 1;
    if (from === to) continue;
    transitions.push({ id: `transition-${transitions.length + 1}`, from: `etat-${from}`, to: `etat-${to}`, label: `Branche ${k + 1}`, trigger: k % 3 === 0 ? 'délai' : 'décision du formateur', ...(k % 3 === 0 ? { delay_seconds: 60 } : {}) });
  }
  return { ...base, graph: { states, transitions } };
}

async function serveScenario(page: Page, content: ScenarioContent) {
  const scenario: Scenario = { id: SCENARIO_ID, title: content.title, folder_id: SCENARIO_ID, shared: false, version: 1, updated_at: new Date().toISOString(), own: true, content };
  const answer = (data: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: '', data }) });
  await page.route(`**/api/scenarios/${SCENARIO_ID}`, (route) => route.fulfill(answer(scenario)));
  await page.route(`**/api/scenarios/${SCENARIO_ID}/versions`, (route) =>
    route.fulfill(answer({ items: [{ version: 1, created_at: scenario.updated_at, author: 'Banc d’essai' }] })),
  );
}

// A string, not a function: tsx's keepNames would add `__name(...)` calls the page does not define.
const READ_MARKS = `({
  imported: (performance.getEntriesByName('scenario-graph:import', 'mark')[0] || { startTime: NaN }).startTime,
  ready: (performance.getEntriesByName('scenario-graph:ready', 'mark')[0] || { startTime: NaN }).startTime,
})`;
const readMarks = (page: Page) => page.evaluate<{ imported: number; ready: number }>(READ_MARKS);

async function main() {
  console.log('Build de production et démarrage de la pile (émulateur, API, serveur web)…');
  const stack = await startE2eStack();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
    await decideConsent(context, stack.baseURL);
    const page = await context.newPage();
    await serveScenario(page, generatedContent());
    await page.goto(`${stack.baseURL}/login`);
    await page.getByLabel('Adresse e-mail').fill(TEACHER.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(TEACHER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${stack.baseURL}${TEACHER.home}`);

    const url = `${stack.baseURL}/session/dossiers/scenarios/${SCENARIO_ID}`;
    const drawn: number[] = [];
    const visOnly: number[] = [];
    const clicks: number[] = [];
    // One warm-up run (HTTP cache, JIT), then the measured ones.
    for (let run = 0; run <= RUNS; run += 1) {
      await page.goto(url);
      await page.locator('[data-testid="scenario-graph"][data-ready="true"]').waitFor({ timeout: 30_000 });
      const marks = await readMarks(page);
      const add = page.getByRole('button', { name: 'Ajouter un état', exact: true }).last();
      await add.scrollIntoViewIfNeeded();
      const started = Date.now();
      await add.click();
      await page.getByRole('img', { name: new RegExp(`${STATES + 1}.états`) }).waitFor();
      const clicked = Date.now() - started;
      if (run === 0) continue;
      drawn.push(marks.ready);
      visOnly.push(marks.ready - marks.imported);
      clicks.push(clicked);
    }
    // Leave without the « unsaved changes » question getting in the way of closing.
    await context.close();

    const ms = (value: number) => `${Math.round(value)} ms`;
    const verdict = (value: number) => (value <= GOAL_MS ? `OK (≤ ${GOAL_MS} ms)` : `AU-DESSUS de l’objectif de ${GOAL_MS} ms`);
    console.log(`\n## Graphe du scénario : ${STATES} états, ${TRANSITIONS} transitions (Chromium, build de production, médiane de ${RUNS})\n`);
    console.log('| mesure | médiane | min | max | objectif |');
    console.log('|---|---|---|---|---|');
    for (const [label, values, goal] of [
      ['navigation → graphe dessiné (démarrage de l’application, session, API compris)', drawn, false],
      ['éditeur ouvert (canevas monté) → graphe dessiné et interactif', visOnly, true],
      ['clic « Ajouter un état » → graphe redessiné (vu du test)', clicks, false],
    ] as const) {
      const m = median(values);
      console.log(`| ${label} | ${ms(m)} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} | ${goal ? verdict(m) : '—'} |`);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
