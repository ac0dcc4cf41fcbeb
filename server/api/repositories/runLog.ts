/**
 * A session's run log (docs/product.md §14.3): the events of the room, the run's lock, the `délai` timer's agenda
 * and what the live streams read. A function here takes a `ScopedSession` (server/api/scope.ts): one a route
 * found in the caller's organisation, or one the timer read itself; none reads across sessions but the timer's round.
 */
import type { SessionStatus } from '../../../contract/roles';
import type { RunLogEvent } from '../../../contract/schemas/sessions';
import { RunLogEvent as RunLogEventSchema } from '../../../contract/schemas/sessions';
import type { Queryable } from '../../db/database';
import { sessionAsStored, type ScopedSession } from '../scope';
import { UUID_PATTERN } from './cursor';
import { isoTimestamp } from './sql';

/**
 * What a run-log event's payload holds (docs/product.md §14): `after` is the event that made the state a transition
 * leaves current (migration 012's one-exit index); it stays in the database, the answers leave it out.
 */
export type RunLogPayload = Partial<
  Pick<RunLogEvent, 'phase' | 'state' | 'transition' | 'from' | 'to' | 'text' | 'tags' | 'auto' | 'corrects' | 'received_at' | 'vitals' | 'over_seconds' | 'action_id' | 'learner_uids'>
> & { after?: string };

type RunLogRow = { id: string; kind: RunLogEvent['kind']; at: string; payload: RunLogPayload };

/** A stored event as the API answers it: the payload's known fields only, each of its type. */
export function runLogEvent({ id, kind, at, payload }: RunLogRow): RunLogEvent {
  const event: RunLogEvent = { id, kind, at };
  for (const key of ['phase', 'state', 'transition', 'from', 'to', 'text', 'corrects', 'received_at'] as const) {
    const value = payload[key];
    if (typeof value === 'string') event[key] = value;
  }
  if (Array.isArray(payload.tags)) event.tags = payload.tags.filter((tag): tag is string => typeof tag === 'string');
  if (typeof payload.auto === 'boolean') event.auto = payload.auto;
  if (typeof payload.action_id === 'string') event.action_id = payload.action_id;
  if (Array.isArray(payload.learner_uids)) event.learner_uids = payload.learner_uids.filter((uid): uid is string => typeof uid === 'string');
  if (typeof payload.over_seconds === 'number') event.over_seconds = payload.over_seconds;
  if (typeof payload.vitals === 'object' && payload.vitals !== null) event.vitals = vitalsOf(payload.vitals);
  return event;
}

/** A stored change of the vitals, key by key: only a state's vitals keys, each of its type. */
function vitalsOf(stored: Record<string, unknown>): NonNullable<RunLogEvent['vitals']> {
  const vitals: NonNullable<RunLogEvent['vitals']> = {};
  for (const key of ['fc', 'spo2', 'fr', 'temperature'] as const) if (typeof stored[key] === 'number') vitals[key] = stored[key];
  for (const key of ['pa', 'conscience'] as const) if (typeof stored[key] === 'string') vitals[key] = stored[key];
  return vitals;
}

