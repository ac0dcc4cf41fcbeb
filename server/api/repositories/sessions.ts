/**
 * The session itself (docs/product.md §10, §12): the lists, one session as read for its page, planning, its
 * participants and their confirmations, its status and trainer. What hangs from it has its own repository, as
 * it has its own routes: the run log (runLog.ts), the debriefing's notes and the checklist (sessionNotes.ts),
 * the evaluations and feedback (evaluations.ts), a teacher's students (students.ts).
 *
 * A session is first found with the organisation's scope (`facts`, `record`, `list` take it: a session of
 * another organisation is simply not found); what acts on one session then takes the `ScopedSession` the
 * route made of it (server/api/scope.ts), so a bare id does not compile. Who may see or change what is
 * decided by the route with the contract's policy (`can`), from the facts `facts()` returns.
 */
import type { SessionList } from '../../../contract/policy';
import type { DebriefModel, SessionRole, SessionStatus } from '../../../contract/roles';
import type { Page } from '../../../contract/schemas/envelope';
import type { ScenarioContent } from '../../../contract/schemas/scenarios';
import type { ScenarioContentCache } from './scenarioContents';
import type { ChecklistItem, MyFeedback, PlannableScenario, SessionParticipant, SessionPatch, SessionSummary, SessionsQuery } from '../../../contract/schemas/sessions';
import type { Queryable } from '../../db/database';
import { sessionInScope, type OrganisationScope, type ScopedSession } from '../scope';
import { decodeCursor, pageOf, TIMESTAMP_PATTERN, UUID_PATTERN } from './cursor';
import { exactTimestamp, isoTimestamp, Params, personName } from './sql';

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

  return {
    versionContent,

    /** By start time (indexes sessions (trainer_uid | organisation_id, starts_at, id)). */
    async list(
      scope: OrganisationScope,
      list: SessionList,
      filters: SessionFilters,
      page: { cursor?: string; limit: number },
    ): Promise<Page<SessionSummary>> {
      const params = new Params();
      const where = [`s.organisation_id = ${params.add(scope.organisationId)}`];
      const me = params.add(list.view === 'participant' ? list.uid : null);
      if (list.view === 'trainer') where.push(`s.trainer_uid = ${params.add(list.uid)}`);
      if (list.view === 'participant') where.push(`me.user_uid is not null`);
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
     * `sessionDetailFor` (server/api/views/sessions.ts) leaves out what that viewer may not see. `callerUid`'s own part and feedback, if any.
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
    ): Promise<ScopedSession> {
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
      return sessionInScope(scope, { id: session.id, organisationId: scope.organisationId });
    },

    /** The whole list of participants; a confirmation already given is kept for those who stay. */
    async setParticipants(session: ScopedSession, participants: readonly { uid: string; session_role: SessionRole }[]): Promise<void> {
      const uids = participants.map((participant) => participant.uid);
      await db.query('delete from session_participants where session_id = $1 and (user_uid is null or not (user_uid = any($2)))', [session.id, uids]);
      for (const participant of participants) {
        await db.query(
          `insert into session_participants (session_id, user_uid, session_role) values ($1, $2, $3)
           on conflict (session_id, user_uid) do update set session_role = excluded.session_role`,
          [session.id, participant.uid, participant.session_role],
        );
      }
    },

    async update(session: ScopedSession, patch: Omit<SessionPatch, 'status'> & { status?: SessionStatus }): Promise<void> {
      await db.query(
        `update sessions set status = coalesce($2, status), title = coalesce($3, title), starts_at = coalesce($4::timestamptz, starts_at),
           duration_minutes = coalesce($5, duration_minutes), place = coalesce($6, place), debrief_model = coalesce($7, debrief_model)
         where id = $1 and organisation_id = $8`,
        [
          session.id,
          patch.status ?? null,
          patch.title ?? null,
          patch.starts_at ?? null,
          patch.duration_minutes ?? null,
          patch.place ?? null,
          patch.debrief_model ?? null,
          session.scope.organisationId,
        ],
      );
    },

    /** The scenario began now (the transaction's time, the same as its « scénario » phase event's); the planned time stays. */
    async markStarted(session: ScopedSession): Promise<void> {
      await db.query(`update sessions set started_at = now() where id = $1 and organisation_id = $2 and started_at is null`, [session.id, session.scope.organisationId]);
    },

    /** Hands the session to another trainer (the route has checked that they may lead it). */
    async setTrainer(session: ScopedSession, trainerUid: string): Promise<void> {
      await db.query('update sessions set trainer_uid = $3 where id = $1 and organisation_id = $2', [session.id, session.scope.organisationId, trainerUid]);
    },

    /** The first confirmation counts; confirming again changes nothing. */
    async confirm(session: ScopedSession, uid: string): Promise<string> {
      const [row] = await db.query<{ at: string }>(
        `update session_participants set confirmed_at = coalesce(confirmed_at, now()) where session_id = $1 and user_uid = $2
         returning ${isoTimestamp('confirmed_at')} as at`,
        [session.id, uid],
      );
      return row?.at ?? new Date().toISOString();
    },

    /** What a stream follows of the session besides its log (null: the session is gone). */
    async liveFacts(session: ScopedSession): Promise<{ status: SessionStatus; scenarioId: string | null; scenarioVersion: number | null } | null> {
      const [row] = await db.query<{ status: SessionStatus; scenario_id: string | null; scenario_version: number | null }>(
        'select status, scenario_id::text as scenario_id, scenario_version from sessions where id = $1 and organisation_id = $2',
        [session.id, session.scope.organisationId],
      );
      return row ? { status: row.status, scenarioId: row.scenario_id, scenarioVersion: row.scenario_version } : null;
    },
  };
}

