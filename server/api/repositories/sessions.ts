/**
 * Sessions and what hangs from them: participants, the run log, debriefing notes, evaluations,
 * confirmations and feedback (docs/product.md §10, §12). Every function takes the organisation's scope; a
 * session of another organisation is simply not found. Who may see or change what is decided by the
 * route with the contract's policy (`can`), from the facts `facts()` returns.
 */
import type { DebriefModel, SessionRole, SessionStatus } from '../../../contract/roles';
import type { Page } from '../../../contract/schemas/envelope';
import type { ScenarioContent } from '../../../contract/schemas/scenarios';
import type { ScenarioContentCache } from './scenarioContents';
import type {
  ChecklistItem,
  Evaluation,
  MyFeedback,
  PlannableScenario,
  RunLogEvent,
  SessionParticipant,
  SessionPatch,
  SessionSummary,
  SessionsQuery,
  StudentSession,
  StudentSummary,
} from '../../../contract/schemas/sessions';
import { RunLogEvent as RunLogEventSchema } from '../../../contract/schemas/sessions';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { ANY_TEXT, decodeCursor, pageOf, TIMESTAMP_PATTERN, UUID_PATTERN } from './cursor';
import { exactTimestamp, isoTimestamp, Params, personFilter } from './sql';

/** Whose sessions: a teacher's (they lead), a student's (they take part in), or all of the organisation's. */
export type SessionViewer = { kind: 'trainer'; uid: string } | { kind: 'participant'; uid: string } | { kind: 'organisation' };

export type SessionFilters = Pick<SessionsQuery, 'from' | 'to' | 'status'>;

/** What the policy needs to know about a session. */
export type SessionFacts = {
  id: string;
  organisationId: string;
  trainerUid: string | null;
  participantUids: string[];
  status: SessionStatus;
  startsAt: string;
  scenarioId: string | null;
  scenarioVersion: number | null;
  debriefModel: DebriefModel;
  resultsReleasedAt: string | null;
};

type SessionRow = SessionSummary & { starts_at_key: string };

type RecordRow = Omit<SessionSummary, 'participant_count'> & {
  organisation_id: string;
  scenario_version: number | null;
  debrief_model: DebriefModel;
  results_released_at: string | null;
  checklist: ChecklistItem[];
  participants: SessionParticipant[];
  debrief_notes: Record<string, string>;
  debrief_versions: Record<string, string>;
  my_feedback: MyFeedback | null;
};

/** One session as read by `record()`: the policy's facts and every part a viewer may be shown. */
export type SessionRecord = {
  facts: SessionFacts;
  summary: SessionSummary & { scenario_version: number | null; debrief_model: DebriefModel; results_released_at: string | null };
  checklist: ChecklistItem[];
  content: ScenarioContent | null;
  participants: SessionParticipant[];
  debriefNotes: Record<string, string>;
  debriefVersions: Record<string, string>;
  myFeedback: MyFeedback | null;
};

/** The parts several devices write at once, as a stream pushes them (`event: notes`). */
export type SessionNotes = { debrief_notes: Record<string, string>; debrief_versions: Record<string, string>; checklist: ChecklistItem[] };

/**
 * A part's version is its `updated_at` to the millisecond (what the API answers and a client sends back), each
 * write strictly later than the one it replaces: two saves within one millisecond are still two versions.
 */
const nextVersion = (previous: string) => `greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', ${previous}) + interval '1 millisecond')`;
const sameVersion = (column: string, base: string) => `date_trunc('milliseconds', ${column}) = ${base}::timestamptz`;

/**
 * What a run-log event's payload holds (docs/product.md §14): `after` is the event that made the state a transition
 * leaves current (migration 012's one-exit index); it stays in the database, the answers leave it out.
 */
export type RunLogPayload = Partial<Pick<RunLogEvent, 'phase' | 'state' | 'transition' | 'from' | 'to' | 'text' | 'tags' | 'auto' | 'corrects' | 'received_at'>> & { after?: string };

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
  return event;
}

const personName = (alias: string) => `nullif(trim(coalesce(${alias}.firstname, '') || ' ' || coalesce(${alias}.name, '')), '')`;

/** The list's columns; `me` (joined by `summaryJoins`) is the calling student's own part, if any. */
const summaryColumns = (withParticipantCount = true) => `s.id, s.title, ${isoTimestamp('s.starts_at')} as starts_at, ${isoTimestamp('s.started_at')} as started_at,
  s.duration_minutes, s.place, s.status, s.trainer_uid, s.scenario_id, ${personName('t')} as trainer_name, sc.title as scenario_title,
  ${withParticipantCount ? '(select count(*) from session_participants c where c.session_id = s.id)::int as participant_count,' : ''}
  me.session_role as my_session_role, ${isoTimestamp('me.confirmed_at')} as my_confirmed_at`;

