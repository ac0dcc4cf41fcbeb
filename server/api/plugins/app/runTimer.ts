/**
 * The `délai` transitions fire by themselves, with no browser open. Each running
 * session's next due moment is kept beside it (migration 016, runSchedule.ts), written in the transaction
 * that changes its clock; every API process asks the database for the sessions whose moment has come, at
 * least every `pollMs` and at the soonest moment, and decides for those alone — from the log, under the
 * session's run lock. A round therefore costs the sessions due, never the logs' length nor the number of
 * sessions running. Nothing is kept in memory, so a process started after a restart fires on time what the
 * previous one left. Exactly one fires: the write runs under the run lock and records the state it leaves
 * (`after`), which migration 012's one-exit index allows once; a process that loses learns it from the log
 * (or from the index) and moves on.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DueRun } from '../../repositories/runLog';
import { decisionTime, isUniqueViolation, timerDecision } from '../../runLog';
import { scheduleRun, timedTransitions } from '../../runSchedule';

/** What a running API uses: a second at most between two looks, so a transition fires within ±1 s of its time. */
export const RUN_TIMER_POLL_MS = 1000;

/** The most sessions one round decides for; more due at once are taken by the next round, at once. */
export const RUN_TIMER_BATCH = 100;

/**
 * Decides, in its own transaction under the run lock, for one session whose moment has come: fires the
 * `délai` transition now due, if it still is (the trainer may have taken another, paused the clock, or
 * another process fired it), then stores the session's next moment. Returns the transition fired.
 */
async function decide(app: FastifyInstance, run: DueRun): Promise<string | null> {
  // Outside the transaction: the process's cache of scenario versions (a session's version never changes).
  const transitions = timedTransitions(await app.repositories.sessions.versionContent(run.scenarioId, run.scenarioVersion));
  try {
    return await app.transaction(async (repositories) => {
      const locked = await repositories.runLog.lockRun(run.session);
      if (!locked) return null;
      if (locked.status !== 'en cours') {
        await repositories.runLog.setRunDue(run.session, null);
        return null;
      }
      const log = await repositories.runLog.clockLog(run.session);
      const decision = timerDecision(transitions, log, decisionTime(locked.now, log));
      if (decision.fire) {
        for (const event of decision.fire) {
          await repositories.runLog.addEvent(run.session, { id: randomUUID(), kind: event.kind, authorUid: null, payload: event.payload });
        }
      }
      // The state it leads to may have a `délai` of its own.
      await scheduleRun(repositories.runLog, run.session, transitions, locked.now);
      return decision.fire ? decision.transition.id : null;
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'run_log_events_one_exit_idx')) throw error;
    app.log.info({ session: run.session.id }, 'délai transition already taken elsewhere');
    return null;
  }
}

/**
 * One look: decides for the sessions due and returns when to look again, as epoch ms on this process's
 * clock (the database's clock stamps the moments; its offset is measured on each look). Infinity: nothing
 * is due, ever, until a clock event sets a moment.
 */
export async function fireDueTransitions(app: FastifyInstance): Promise<number> {
  const sent = Date.now();
  const { now, next, due } = await app.repositories.runLog.dueRuns(RUN_TIMER_BATCH);
  const offset = now - sent;
  let fired = false;
  let failed = false;
  for (const run of due) {
    try {
      const transition = await decide(app, run);
      if (transition) {
        fired = true;
        app.log.info({ session: run.session.id, transition }, 'délai transition fired');
      }
    } catch (error) {
      // One session's failure never holds the others back; its moment stays due, tried again on the next look.
      failed = true;
      app.log.warn({ err: error, session: run.session.id }, 'délai timer could not decide');
    }
  }
  // What fired may be due again at once (a chain of short delays); a full batch left some behind.
  if (fired || (!failed && due.length === RUN_TIMER_BATCH)) return Date.now();
  // A failure is not retried in a loop: the next look is at most `pollMs` away.
  if (failed) return Infinity;
  // The moments just stored are read by the next look (`next` predates them).
  if (due.length > 0) return Date.now();
  return next === null ? Infinity : next - offset;
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
