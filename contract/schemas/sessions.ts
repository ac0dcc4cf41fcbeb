/**
 * Simulation sessions (docs/product.md §10, §12): the lists, one session as each caller may see it, and the
 * trainer's and the student's changes. A student's view never carries the scenario graph, the trainer's
 * notes, the run log, other students' results or unreleased results: the server leaves them out.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DEBRIEF_MODELS, NOTE_TAGS, RUN_LOG_KINDS, SESSION_ROLES, SESSION_STATUSES } from '../roles';
import { TEXT_LIMITS } from '../textLimits';
import { DateTime, LiteralUnion, Nullable, Ok, Page, PageQuery, StringEnum, Uuid } from './envelope';
import { QuickAction as QuickActionSchema, ScenarioContent, Vitals } from './scenarios';

export const SessionStatusSchema = StringEnum(SESSION_STATUSES);
export const SessionRoleSchema = StringEnum(SESSION_ROLES);
export const DebriefModelSchema = StringEnum(DEBRIEF_MODELS);

export const SessionsQuery = Type.Object(
  {
    organisation: Type.Optional(Uuid),
    /** Sessions starting at or after `from`, before `to` (ISO 8601). */
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    status: Type.Optional(LiteralUnion(SESSION_STATUSES)),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type SessionsQuery = Static<typeof SessionsQuery>;

export const SessionSummary = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    /** The time it is planned for: kept when it starts, so every device and list shows the same one. */
    starts_at: Type.String({ format: 'date-time' }),
    /** When its scenario actually began (« Démarrer la session »); null while it has not. */
    started_at: Nullable(DateTime),
    duration_minutes: Type.Integer(),
    place: Type.String(),
    status: SessionStatusSchema,
    trainer_uid: Nullable(Type.String()),
    scenario_id: Nullable(Type.String()),
    trainer_name: Nullable(Type.String()),
    scenario_title: Nullable(Type.String()),
    participant_count: Type.Integer(),
    /** The caller's part in it when they take part (a student), else null. */
    my_session_role: Nullable(SessionRoleSchema),
    my_confirmed_at: Nullable(DateTime),
  },
  { additionalProperties: false },
);
export type SessionSummary = Static<typeof SessionSummary>;

export const SessionsResponse = Ok(Page(SessionSummary));
export type SessionsResponse = Static<typeof SessionsResponse>;

export const SessionParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type SessionParams = Static<typeof SessionParams>;

export const SessionParticipant = Type.Object(
  {
    /** null once the person's account is deleted: the history stays, anonymised. */
    user_uid: Nullable(Type.String()),
    firstname: Type.String(),
    name: Type.String(),
    email: Type.String(),
    session_role: SessionRoleSchema,
    confirmed_at: Nullable(DateTime),
    /**
     * Whether the person has a live consent to the organisation's current « autorisation
     * d'enregistrement »: the trainer must not film them otherwise (false for a deleted account).
     */
    recording_consent: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SessionParticipant = Static<typeof SessionParticipant>;

export const ChecklistItem = Type.Object({ label: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.checklistItem }), done: Type.Boolean() }, { additionalProperties: false });
export type ChecklistItem = Static<typeof ChecklistItem>;

/** What the learners are told before the scenario: shared with the participants. */
export const SessionBriefing = Type.Object(
  {
    public: Type.String(),
    objectives: Type.Array(Type.String()),
    prerequisites: Type.Array(Type.String()),
    context: Type.String(),
    briefing: Type.String(),
  },
  { additionalProperties: false },
);
export type SessionBriefing = Static<typeof SessionBriefing>;

