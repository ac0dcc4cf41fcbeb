/**
 * The `délai` timer's agenda: each running session's next due moment, stored beside the session (migration
 * 016) by whoever changes its clock — the trainer's event, the session's start, the timer's own firing — in
 * the same transaction, under the session's run lock. The timer then asks only for what is due.
 */
import type { ScenarioContent, ScenarioTransition } from '../../contract/schemas/scenarios';
import type { RunLogEvent } from '../../contract/schemas/sessions';
import type { runLogRepository } from './repositories/runLog';
import { decisionTime, timerDecision } from './runLog';
import type { ScopedSession } from './scope';

/** The kinds of event the run's clock is derived from: writing one may change the next due moment. */
export const CLOCK_KINDS: ReadonlySet<RunLogEvent['kind']> = new Set(['phase_started', 'state_reached', 'correction', 'paused', 'resumed']);

/** The scenario's transitions that fire by themselves. */
export const timedTransitions = (content: ScenarioContent | null): ScenarioTransition[] =>
  content?.graph.transitions.filter((transition) => transition.trigger === 'délai') ?? [];

/**
 * Reads the session's clock as it now is and stores when its soonest `délai` transition falls due (null:
 * none leaves the current state, or the clock is paused). Called under the run lock, after the writes.
 */
export async function scheduleRun(
  runLog: Pick<ReturnType<typeof runLogRepository>, 'clockLog' | 'setRunDue'>,
  session: ScopedSession,
  transitions: readonly ScenarioTransition[],
  databaseNow: number,
): Promise<number | null> {
  const log = await runLog.clockLog(session);
  const now = decisionTime(databaseNow, log);
  const decision = timerDecision(transitions, log, now);
  const due = decision.fire ? now : decision.dueAt;
  await runLog.setRunDue(session, due);
  return due;
}
