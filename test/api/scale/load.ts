/** A small closed-loop load for the fault tests: `concurrency` callers, each sending its next request once answered. */
export type Outcome = { at: number; status: number; body: string; kind: string };

export async function closedLoop(
  { concurrency, until }: { concurrency: number; until: () => boolean },
  send: (caller: number, turn: number) => Promise<Outcome>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, caller) => {
      for (let turn = 0; !until(); turn += 1) outcomes.push(await send(caller, turn));
    }),
  );
  return outcomes;
}

/** A fetch that never throws: a network failure is status 0. */
export async function call(kind: string, url: string, init?: RequestInit): Promise<Outcome> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    return { at: Date.now(), status: response.status, body: await response.text(), kind };
  } catch (error) {
    return { at: Date.now(), status: 0, body: String(error), kind };
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts per status, for a readable failure message. */
export function tally(outcomes: readonly Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[`${outcome.kind} ${outcome.status}`] = (counts[`${outcome.kind} ${outcome.status}`] ?? 0) + 1;
  return counts;
}