export function runLogRepository(db: Queryable) {
  /**
   * Where the run's clock starts to matter: the entry into the current state — its `state_reached`, or the
   * correction that brought the patient there; for a correction back to the state the mistaken event left, the
   * entry of that state, since its time goes on (contract/runClock.ts) — as the position of the last pause or
   * resume before it (whether the clock ran then), or of the entry itself. Each step is one indexed look-up
   * (migration 016), however long the log.
   */
  async function clockStart(session: ScopedSession): Promise<number> {
    type Entry = { seq: string; kind: string; state: string | null; corrects: string | null };
    const entryBefore = async (seq: number | null) =>
      (
        await db.query<Entry>(
          `select seq::text, kind, payload ->> 'state' as state, payload ->> 'corrects' as corrects from run_log_events
           where session_id = $1 and kind in ('state_reached', 'correction') and ($2::bigint is null or seq < $2)
           order by seq desc limit 1`,
          [session.id, seq],
          { prepare: true },
        )
      )[0];
    let entry = await entryBefore(null);
    while (entry?.kind === 'correction' && entry.corrects && UUID_PATTERN.test(entry.corrects)) {
      const [mistaken] = await db.query<{ seq: string }>('select seq::text from run_log_events where session_id = $1 and id = $2::uuid', [session.id, entry.corrects], {
        prepare: true,
      });
      const left = mistaken ? await entryBefore(Number(mistaken.seq)) : undefined;
      if (!left || left.state !== entry.state) break;
      entry = left;
    }
    if (!entry) return 0;
    const [pause] = await db.query<{ seq: string | null }>(
      `select max(seq)::text as seq from run_log_events where session_id = $1 and kind in ('paused', 'resumed') and seq < $2`,
      [session.id, entry.seq],
      { prepare: true },
    );
    return Number(pause?.seq ?? entry.seq);
  }

  /**
   * The events the run's clock at this moment derives from, in order, from `clockStart` on: the clock's own
   * events and the transitions taken (what a correction goes back from). Nothing older counts for the
   * `délai` transitions leaving the current state, so a long log is never read.
   */
  async function clockLog(session: ScopedSession): Promise<RunLogEvent[]> {
    const rows = await db.query<RunLogRow>(
      `select e.id::text, e.kind, ${isoTimestamp('e.at')} as at, e.payload from run_log_events e
       where e.session_id = $1 and e.seq >= $2 and e.kind in ('phase_started', 'state_reached', 'correction', 'paused', 'resumed', 'transition_taken')
       order by e.seq`,
      [session.id, await clockStart(session)],
      { prepare: true },
    );
    return rows.map(runLogEvent);
  }

  /**
   * What a trainer's event is decided on (runLog.ts `decideEvent`), in order: the clock (`clockLog`'s events),
   * the last transition taken — the one that led into the current state — and, for a correction, the event it
   * corrects. The same decision as on the whole log, without reading it: each part is found by an index
   * (migration 016), so a log of any length costs a write the current state's events.
   */
  async function decisionLog(session: ScopedSession, corrects: string | undefined): Promise<RunLogEvent[]> {
    const rows = await db.query<RunLogRow>(
      `with picked as (
         select e.seq from run_log_events e
         where e.session_id = $1 and e.seq >= $2
           and e.kind in ('phase_started', 'state_reached', 'correction', 'paused', 'resumed', 'transition_taken')
         union select max(t.seq) from run_log_events t where t.session_id = $1 and t.kind = 'transition_taken'
         union select c.seq from run_log_events c where c.id = $3::uuid and c.session_id = $1)
       select e.id::text, e.kind, ${isoTimestamp('e.at')} as at, e.payload from run_log_events e join picked using (seq)
       where e.session_id = $1 order by e.seq`,
      [session.id, await clockStart(session), corrects ?? null],
      { prepare: true },
    );
    return rows.map(runLogEvent);
  }

  return {
    async events(session: ScopedSession): Promise<RunLogEvent[]> {
      const rows = await db.query<RunLogRow>(
        `select e.id::text, e.kind, ${isoTimestamp('e.at')} as at, e.payload from run_log_events e where e.session_id = $1 order by e.at, e.id`,
        [session.id],
        { prepare: true },
      );
      return rows.map(runLogEvent);
    },

    /**
     * The events one click wrote (its `client_key`): the keyed event and, for a transition, the state it led
     * to — written next in the same transaction under the session's run lock, so the session's next event.
     */
    async eventsOfClientKey(session: ScopedSession, clientKey: string): Promise<RunLogEvent[]> {
      const rows = await db.query<RunLogRow>(
        `with keyed as (select k.seq, k.kind from run_log_events k where k.session_id = $1 and k.client_key = $2)
         select e.id::text, e.kind, ${isoTimestamp('e.at')} as at, e.payload from run_log_events e
         where e.session_id = $1 and (e.seq = (select seq from keyed) or e.seq = (
           select min(n.seq) from run_log_events n, keyed where keyed.kind = 'transition_taken' and n.session_id = $1 and n.seq > keyed.seq))
         order by e.seq`,
        [session.id, clientKey],
      );
      return rows.map(runLogEvent);
    },

    /**
     * Takes the session's run lock until the transaction ends (every write to a run log takes it: the
     * trainer's clicks, a status change, the `délai` timer, in any process), so each write decides on the log
     * as it is. Returns the status and the database's clock, which stamps the events (`at`): decisions
     * compare times on one clock whatever the API host's. Null when the session is gone.
     */
    async lockRun(session: ScopedSession): Promise<{ status: SessionStatus; now: number } | null> {
      const [row] = await db.query<{ status: SessionStatus; now: number }>(
        `select status, (extract(epoch from clock_timestamp()) * 1000)::float8 as now from sessions where id = $1 and organisation_id = $2 for update`,
        [session.id, session.scope.organisationId],
      );
      return row ?? null;
    },

    /**
     * The `délai` timer's round (plugins/app/runTimer.ts): the running sessions whose next due moment has
     * come (at most `limit`, soonest first), and the soonest moment of all, by migration 016's index alone;
     * with the database's clock, which stamps the events and the moments. Nothing else is read: a round
     * costs the sessions due, not the logs' length nor how many sessions run.
     */
    async dueRuns(limit: number): Promise<{ now: number; next: number | null; due: DueRun[] }> {
      type DueRow = { id: string; organisationId: string; scenarioId: string | null; scenarioVersion: number | null };
      const [row] = await db.query<{ now: number; next: number | null; due: DueRow[] }>(
        `select (extract(epoch from clock_timestamp()) * 1000)::float8 as now,
           (select (extract(epoch from min(run_due_at)) * 1000)::float8 from sessions where run_due_at is not null) as next,
           coalesce((select json_agg(json_build_object('id', d.id::text, 'organisationId', d.organisation_id::text, 'scenarioId', d.scenario_id::text,
               'scenarioVersion', d.scenario_version))
             from (select id, organisation_id, scenario_id, scenario_version from sessions where run_due_at <= clock_timestamp() order by run_due_at limit $1) d),
             '[]') as due`,
        [limit],
        { prepare: true },
      );
      if (!row) return { now: Date.now(), next: null, due: [] };
      // The timer's own read: each due run's organisation is its scope.
      const due = row.due.map(({ id, organisationId, scenarioId, scenarioVersion }) => ({ session: sessionAsStored({ id, organisationId }), scenarioId, scenarioVersion }));
      return { now: row.now, next: row.next, due };
    },

    /** Stores the session's next due moment (epoch ms on the database's clock; null: nothing to fire). */
    async setRunDue(session: ScopedSession, dueAt: number | null): Promise<void> {
      await db.query('update sessions set run_due_at = to_timestamp($2::float8 / 1000) where id = $1 and organisation_id = $3', [session.id, dueAt, session.scope.organisationId], { prepare: true });
    },

    clockLog,

    decisionLog,

    /** How many events people (not the timer) wrote in the session's log during the last `ms`. */
    async recentWrites(session: ScopedSession, ms: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count from run_log_events
         where session_id = $1 and author_uid is not null
           and coalesce((payload ->> 'received_at')::timestamptz, at) > clock_timestamp() - make_interval(secs => $2::float8 / 1000)`,
        [session.id, ms],
        { prepare: true },
      );
      return row?.count ?? 0;
    },

    /** When the session's log began (its start), epoch ms; null for a log still empty. */
    async firstEventAt(session: ScopedSession): Promise<number | null> {
      const [row] = await db.query<{ at: number | null }>(
        'select (extract(epoch from min(at)) * 1000)::float8 as at from run_log_events where session_id = $1',
        [session.id],
        { prepare: true },
      );
      return row?.at ?? null;
    },

    /**
     * `at`: a time decided by the caller (an action taken offline, kept at its taken time); `order` microseconds
     * are added to it, so the events of one click keep their order. Without it, the database's clock.
     */
    async addEvent(
      session: ScopedSession,
      event: { id: string; kind: RunLogEvent['kind']; authorUid: string | null; payload: RunLogPayload; at?: Date; order?: number; clientKey?: string },
    ): Promise<RunLogEvent> {
      const [row] = await db.query<{ at: string }>(
        // Strictly after the session's last event: two events of one click keep their order even where the
        // clock's resolution is a millisecond (PGlite).
        `insert into run_log_events (id, session_id, kind, author_uid, payload, at, client_key)
         values ($1, $2, $3, $4, $5, coalesce($6::timestamptz + make_interval(secs => $8::float8 / 1000000), greatest(clock_timestamp(),
           (select max(e.at) + interval '1 microsecond' from run_log_events e where e.session_id = $2))), $7)
         returning ${isoTimestamp('at')} as at`,
        [event.id, session.id, event.kind, event.authorUid, JSON.stringify(event.payload), event.at?.toISOString() ?? null, event.clientKey ?? null, event.order ?? 0],
      );
      return runLogEvent({ id: event.id, kind: event.kind, at: row?.at ?? new Date().toISOString(), payload: event.payload });
    },

    /**
     * The live streams' reads (server/api/plugins/app/live.ts), of the session the stream's route found in the
     * caller's scope (or a monitor link's own). `seq` is the log's commit order.
     */
    async eventsAfterSeq(session: ScopedSession, seq: number): Promise<SequencedEvent[]> {
      const rows = await db.query<{ seq: string; id: string; kind: RunLogEvent['kind']; at: string; payload: Record<string, unknown> }>(
        `select e.seq::text as seq, e.id::text, e.kind, ${isoTimestamp('e.at')} as at, e.payload from run_log_events e
         where e.session_id = $1 and e.seq > $2 order by e.seq`,
        [session.id, seq],
        { prepare: true },
      );
      return rows.map(({ seq: position, payload, ...event }) => ({ seq: Number(position), event: runLogEventOf({ ...payload, ...event }) }));
    },

    /** The position of event `eventId` in the session's log (null: not one of its events), or of its last event. */
    async seqOf(session: ScopedSession, eventId: string | null): Promise<number | null> {
      const [row] = await db.query<{ seq: string | null }>(
        eventId === null
          ? 'select coalesce(max(seq), 0)::text as seq from run_log_events where session_id = $1'
          : 'select seq::text as seq from run_log_events where session_id = $1 and id::text = $2',
        eventId === null ? [session.id] : [session.id, eventId],
      );
      return row?.seq == null ? null : Number(row.seq);
    },
  };
}

export type SequencedEvent = { seq: number; event: RunLogEvent };

/** A running session whose `délai` timer must decide now. */
export type DueRun = { session: ScopedSession; scenarioId: string | null; scenarioVersion: number | null };

const RUN_LOG_EVENT_KEYS = new Set(Object.keys(RunLogEventSchema.properties));

/** A log row as `GET …/events` answers it: its response schema keeps the schema's keys only (`after` and other bookkeeping stay in). */
function runLogEventOf(row: Record<string, unknown>): RunLogEvent {
  return Object.fromEntries(Object.entries(row).filter(([key]) => RUN_LOG_EVENT_KEYS.has(key))) as RunLogEvent;
}