const summaryJoins = (viewer: string) => `left join users t on t.uid = s.trainer_uid
  left join scenarios sc on sc.id = s.scenario_id
  left join session_participants me on me.session_id = s.id and me.user_uid = ${viewer}`;

/** `contents`: the process's scenario versions already read (scenarioContents.ts); none inside a transaction. */
export function sessionsRepository(db: Queryable, contents?: ScenarioContentCache) {
  async function versionContent(scenarioId: string | null, version: number | null): Promise<ScenarioContent | null> {
    if (!scenarioId || version === null) return null;
    const known = contents?.get(scenarioId, version);
    if (known) return known;
    const [row] = await db.query<{ content: ScenarioContent }>(
      'select content from scenario_versions where scenario_id = $1 and version = $2',
      [scenarioId, version],
      { prepare: true },
    );
    if (!row) return null;
    return contents ? contents.add(scenarioId, version, row.content) : row.content;
  }

  async function participants(id: string): Promise<SessionParticipant[]> {
    return db.query<SessionParticipant>(
      `select p.user_uid, coalesce(u.firstname, '') as firstname, coalesce(u.name, '') as name, coalesce(u.email, '') as email,
         p.session_role, ${isoTimestamp('p.confirmed_at')} as confirmed_at, coalesce(u.record_auth, false) as recording_consent
       from session_participants p left join users u on u.uid = p.user_uid
       where p.session_id = $1 order by u.name nulls last, u.firstname, p.id`,
      [id],
    );
  }

  async function debriefNotes(id: string): Promise<Record<string, string>> {
    const rows = await db.query<{ phase: string; body: string }>('select phase, body from debrief_notes where session_id = $1', [id]);
    return Object.fromEntries(rows.map((row) => [row.phase, row.body]));
  }


  /**
   * Where the run's clock starts to matter: the entry into the current state — its `state_reached`, or the
   * correction that brought the patient there; for a correction back to the state the mistaken event left, the
   * entry of that state, since its time goes on (contract/runClock.ts) — as the position of the last pause or
   * resume before it (whether the clock ran then), or of the entry itself. Each step is one indexed look-up
   * (migration 016), however long the log.
   */
  async function clockStart(id: string): Promise<number> {
    type Entry = { seq: string; kind: string; state: string | null; corrects: string | null };
    const entryBefore = async (seq: number | null) =>
      (
        await db.query<Entry>(
          `select seq::text, kind, payload ->> 'state' as state, payload ->> 'corrects' as corrects from run_log_events
           where session_id = $1 and kind in ('state_reached', 'correction') and ($2::bigint is null or seq < $2)
           order by seq desc limit 1`,
          [id, seq],
          { prepare: true },
        )
      )[0];
    let entry = await entryBefore(null);
    while (entry?.kind === 'correction' && entry.corrects && UUID_PATTERN.test(entry.corrects)) {
      const [mistaken] = await db.query<{ seq: string }>('select seq::text from run_log_events where session_id = $1 and id = $2::uuid', [id, entry.corrects], {
        prepare: true,
      });
      const left = mistaken ? await entryBefore(Number(mistaken.seq)) : undefined;
      if (!left || left.state !== entry.state) break;
      entry = left;
    }
    if (!entry) return 0;
    const [pause] = await db.query<{ seq: string | null }>(
      `select max(seq)::text as seq from run_log_events where session_id = $1 and kind in ('paused', 'resumed') and seq < $2`,
      [id, entry.seq],
      { prepare: true },
    );
    return Number(pause?.seq ?? entry.seq);
  }

  /**
   * The events the run's clock at this moment derives from, in order, from `clockStart` on: the clock's own
   * events and the transitions taken (what a correction goes back from). Nothing older counts for the
   * `délai` transitions leaving the current state, so a long log is never read.
   */
  async function clockLog(id: string): Promise<RunLogEvent[]> {
    const rows = await db.query<RunLogRow>(
      `select e.id::text, e.kind, ${isoTimestamp('e.at')} as at, e.payload from run_log_events e
       where e.session_id = $1 and e.seq >= $2 and e.kind in ('phase_started', 'state_reached', 'correction', 'paused', 'resumed', 'transition_taken')
       order by e.seq`,
      [id, await clockStart(id)],
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
  async function decisionLog(id: string, corrects: string | undefined): Promise<RunLogEvent[]> {
    const rows = await db.query<RunLogRow>(
      `with picked as (
         select e.seq from run_log_events e
         where e.session_id = $1 and e.seq >= $2
           and e.kind in ('phase_started', 'state_reached', 'correction', 'paused', 'resumed', 'transition_taken')
         union select max(t.seq) from run_log_events t where t.session_id = $1 and t.kind = 'transition_taken'
         union select c.seq from run_log_events c where c.id = $3::uuid and c.session_id = $1)
       select e.id::text, e.kind, ${isoTimestamp('e.at')} as at, e.payload from run_log_events e join picked using (seq)
       where e.session_id = $1 order by e.seq`,
      [id, await clockStart(id), corrects ?? null],
      { prepare: true },
    );
    return rows.map(runLogEvent);
  }

  return {
    versionContent,

    /** By start time (indexes sessions (trainer_uid | organisation_id, starts_at, id)). */
    async list(
      scope: OrganisationScope,
      viewer: SessionViewer,
      filters: SessionFilters,
      page: { cursor?: string; limit: number },
    ): Promise<Page<SessionSummary>> {
      const params = new Params();
      const where = [`s.organisation_id = ${params.add(scope.organisationId)}`];
      const me = params.add(viewer.kind === 'participant' ? viewer.uid : null);
      if (viewer.kind === 'trainer') where.push(`s.trainer_uid = ${params.add(viewer.uid)}`);
      if (viewer.kind === 'participant') where.push(`me.user_uid is not null`);
      if (filters.from) where.push(`s.starts_at >= ${params.add(filters.from)}::timestamptz`);
      if (filters.to) where.push(`s.starts_at < ${params.add(filters.to)}::timestamptz`);
      if (filters.status) where.push(`s.status = ${params.add(filters.status)}`);
      if (page.cursor) {
        const [startsAt, id] = decodeCursor(page.cursor, [TIMESTAMP_PATTERN, UUID_PATTERN]);
        where.push(`(s.starts_at, s.id) > (${params.add(startsAt)}::timestamptz, ${params.add(id)}::uuid)`);
      }
      const rows = await db.query<SessionRow>(
        `select ${summaryColumns()}, ${exactTimestamp('s.starts_at')} as starts_at_key
         from sessions s ${summaryJoins(`${me}::text`)}
         where ${where.join(' and ')}
         order by s.starts_at, s.id limit ${params.add(page.limit + 1)}`,
        params.values,
        // The text varies only with which filters are present: a handful of statements.
        { prepare: true },
      );
      return pageOf(
        rows,
        page.limit,
        ({ starts_at_key: _key, ...session }) => session,
        (row) => [row.starts_at_key, row.id],
      );
    },

    /** The facts the policy decides on; null when the session is not of this organisation. */
    async facts(scope: OrganisationScope, id: string): Promise<SessionFacts | null> {
      const [row] = await db.query<SessionFacts>(
        `select s.id::text, s.organisation_id::text as "organisationId", s.trainer_uid as "trainerUid", s.status,
           ${isoTimestamp('s.starts_at')} as "startsAt", s.scenario_id::text as "scenarioId", s.scenario_version as "scenarioVersion",
           s.debrief_model as "debriefModel", ${isoTimestamp('s.results_released_at')} as "resultsReleasedAt",
           coalesce((select array_agg(p.user_uid) from session_participants p where p.session_id = s.id and p.user_uid is not null), '{}') as "participantUids"
         from sessions s where s.id = $1 and s.organisation_id = $2`,
        [id, scope.organisationId],
        { prepare: true },
      );
      return row ?? null;
    },

    /**
     * The session with everything any of its viewers may see, in one query (a session page is read far
     * more often than it is written): the route decides with `facts` who the caller is to it, then
     * `sessionView` (server/api/views/sessions.ts) leaves out what that viewer may not see. `callerUid`'s own part and feedback, if any.
     */
    async record(scope: OrganisationScope, id: string, callerUid: string): Promise<SessionRecord | null> {
      const [row] = await db.query<RecordRow>(
        `select ${summaryColumns(false)}, s.organisation_id::text as organisation_id, s.scenario_version, s.debrief_model,
           ${isoTimestamp('s.results_released_at')} as results_released_at, s.checklist,
           coalesce((select json_agg(json_build_object('user_uid', p.user_uid, 'firstname', coalesce(u.firstname, ''), 'name', coalesce(u.name, ''),
                       'email', coalesce(u.email, ''), 'session_role', p.session_role, 'confirmed_at', ${isoTimestamp('p.confirmed_at')},
                       -- Kept in step with the live consents to the current version by documents' syncFlags.
                       'recording_consent', coalesce(u.record_auth, false))
                     order by u.name nulls last, u.firstname, p.id)
                     from session_participants p left join users u on u.uid = p.user_uid where p.session_id = s.id), '[]') as participants,
           coalesce((select json_object_agg(n.phase, n.body) from debrief_notes n where n.session_id = s.id), '{}') as debrief_notes,
           coalesce((select json_object_agg(n.phase, ${isoTimestamp('n.updated_at')}) from debrief_notes n where n.session_id = s.id), '{}') as debrief_versions,
           case when f.user_uid is null then null
             else json_build_object('rating', f.rating, 'comment', f.comment, 'updated_at', ${isoTimestamp('f.updated_at')}) end as my_feedback
         from sessions s ${summaryJoins('$3::text')}
         left join feedback f on f.session_id = s.id and f.user_uid = $3::text
         where s.id = $1 and s.organisation_id = $2`,
        [id, scope.organisationId, callerUid],
        { prepare: true },
      );
      if (!row) return null;
      const { organisation_id, checklist, participants: people, debrief_notes, debrief_versions, my_feedback, ...summary } = row;
      // The scenario version's content, from what the process has already read: it never changes.
      const content = await versionContent(summary.scenario_id, summary.scenario_version);
      return {
        facts: {
          id: summary.id,
          organisationId: organisation_id,
          trainerUid: summary.trainer_uid,
          participantUids: people.flatMap((person) => (person.user_uid ? [person.user_uid] : [])),
          status: summary.status,
          startsAt: summary.starts_at,
          scenarioId: summary.scenario_id,
          scenarioVersion: summary.scenario_version,
          debriefModel: summary.debrief_model,
          resultsReleasedAt: summary.results_released_at,
        },
        summary: { ...summary, participant_count: people.length },
        checklist,
        content,
        participants: people,
        debriefNotes: debrief_notes,
        debriefVersions: debrief_versions,
        myFeedback: my_feedback,
      };
    },

    participants,
    debriefNotes,

    /** A scenario the teacher may plan a session with: their own, or one shared in the organisation. */
    async plannableScenario(
      scope: OrganisationScope,
      teacherUid: string,
      scenarioId: string,
      version: number | undefined,
    ): Promise<{ title: string; version: number; content: ScenarioContent } | null> {
      const [row] = await db.query<{ title: string; version: number; content: ScenarioContent }>(
        `select sc.title, v.version, v.content from scenarios sc
         join scenario_versions v on v.scenario_id = sc.id and v.version = coalesce($4::int, sc.current_version)
         where sc.id = $1 and sc.organisation_id = $2 and (sc.author_uid = $3 or sc.shared)`,
        [scenarioId, scope.organisationId, teacherUid, version ?? null],
      );
      return row ?? null;
    },

    /** The teacher's own scenarios and the organisation's shared ones, by title (at most 500). */
    async plannableScenarios(scope: OrganisationScope, teacherUid: string): Promise<PlannableScenario[]> {
      return db.query<PlannableScenario>(
        `select sc.id::text, sc.title, sc.current_version as version, sc.author_uid = $2 as own, ${personName('a')} as author,
           ((v.content->'phase_durations'->>'briefing')::int + (v.content->'phase_durations'->>'scenario')::int
             + (v.content->'phase_durations'->>'debriefing')::int) as duration_minutes,
           v.content->'debriefing_guide'->>'model' as debrief_model
         from scenarios sc join scenario_versions v on v.scenario_id = sc.id and v.version = sc.current_version
         left join users a on a.uid = sc.author_uid
         where sc.organisation_id = $1 and (sc.author_uid = $2 or sc.shared)
         order by sc.title, sc.id limit 500`,
        [scope.organisationId, teacherUid],
      );
    },

    /** How many of these uids are enabled students of the organisation. */
    async countStudents(scope: OrganisationScope, uids: readonly string[]): Promise<number> {
      if (uids.length === 0) return 0;
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count from users where organisation_id = $1 and role = 'etudiant' and not disabled and uid = any($2)`,
        [scope.organisationId, [...new Set(uids)]],
      );
      return row?.count ?? 0;
    },

    async create(
      scope: OrganisationScope,
      session: {
        id: string;
        scenarioId: string;
        scenarioVersion: number;
        trainerUid: string;
        title: string;
        startsAt: string;
        durationMinutes: number;
        place: string;
        debriefModel: DebriefModel;
        checklist: ChecklistItem[];
      },
    ): Promise<void> {
      await db.query(
        `insert into sessions (id, organisation_id, scenario_id, scenario_version, trainer_uid, title, starts_at, duration_minutes, place, debrief_model, checklist)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          session.id,
          scope.organisationId,
          session.scenarioId,
          session.scenarioVersion,
          session.trainerUid,
          session.title,
          session.startsAt,
          session.durationMinutes,
          session.place,
          session.debriefModel,
          JSON.stringify(session.checklist),
        ],
      );
    },

    /** The whole list of participants; a confirmation already given is kept for those who stay. */
    async setParticipants(id: string, participants: readonly { uid: string; session_role: SessionRole }[]): Promise<void> {
      const uids = participants.map((participant) => participant.uid);
      await db.query('delete from session_participants where session_id = $1 and (user_uid is null or not (user_uid = any($2)))', [id, uids]);
      for (const participant of participants) {
        await db.query(
          `insert into session_participants (session_id, user_uid, session_role) values ($1, $2, $3)
           on conflict (session_id, user_uid) do update set session_role = excluded.session_role`,
          [id, participant.uid, participant.session_role],
        );
      }
    },

    async update(id: string, patch: Omit<SessionPatch, 'status'> & { status?: SessionStatus }): Promise<void> {
      await db.query(
        `update sessions set status = coalesce($2, status), title = coalesce($3, title), starts_at = coalesce($4::timestamptz, starts_at),
           duration_minutes = coalesce($5, duration_minutes), place = coalesce($6, place), debrief_model = coalesce($7, debrief_model)
         where id = $1`,
        [
          id,
          patch.status ?? null,
          patch.title ?? null,
          patch.starts_at ?? null,
          patch.duration_minutes ?? null,
          patch.place ?? null,
          patch.debrief_model ?? null,
        ],
      );
    },

    /** The scenario began now (the transaction's time, the same as its « scénario » phase event's); the planned time stays. */
    async markStarted(id: string): Promise<void> {
      await db.query(`update sessions set started_at = now() where id = $1 and started_at is null`, [id]);
    },

    /** Hands the session to another trainer (the route has checked that they may lead it). */
    async setTrainer(scope: OrganisationScope, id: string, trainerUid: string): Promise<void> {
      await db.query('update sessions set trainer_uid = $3 where id = $1 and organisation_id = $2', [id, scope.organisationId, trainerUid]);
    },

    async events(id: string): Promise<RunLogEvent[]> {
      const rows = await db.query<RunLogRow>(
        `select e.id::text, e.kind, ${isoTimestamp('e.at')} as at, e.payload from run_log_events e where e.session_id = $1 order by e.at, e.id`,
        [id],
        { prepare: true },
      );
      return rows.map(runLogEvent);
    },

    /**
     * The events one click wrote (its `client_key`): the keyed event and, for a transition, the state it led
     * to — written next in the same transaction under the session's run lock, so the session's next event.
     */
    async eventsOfClientKey(id: string, clientKey: string): Promise<RunLogEvent[]> {
      const rows = await db.query<RunLogRow>(
        `with keyed as (select k.seq, k.kind from run_log_events k where k.session_id = $1 and k.client_key = $2)
         select e.id::text, e.kind, ${isoTimestamp('e.at')} as at, e.payload from run_log_events e
         where e.session_id = $1 and (e.seq = (select seq from keyed) or e.seq = (
           select min(n.seq) from run_log_events n, keyed where keyed.kind = 'transition_taken' and n.session_id = $1 and n.seq > keyed.seq))
         order by e.seq`,
        [id, clientKey],
      );
      return rows.map(runLogEvent);
    },

    /**
     * Takes the session's run lock until the transaction ends (every write to a run log takes it: the
     * trainer's clicks, a status change, the `délai` timer, in any process), so each write decides on the log
     * as it is. Returns the status and the database's clock, which stamps the events (`at`): decisions
     * compare times on one clock whatever the API host's. Null when the session is gone.
     */
    async lockRun(id: string): Promise<{ status: SessionStatus; now: number } | null> {
      const [row] = await db.query<{ status: SessionStatus; now: number }>(
        `select status, (extract(epoch from clock_timestamp()) * 1000)::float8 as now from sessions where id = $1 for update`,
        [id],
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
      const [row] = await db.query<{ now: number; next: number | null; due: DueRun[] }>(
        `select (extract(epoch from clock_timestamp()) * 1000)::float8 as now,
           (select (extract(epoch from min(run_due_at)) * 1000)::float8 from sessions where run_due_at is not null) as next,
           coalesce((select json_agg(json_build_object('id', d.id::text, 'scenarioId', d.scenario_id::text, 'scenarioVersion', d.scenario_version))
             from (select id, scenario_id, scenario_version from sessions where run_due_at <= clock_timestamp() order by run_due_at limit $1) d), '[]') as due`,
        [limit],
        { prepare: true },
      );
      return row ?? { now: Date.now(), next: null, due: [] };
    },

    /** Stores the session's next due moment (epoch ms on the database's clock; null: nothing to fire). */
    async setRunDue(id: string, dueAt: number | null): Promise<void> {
      await db.query('update sessions set run_due_at = to_timestamp($2::float8 / 1000) where id = $1', [id, dueAt], { prepare: true });
    },

    clockLog,
    decisionLog,

    /** How many events people (not the timer) wrote in the session's log during the last `ms`. */
    async recentWrites(id: string, ms: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count from run_log_events
         where session_id = $1 and author_uid is not null
           and coalesce((payload ->> 'received_at')::timestamptz, at) > clock_timestamp() - make_interval(secs => $2::float8 / 1000)`,
        [id, ms],
        { prepare: true },
      );
      return row?.count ?? 0;
    },

    /** When the session's log began (its start), epoch ms; null for a log still empty. */
    async firstEventAt(id: string): Promise<number | null> {
      const [row] = await db.query<{ at: number | null }>(
        'select (extract(epoch from min(at)) * 1000)::float8 as at from run_log_events where session_id = $1',
        [id],
        { prepare: true },
      );
      return row?.at ?? null;
    },

    /**
     * `at`: a time decided by the caller (an action taken offline, kept at its taken time); `order` microseconds
     * are added to it, so the events of one click keep their order. Without it, the database's clock.
     */
    async addEvent(
      id: string,
      event: { id: string; kind: RunLogEvent['kind']; authorUid: string | null; payload: RunLogPayload; at?: Date; order?: number; clientKey?: string },
    ): Promise<RunLogEvent> {
      const [row] = await db.query<{ at: string }>(
        // Strictly after the session's last event: two events of one click keep their order even where the
        // clock's resolution is a millisecond (PGlite).
        `insert into run_log_events (id, session_id, kind, author_uid, payload, at, client_key)
         values ($1, $2, $3, $4, $5, coalesce($6::timestamptz + make_interval(secs => $8::float8 / 1000000), greatest(clock_timestamp(),
           (select max(e.at) + interval '1 microsecond' from run_log_events e where e.session_id = $2))), $7)
         returning ${isoTimestamp('at')} as at`,
        [event.id, id, event.kind, event.authorUid, JSON.stringify(event.payload), event.at?.toISOString() ?? null, event.clientKey ?? null, event.order ?? 0],
      );
      return runLogEvent({ id: event.id, kind: event.kind, at: row?.at ?? new Date().toISOString(), payload: event.payload });
    },

    /**
     * One phase's notes, saved only over the version `base` names (null: none saved yet), in one statement:
     * a device that read an older version gets null (the route's 409), never a silent overwrite; the same
     * text again (a retry) is no conflict and no new version.
     */
    async saveDebriefNote(id: string, phase: string, text: string, base: string | null): Promise<{ phase: string; text: string; updated_at: string } | null> {
      const [row] = await db.query<{ phase: string; text: string; updated_at: string }>(
        `insert into debrief_notes as n (session_id, phase, body, updated_at) values ($1, $2, $3, date_trunc('milliseconds', clock_timestamp()))
         on conflict (session_id, phase) do update
           set body = excluded.body, updated_at = case when n.body = excluded.body then n.updated_at else ${nextVersion('n.updated_at')} end
           where ${sameVersion('n.updated_at', '$4')} or n.body = excluded.body
         returning phase, body as text, ${isoTimestamp('updated_at')} as updated_at`,
        [id, phase, text, base],
      );
      return row ?? null;
    },

    /** One checklist item ticked or not, the others as they are (null: no such item). */
    async tickChecklist(id: string, index: number, done: boolean): Promise<ChecklistItem[] | null> {
      const [row] = await db.query<{ checklist: ChecklistItem[] }>(
        `update sessions set checklist = jsonb_set(checklist, array[$2::text, 'done'], to_jsonb($3::boolean))
         where id = $1 and $2::int < jsonb_array_length(checklist) returning checklist`,
        [id, index, done],
      );
      return row?.checklist ?? null;
    },

    /** What a stream pushes after a note or a tick (`event: notes`); null when the session is gone. */
    async notes(id: string): Promise<SessionNotes | null> {
      const [row] = await db.query<SessionNotes>(
        `select s.checklist,
           coalesce((select json_object_agg(n.phase, n.body) from debrief_notes n where n.session_id = s.id), '{}') as debrief_notes,
           coalesce((select json_object_agg(n.phase, ${isoTimestamp('n.updated_at')}) from debrief_notes n where n.session_id = s.id), '{}') as debrief_versions
         from sessions s where s.id = $1`,
        [id],
        { prepare: true },
      );
      return row ?? null;
    },

    /** Every learner (apprenant) of the session with their evaluation, or only `learnerUid`'s. */
    async evaluations(id: string, learnerUid?: string): Promise<Evaluation[]> {
      return db.query<Evaluation>(
        `select p.user_uid as learner_uid, coalesce(${personName('u')}, 'Compte supprimé') as learner_name,
           coalesce(e.scores, '{}'::jsonb) as scores, coalesce(e.comment, '') as comment, ${isoTimestamp('e.updated_at')} as updated_at,
           ${isoTimestamp('e.changed_after_release_at')} as changed_after_release_at
         from session_participants p left join users u on u.uid = p.user_uid
         left join evaluations e on e.session_id = p.session_id and e.learner_uid = p.user_uid
         where p.session_id = $1 and p.session_role = 'apprenant' and ($2::text is null or p.user_uid = $2)
         order by u.name nulls last, u.firstname, p.id`,
        [id, learnerUid ?? null],
        { prepare: true },
      );
    },

    /**
     * One learner's grid, saved only over the version `base` names (null: none saved yet), in one statement
     * (null: another version was saved since, the route's 409); the same grid again is no conflict and no new
     * version. `released`: a change after the results were published is dated, and the learner told of it.
     */
    async saveEvaluation(
      id: string,
      learnerUid: string,
      grid: { scores: Record<string, number>; comment: string },
      base: string | null,
      released: boolean,
    ): Promise<boolean> {
      const rows = await db.query(
        `insert into evaluations as e (session_id, learner_uid, scores, comment, updated_at, changed_after_release_at)
         values ($1, $2, $3, $4, date_trunc('milliseconds', clock_timestamp()), case when $6::boolean then clock_timestamp() end)
         on conflict (session_id, learner_uid) do update
           set scores = excluded.scores, comment = excluded.comment,
             updated_at = case when e.scores = excluded.scores and e.comment = excluded.comment then e.updated_at else ${nextVersion('e.updated_at')} end,
             changed_after_release_at = case when $6::boolean and not (e.scores = excluded.scores and e.comment = excluded.comment)
               then clock_timestamp() else e.changed_after_release_at end
           where ${sameVersion('e.updated_at', '$5')} or (e.scores = excluded.scores and e.comment = excluded.comment)
         returning 1`,
        [id, learnerUid, JSON.stringify(grid.scores), grid.comment, base, released],
      );
      return rows.length > 0;
    },

    /** Releases the results once; a second release keeps the first date. */
    async release(id: string): Promise<string> {
      const [row] = await db.query<{ at: string }>(
        `update sessions set results_released_at = coalesce(results_released_at, now()) where id = $1
         returning ${isoTimestamp('results_released_at')} as at`,
        [id],
      );
      return row?.at ?? new Date().toISOString();
    },

    /** The first confirmation counts; confirming again changes nothing. */
    async confirm(id: string, uid: string): Promise<string> {
      const [row] = await db.query<{ at: string }>(
        `update session_participants set confirmed_at = coalesce(confirmed_at, now()) where session_id = $1 and user_uid = $2
         returning ${isoTimestamp('confirmed_at')} as at`,
        [id, uid],
      );
      return row?.at ?? new Date().toISOString();
    },

    async saveFeedback(id: string, uid: string, rating: number, comment: string): Promise<MyFeedback> {
      const [row] = await db.query<MyFeedback>(
        `insert into feedback (session_id, user_uid, rating, comment) values ($1, $2, $3, $4)
         on conflict (session_id, user_uid) do update set rating = excluded.rating, comment = excluded.comment, updated_at = now()
         returning rating, comment, ${isoTimestamp('updated_at')} as updated_at`,
        [id, uid, rating, comment],
      );
      if (!row) throw new Error('feedback vanished after upsert');
      return row;
    },

    /** The organisation's enabled students, by name, with how many of this teacher's sessions each took part in. */
    async students(
      scope: OrganisationScope,
      teacherUid: string,
      filters: { tag?: string; search?: string },
      page: { cursor?: string; limit: number },
    ): Promise<Page<StudentSummary>> {
      const params = new Params();
      const organisation = params.add(scope.organisationId);
      const teacher = params.add(teacherUid);
      const where = [`u.organisation_id = ${organisation}`, `u.role = 'etudiant'`, 'not u.disabled'];
      where.push(...personFilter(params, organisation, filters));
      if (page.cursor) {
        const [name, firstname, uid] = decodeCursor(page.cursor, [ANY_TEXT, ANY_TEXT, ANY_TEXT]);
        where.push(`(u.name, u.firstname, u.uid) > (${params.add(name)}, ${params.add(firstname)}, ${params.add(uid)})`);
      }
      const rows = await db.query<StudentSummary>(
        `select u.uid, u.firstname, u.name, u.email, u.sessions_users_tags as groups,
           (select count(*) from session_participants p join sessions s on s.id = p.session_id
             where p.user_uid = u.uid and s.trainer_uid = ${teacher})::int as session_count
         from users u where ${where.join(' and ')}
         order by u.name, u.firstname, u.uid limit ${params.add(page.limit + 1)}`,
        params.values,
      );
      return pageOf(rows, page.limit, (row) => row, (row) => [row.name, row.firstname, row.uid]);
    },

    async student(scope: OrganisationScope, teacherUid: string, uid: string): Promise<StudentSummary | null> {
      const [row] = await db.query<StudentSummary>(
        `select u.uid, u.firstname, u.name, u.email, u.sessions_users_tags as groups,
           (select count(*) from session_participants p join sessions s on s.id = p.session_id
             where p.user_uid = u.uid and s.trainer_uid = $3)::int as session_count
         from users u where u.uid = $1 and u.organisation_id = $2 and u.role = 'etudiant'`,
        [uid, scope.organisationId, teacherUid],
      );
      return row ?? null;
    },

    /** The student's part in this teacher's sessions, newest first, with the released results only. */
    async studentSessions(scope: OrganisationScope, teacherUid: string, uid: string): Promise<StudentSession[]> {
      return db.query<StudentSession>(
        `select s.id::text, s.title, ${isoTimestamp('s.starts_at')} as starts_at, s.status, p.session_role, ${isoTimestamp('p.confirmed_at')} as confirmed_at,
           s.results_released_at is not null as results_released,
           case when s.results_released_at is not null then e.scores end as scores,
           case when s.results_released_at is not null then e.comment end as comment
         from session_participants p join sessions s on s.id = p.session_id
         left join evaluations e on e.session_id = s.id and e.learner_uid = p.user_uid
         where p.user_uid = $1 and s.organisation_id = $2 and s.trainer_uid = $3
         order by s.starts_at desc, s.id`,
        [uid, scope.organisationId, teacherUid],
      );
    },

    /**
     * The live streams' reads (server/api/plugins/app/live.ts), by session id alone: the stream's route
     * has found the session in the caller's scope before it subscribes. `seq` is the log's commit order.
     */
    async eventsAfterSeq(id: string, seq: number): Promise<SequencedEvent[]> {
      const rows = await db.query<{ seq: string; id: string; kind: RunLogEvent['kind']; at: string; payload: Record<string, unknown> }>(
        `select e.seq::text as seq, e.id::text, e.kind, ${isoTimestamp('e.at')} as at, e.payload from run_log_events e
         where e.session_id = $1 and e.seq > $2 order by e.seq`,
        [id, seq],
        { prepare: true },
      );
      return rows.map(({ seq: position, payload, ...event }) => ({ seq: Number(position), event: runLogEventOf({ ...payload, ...event }) }));
    },

    /** The position of event `eventId` in the session's log (null: not one of its events), or of its last event. */
    async seqOf(id: string, eventId: string | null): Promise<number | null> {
      const [row] = await db.query<{ seq: string | null }>(
        eventId === null
          ? 'select coalesce(max(seq), 0)::text as seq from run_log_events where session_id = $1'
          : 'select seq::text as seq from run_log_events where session_id = $1 and id::text = $2',
        eventId === null ? [id] : [id, eventId],
      );
      return row?.seq == null ? null : Number(row.seq);
    },

    /** What a stream follows of the session besides its log (null: the session is gone). */
    async liveFacts(id: string): Promise<{ status: SessionStatus; scenarioId: string | null; scenarioVersion: number | null } | null> {
      const [row] = await db.query<{ status: SessionStatus; scenario_id: string | null; scenario_version: number | null }>(
        'select status, scenario_id::text as scenario_id, scenario_version from sessions where id = $1',
        [id],
      );
      return row ? { status: row.status, scenarioId: row.scenario_id, scenarioVersion: row.scenario_version } : null;
    },
  };
}

export type SequencedEvent = { seq: number; event: RunLogEvent };

/** A running session whose `délai` timer must decide now. */
export type DueRun = { id: string; scenarioId: string | null; scenarioVersion: number | null };

const RUN_LOG_EVENT_KEYS = new Set(Object.keys(RunLogEventSchema.properties));

/** A log row as `GET …/events` answers it: its response schema keeps the schema's keys only (`after` and other bookkeeping stay in). */
function runLogEventOf(row: Record<string, unknown>): RunLogEvent {
  return Object.fromEntries(Object.entries(row).filter(([key]) => RUN_LOG_EVENT_KEYS.has(key))) as RunLogEvent;
}