/** The trainer's part of the scenario version the session was planned with. */
export const SessionScenario = Type.Object(
  {
    phase_durations: ScenarioContent.properties.phase_durations,
    material: ScenarioContent.properties.material,
    roles_needed: ScenarioContent.properties.roles_needed,
    debriefing_guide: ScenarioContent.properties.debriefing_guide,
    evaluation_grid: ScenarioContent.properties.evaluation_grid,
    graph: ScenarioContent.properties.graph,
    /** The scenario's quick actions (the room's buttons); absent when it has none. */
    quick_actions: Type.Optional(Type.Array(QuickActionSchema)),
    /** The simulated patient (adulte when absent): the tiles' alarms follow its ranges, as the monitor's do. */
    population: ScenarioContent.properties.population,
  },
  { additionalProperties: false },
);
export type SessionScenario = Static<typeof SessionScenario>;

export const MyFeedback = Type.Object(
  { rating: Type.Integer(), comment: Type.String(), updated_at: DateTime },
  { additionalProperties: false },
);
export type MyFeedback = Static<typeof MyFeedback>;

/** `GET /api/sessions/:id`: the session as this caller may see it (`viewer` says which view). */
export const SessionDetail = Type.Object(
  {
    ...SessionSummary.properties,
    viewer: StringEnum(['trainer', 'organisation', 'participant'] as const),
    scenario_version: Nullable(Type.Integer()),
    debrief_model: DebriefModelSchema,
    results_released_at: Nullable(DateTime),
    briefing: Nullable(SessionBriefing),
    // The trainer's and the organisation's view only (null for a participant):
    checklist: Nullable(Type.Array(ChecklistItem)),
    participants: Nullable(Type.Array(SessionParticipant)),
    scenario: Nullable(SessionScenario),
    debrief_notes: Nullable(Type.Record(Type.String(), Type.String())),
    /** Each phase's saved version (its `updated_at`): a note is saved from the version it was edited from. */
    debrief_versions: Nullable(Type.Record(Type.String(), DateTime)),
    // The participant's view only:
    my_feedback: Nullable(MyFeedback),
    feedback_open: Type.Boolean(),
    confirmation_open: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SessionDetail = Static<typeof SessionDetail>;

const Participants = Type.Array(
  Type.Object({ uid: Type.String({ minLength: 1, maxLength: 128 }), session_role: LiteralUnion(SESSION_ROLES) }, { additionalProperties: false }),
  { maxItems: 300 },
);

/** `POST /api/sessions`: a session of one scenario version (the current one unless named). */
export const SessionCreate = Type.Object(
  {
    scenario_id: Uuid,
    scenario_version: Type.Optional(Type.Integer({ minimum: 1 })),
    title: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.sessionTitle, pattern: '\\S' }),
    starts_at: Type.String({ format: 'date-time' }),
    duration_minutes: Type.Integer({ minimum: 5, maximum: 1440 }),
    place: Type.String({ maxLength: TEXT_LIMITS.sessionPlace }),
    debrief_model: Type.Optional(LiteralUnion(DEBRIEF_MODELS)),
    participants: Participants,
  },
  { additionalProperties: false },
);
export type SessionCreate = Static<typeof SessionCreate>;

