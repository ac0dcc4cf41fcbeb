/**
 * `npx tsx test/bench/cpuProfileDiff.ts <api.cpuprofile> <api requests> <floor.cpuprofile> <floor requests>`:
 * where the API's time goes beside its floor's, from the V8 CPU profiles `BENCH_CPU_PROFILE=<dir> npm run bench:api`
 * writes (one per process, the API's first). Self time per request by file or package, the start-up (module
 * loading, schema compilation) left out, sorted by the API's excess over the floor. A sampled profile counts wall
 * time on the main thread only (a system call descheduled on a busy machine counts whole): read it beside the
 * CPU µs/request the bench prints, not instead.
 */
import fs from 'node:fs';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const STARTUP = /modules\/(cjs|esm)|esbuild|tsx|compileSchema|buildValidatorFunction|responseSchemaCompiler|compileSchemasFor/;

function bucketOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName === '(garbage collector)' ? 'GC' : functionName === 'writev' ? 'writev (sockets)' : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  return url.startsWith('node:') ? url : url.replace(/^.*?\/(server|test|contract)\//, '$1/');
}

/** Self time in µs per request by bucket, idle and start-up samples left out. */
function selfTimePerRequest(file: string, requests: number): Map<string, number> {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === '(idle)') return;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame && STARTUP.test(frame.url + frame.functionName)) return;
    }
    const bucket = bucketOf(leaf);
    totals.set(bucket, (totals.get(bucket) ?? 0) + (profile.timeDeltas[i] ?? 0) / requests);
  });
  return totals;
}

const [apiFile, apiRequests, floorFile, floorRequests] = process.argv.slice(2);
if (!apiFile || !floorFile) {
  console.error('usage: cpuProfileDiff.ts <api.cpuprofile> <api requests> <floor.cpuprofile> <floor requests>');
  process.exit(2);
}
const api = selfTimePerRequest(apiFile, Number(apiRequests));
const floor = selfTimePerRequest(floorFile, Number(floorRequests));
const rows = [...new Set([...api.keys(), ...floor.keys()])]
  .map((bucket) => ({ bucket, api: api.get(bucket) ?? 0, floor: floor.get(bucket) ?? 0 }))
  .sort((a, b) => b.api - b.floor - (a.api - a.floor));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
console.log(`µs/request on the main thread: API ${sum([...api.values()]).toFixed(1)}, floor ${sum([...floor.values()]).toFixed(1)}`);
console.log('excess    API  floor  file or package');
for (const row of rows.slice(0, Number(process.env.TOP ?? 25))) {
  console.log(`${(row.api - row.floor).toFixed(2).padStart(6)} ${row.api.toFixed(2).padStart(6)} ${row.floor.toFixed(2).padStart(6)}  ${row.bucket}`);
}
