/**
 * A scenario version's content, parsed, kept by the API process. A version never changes once written (an
 * edit writes the next version; a deleted scenario takes its versions with it, and its id never comes back),
 * so what was read once stays true: the session page, its evaluations and its run read it from here instead
 * of having PostgreSQL write out, and Node parse, the same graph on every call — a tenth of what a session
 * page cost the two of them (docs/performance-journal.md).
 *
 * Only the repositories outside a transaction use it (plugins/app/repositories.ts): a transaction may read a
 * version it wrote and then roll back. Bounded by the size of the JSON it holds, oldest first out; what it
 * holds is frozen, so that no caller can change what the next one reads.
 */
import type { ScenarioContent } from '../../../contract/schemas/scenarios';

/** 8 MiB of JSON: some hundreds of typical scenarios (2–20 kB), and always at least a few of the largest (256 kB). */
export const SCENARIO_CONTENTS_MAX_BYTES = 8 * 1024 * 1024;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export class ScenarioContentCache {
  private readonly entries = new Map<string, { content: ScenarioContent; bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes = SCENARIO_CONTENTS_MAX_BYTES) {}

  private static key(scenarioId: string, version: number): string {
    return `${scenarioId}\u0000${version}`;
  }

  get(scenarioId: string, version: number): ScenarioContent | undefined {
    return this.entries.get(ScenarioContentCache.key(scenarioId, version))?.content;
  }

  /** Keeps `content` (frozen) unless it alone would take more than a quarter of the bound; returns it. */
  add(scenarioId: string, version: number, content: ScenarioContent): ScenarioContent {
    const bytes = Buffer.byteLength(JSON.stringify(content));
    if (bytes > this.maxBytes / 4) return content;
    const key = ScenarioContentCache.key(scenarioId, version);
    const previous = this.entries.get(key);
    if (previous) return previous.content;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
    this.entries.set(key, { content: deepFreeze(content), bytes });
    this.bytes += bytes;
    return content;
  }

  /** What it holds, for its tests. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