/** `PATCH /api/sessions/:id`: a move along the status machine, the practical details. */
export const SessionPatch = Type.Object(
  {
    status: Type.Optional(LiteralUnion(SESSION_STATUSES)),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: TEXT_LIMITS.sessionTitle, pattern: '\\S' })),
    starts_at: Type.Optional(Type.String({ format: 'date-time' })),
    duration_minutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 1440 })),
    place: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.sessionPlace })),
    debrief_model: Type.Optional(LiteralUnion(DEBRIEF_MODELS)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SessionPatch = Static<typeof SessionPatch>;

/** `PUT /api/sessions/:id/participants`: the whole list, with each person's session role. */
export const ParticipantsBody = Type.Object({ participants: Participants }, { additionalProperties: false });
export type ParticipantsBody = Static<typeof ParticipantsBody>;

/** `PATCH /api/sessions/:id/trainer`: the admin hands the session to this teacher of the organisation. */
export const TrainerBody = Type.Object({ trainer_uid: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });
export type TrainerBody = Static<typeof TrainerBody>;

/** One run-log event: `{ id, kind, at, … }` (docs/product.md §12); a note has `text`. */
export const RunLogEvent = Type.Object(
  {
    id: Type.String(),
    kind: StringEnum(RUN_LOG_KINDS),
    at: DateTime,
    phase: Type.Optional(Type.String()),
    state: Type.Optional(Type.String()),
    transition: Type.Optional(Type.String()),
    from: Type.Optional(Type.String()),
    to: Type.Optional(Type.String()),
    text: Type.Optional(Type.String()),
    /** A note's preset tags (NOTE_TAGS). */
    tags: Type.Optional(Type.Array(Type.String())),
    /** A `délai` transition the server fired by itself. */
    auto: Type.Optional(Type.Boolean()),
    /** A correction: the event it corrects (the patient is back in `state`). */
    corrects: Type.Optional(Type.String()),
    /**
     * Present when the event was taken while the trainer's device was offline and sent later: `at` is then the
     * time it was taken (judged plausible), this the time the server received it.
     */
    received_at: Type.Optional(DateTime),
    /** `vitals_changed`: the signs that change (a state's `Vitals` keys and units, at least one). */
    vitals: Type.Optional(Type.Partial(Vitals)),
    /** `vitals_changed`: a trend — the monitor moves there linearly over this many seconds (1–3600). */
    over_seconds: Type.Optional(Type.Integer()),
    /** `action`: the scenario's quick action (`quick_actions[].id`). */
    action_id: Type.Optional(Type.String()),
    /** `note`, `action`: the learners it concerns (uids of participants of the session). */
    learner_uids: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);
export type RunLogEvent = Static<typeof RunLogEvent>;

export const RunLog = Type.Object({ items: Type.Array(RunLogEvent) }, { additionalProperties: false });

/**
 * `GET /api/sessions/:id/learner-facts`: each learner's actions and notes with their times (contract/debriefFacts.ts
 * `learnerFacts`): `at` in seconds of scenario clock (the timeline's), `real_at` in wall-clock seconds from the
 * « scénario » phase's start, both null before it (« Briefing »). The trainer and the organisation get every
 * participant; a student only their own entry, once the results are released ([] before).
 */
export const LearnerFactItem = Type.Object(
  {
    event_id: Type.String(),
    kind: StringEnum(['action', 'note'] as const),
    at: Nullable(Type.Integer()),
    real_at: Nullable(Type.Integer()),
    action_id: Type.Optional(Type.String()),
    label: Type.Optional(Type.String()),
    text: Type.Optional(Type.String()),
    tags: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);
export type LearnerFactItem = Static<typeof LearnerFactItem>;
export const LearnerFactsList = Type.Object(
  { items: Type.Array(Type.Object({ learner_uid: Type.String(), facts: Type.Array(LearnerFactItem) }, { additionalProperties: false })) },
  { additionalProperties: false },
);
export type LearnerFactsList = Static<typeof LearnerFactsList>;
export type RunLog = Static<typeof RunLog>;

/** `POST /api/sessions/:id/events`: what the trainer logs; a transition names one of the scenario's. */
export const EventBody = Type.Object(
  {
    kind: LiteralUnion(RUN_LOG_KINDS),
    phase: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    state: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    transition: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    text: Type.Optional(Type.String({ minLength: 1, maxLength: TEXT_LIMITS.runNote, pattern: '\\S' })),
    tags: Type.Optional(Type.Array(LiteralUnion(NOTE_TAGS), { maxItems: NOTE_TAGS.length, uniqueItems: true })),
    /** A correction: the event it corrects; `state` is where the patient is back. */
    corrects: Type.Optional(Uuid),
    /** One key per click: the same key again (a double click, a retry) is answered without a second event. */
    client_key: Type.Optional(Uuid),
    /**
     * When the trainer took the action, on their device's clock: sent by an action that waited for the
     * connection. Kept as the event's time when plausible, otherwise the time received stands.
     */
    taken_at: Type.Optional(DateTime),
    /**
     * `vitals_changed`: only the signs that change, keys and units of a state's vitals. Typed here, bounded by
     * the handler (contract/liveVitals.ts `vitalsChangeProblem`): a value out of bounds is a 422 naming the sign.
     */
    vitals: Type.Optional(
      Type.Object(
        {
          fc: Type.Optional(Type.Number()),
          pa: Type.Optional(Type.String({ maxLength: 20 })),
          spo2: Type.Optional(Type.Number()),
          fr: Type.Optional(Type.Number()),
          temperature: Type.Optional(Type.Number()),
          conscience: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.stateConscience })),
        },
        { additionalProperties: false },
      ),
    ),
    /** `vitals_changed`: a trend over this many seconds, 1 to 3600 (checked by the handler: 422). */
    over_seconds: Type.Optional(Type.Integer()),
    /** `action`: one of the scenario's quick actions. */
    action_id: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    /** `note`, `action`: the learners it concerns, participants of the session (anyone else: 422). */
    learner_uids: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { maxItems: 50, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type EventBody = Static<typeof EventBody>;

/**
 * `GET /api/sessions/:id/stream` (Server-Sent Events, docs/product.md §14): `event: run` carries one
 * RunLogEvent (SSE `id` = the event's id, so `Last-Event-ID` replays what came after it); `event: status`
 * carries the session's status when it changes. A comment line every STREAM_HEARTBEAT_MS keeps proxies open.
 */
export const SessionStreamStatus = Type.Object({ status: SessionStatusSchema }, { additionalProperties: false });
export type SessionStreamStatus = Static<typeof SessionStreamStatus>;
export const STREAM_HEARTBEAT_MS = 15_000;

/**
 * `event: notes` of the same stream (the trainer's and the organisation's view): the session's debriefing notes,
 * their versions and its checklist as they are after a write from any device.
 */
export const SessionStreamNotes = Type.Object(
  { debrief_notes: Type.Record(Type.String(), Type.String()), debrief_versions: Type.Record(Type.String(), DateTime), checklist: Type.Array(ChecklistItem) },
  { additionalProperties: false },
);
export type SessionStreamNotes = Static<typeof SessionStreamNotes>;

/** `PUT /api/sessions/:id/checklist/:index`: one item of the checklist ticked or unticked (the others untouched). */
export const ChecklistItemParams = Type.Object({ id: Uuid, index: Type.Integer({ minimum: 0, maximum: 99 }) }, { additionalProperties: false });
export type ChecklistItemParams = Static<typeof ChecklistItemParams>;
export const ChecklistTick = Type.Object({ done: Type.Boolean() }, { additionalProperties: false });
export type ChecklistTick = Static<typeof ChecklistTick>;
export const Checklist = Type.Object({ checklist: Type.Array(ChecklistItem) }, { additionalProperties: false });
export type Checklist = Static<typeof Checklist>;

/**
 * `PUT /api/sessions/:id/debrief/:phase`: one phase's notes, saved from the version they were edited from
 * (`updated_at`, null: none saved yet); another version saved since is a 409, the other phases untouched.
 */
export const DebriefPhaseParams = Type.Object({ id: Uuid, phase: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false });
export type DebriefPhaseParams = Static<typeof DebriefPhaseParams>;
export const DebriefNoteBody = Type.Object(
  { text: Type.String({ maxLength: TEXT_LIMITS.debriefNotes }), updated_at: Nullable(DateTime) },
  { additionalProperties: false },
);
export type DebriefNoteBody = Static<typeof DebriefNoteBody>;
export const DebriefNote = Type.Object({ phase: Type.String(), text: Type.String(), updated_at: DateTime }, { additionalProperties: false });
export type DebriefNote = Static<typeof DebriefNote>;

export const Evaluation = Type.Object(
  {
    learner_uid: Nullable(Type.String()),
    learner_name: Type.String(),
    scores: Type.Record(Type.String(), Type.Integer()),
    comment: Type.String(),
    updated_at: Nullable(DateTime),
    /** The last change made after the results were published (null: none): the learner is told of it. */
    changed_after_release_at: Nullable(DateTime),
  },
  { additionalProperties: false },
);
export type Evaluation = Static<typeof Evaluation>;

/** `GET /api/sessions/:id/evaluations`: the trainer's grid per learner; a student's own released result only. */
export const Evaluations = Type.Object(
  {
    criteria: ScenarioContent.properties.evaluation_grid.properties.criteria,
    released_at: Nullable(DateTime),
    items: Type.Array(Evaluation),
  },
  { additionalProperties: false },
);
export type Evaluations = Static<typeof Evaluations>;

/**
 * `PUT /api/sessions/:id/evaluations/:learner`: one learner's grid, saved from the version it was edited from
 * (`updated_at`, null: none saved yet); another version saved since is a 409, the other learners untouched.
 */
export const EvaluationParams = Type.Object({ id: Uuid, learner: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });
export type EvaluationParams = Static<typeof EvaluationParams>;
export const EvaluationBody = Type.Object(
  {
    scores: Type.Record(Type.String({ maxLength: 80 }), Type.Integer({ minimum: 0, maximum: 100 })),
    comment: Type.String({ maxLength: TEXT_LIMITS.evaluationComment }),
    updated_at: Nullable(DateTime),
  },
  { additionalProperties: false },
);
export type EvaluationBody = Static<typeof EvaluationBody>;

export const Released = Type.Object({ results_released_at: DateTime }, { additionalProperties: false });
export const Confirmation = Type.Object({ confirmed_at: DateTime }, { additionalProperties: false });
export type Confirmation = Static<typeof Confirmation>;

export const FeedbackBody = Type.Object(
  { rating: Type.Integer({ minimum: 1, maximum: 5 }), comment: Type.String({ maxLength: TEXT_LIMITS.feedbackComment }) },
  { additionalProperties: false },
);
export type FeedbackBody = Static<typeof FeedbackBody>;

/** `GET /api/sessions/scenarios`: what a teacher may plan a session with — their scenarios and the library's. */
export const PlannableScenario = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    /** The current version; a session may also be planned with an earlier one. */
    version: Type.Integer(),
    own: Type.Boolean(),
    author: Nullable(Type.String()),
    /** The scenario's three phases added up: the session's duration proposed by default. */
    duration_minutes: Type.Integer(),
    debrief_model: DebriefModelSchema,
  },
  { additionalProperties: false },
);
export type PlannableScenario = Static<typeof PlannableScenario>;
export const PlannableScenarios = Type.Object({ items: Type.Array(PlannableScenario) }, { additionalProperties: false });
export type PlannableScenarios = Static<typeof PlannableScenarios>;

// ── Students (the teacher's view) ──

export const StudentsQuery = Type.Object(
  { tag: Type.Optional(Uuid), search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), ...PageQuery },
  { additionalProperties: false },
);
export type StudentsQuery = Static<typeof StudentsQuery>;

export const StudentSummary = Type.Object(
  {
    uid: Type.String(),
    firstname: Type.String(),
    name: Type.String(),
    email: Type.String(),
    groups: Type.Array(Type.String()),
    /** Sessions of the calling teacher this student takes or took part in. */
    session_count: Type.Integer(),
  },
  { additionalProperties: false },
);
export type StudentSummary = Static<typeof StudentSummary>;

export const StudentParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });

export const StudentSession = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    starts_at: DateTime,
    status: SessionStatusSchema,
    session_role: SessionRoleSchema,
    confirmed_at: Nullable(DateTime),
    results_released: Type.Boolean(),
    /** The released result only (null before the release, or without an evaluation). */
    scores: Nullable(Type.Record(Type.String(), Type.Integer())),
    comment: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type StudentSession = Static<typeof StudentSession>;

export const StudentHistory = Type.Object({ student: StudentSummary, sessions: Type.Array(StudentSession) }, { additionalProperties: false });
export type StudentHistory = Static<typeof StudentHistory>;
