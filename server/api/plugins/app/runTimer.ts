/**
 * The `délai` transitions fire by themselves (features.md §5 "Running"), with no browser open: every API
 * process looks at the running sessions at least every `pollMs` and wakes at the soonest due time. Nothing
 * is kept in memory: the fire times come from the run log (contract/runClock.ts), so a process started
 * after a restart fires on time what the previous one left. Exactly one fires: the write runs under the
 * session's run lock and records the state it leaves (`after`), which migration 012's one-exit index
 * allows once; a process that loses learns it from the log (or from the index) and moves on.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ScenarioTransition } from '../../../../contract/schemas/scenarios';
import { decisionTime, isUniqueViolation, timerDecision } from '../../runLog';

/** What a running API uses: a second at most between two looks, so a transition fires within ±1 s of its time. */
export const RUN_TIMER_POLL_MS = 1000;

/**
 * Fires, in its own transaction, the `délai` transition now due in `sessionId` (its scenario version's
 * `délai` transitions: a session's version never changes), if it still is once the run
 * lock is held (the trainer may have taken another, paused the clock, or another process fired it).
 */
async function fire(app: FastifyInstance, sessionId: string, transitions: readonly ScenarioTransition[]): Promise<void> {
  try {
    const fired = await app.transaction(async (repositories) => {
      const run = await repositories.sessions.lockRun(sessionId);
      if (run?.status !== 'en cours') return null;
      const log = await repositories.sessions.events(sessionId);
      const decision = timerDecision(transitions, log, decisionTime(run.now, log));
      if (!decision.fire) return null;
      for (const event of decision.fire) {
        await repositories.sessions.addEvent(sessionId, { id: randomUUID(), kind: event.kind, authorUid: null, payload: event.payload });
      }
      return decision.transition;
    });
    if (fired) app.log.info({ session: sessionId, transition: fired.id }, 'délai transition fired');
  } catch (error) {
    if (isUniqueViolation(error, 'run_log_events_one_exit_idx')) app.log.info({ session: sessionId }, 'délai transition already taken elsewhere');
    else throw error;
  }
}

/**
 * One look: fires what is due and returns when to look again, as epoch ms on this process's clock (the
 * database's clock stamps the log; its offset is measured on each look). Infinity: nothing to wait for.
 */
export async function fireDueTransitions(app: FastifyInstance): Promise<number> {
  const sent = Date.now();
  const { now, runs } = await app.repositories.sessions.timedRuns();
  const offset = now - sent;
  let next = Infinity;
  for (const run of runs) {
    const decision = timerDecision(run.transitions, run.events, decisionTime(now, run.events));
    if (decision.fire) {
      await fire(app, run.sessionId, run.transitions);
      // The state it leads to may have a `délai` of its own: look again at once.
      next = Date.now();
    } else if (decision.dueAt !== null) next = Math.min(next, decision.dueAt - offset);
  }
  return next;
}

export default fp<{ pollMs: number | false }>(
  async (app, { pollMs }) => {
    if (pollMs === false) return;
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    let round: Promise<void> = Promise.resolve();
    const look = () => {
      round = fireDueTransitions(app)
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'délai timer round failed');
          return Infinity;
        })
        .then((next) => {
          if (closed) return;
          timer = setTimeout(look, Math.max(0, Math.min(next - Date.now(), pollMs)));
          // Never what keeps a process alive: the server is.
          timer.unref();
        });
    };
    app.addHook('onReady', async () => look());
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      // The round under way finishes before the database closes.
      await round;
    });
  },
  { name: 'runTimer', dependencies: ['repositories'] },
);
