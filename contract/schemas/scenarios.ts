/**
 * A scenario's content (docs/product.md §10, the SoFraSimS template), as `scenario_versions.content` holds
 * it and the API carries it: the one schema the server validates saves and imports with, and whose
 * types the editor, the session pages and the demo seed use.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DEBRIEF_MODELS, EXPECTATIONS, POPULATIONS, STATE_KINDS, TRIGGERS } from '../roles';
import { MAX_DELAY_SECONDS } from '../delays';
import { TEXT_LIMITS } from '../textLimits';
import { DateTime, LiteralUnion, Nullable, PageQuery, Uuid } from './envelope';

const Text = (maxLength: number) => Type.String({ maxLength });
const Line = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.scenarioLine });
const Id = Type.String({ minLength: 1, maxLength: 80 });

export const Vitals = Type.Object(
  {
    /** FC, beats per minute. */
    fc: Type.Integer({ minimum: 0, maximum: 300 }),
    /** PA, "systolic/diastolic" in mmHg. */
    pa: Type.String({ maxLength: 20 }),
    /** SpO2, %. */
    spo2: Type.Integer({ minimum: 0, maximum: 100 }),
    /** FR, breaths per minute. */
    fr: Type.Integer({ minimum: 0, maximum: 120 }),
    /** T°, degrees Celsius. */
    temperature: Type.Number({ minimum: 20, maximum: 45 }),
    conscience: Type.String({ maxLength: TEXT_LIMITS.stateConscience }),
  },
  { additionalProperties: false },
);
export type Vitals = Static<typeof Vitals>;

/** docs/product.md §14: a state of the expected course; `within_seconds` counts from the start of the « scénario » phase. */
export const Expected = Type.Object(
  { kind: LiteralUnion(EXPECTATIONS), within_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DELAY_SECONDS })) },
  { additionalProperties: false },
);
export type Expected = Static<typeof Expected>;

export const ScenarioState = Type.Object(
  {
    id: Id,
    name: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.stateName }),
    kind: LiteralUnion(STATE_KINDS),
    vitals: Vitals,
    description: Text(TEXT_LIMITS.stateDescription),
    expected: Type.Optional(Expected),
  },
  { additionalProperties: false },
);
export type ScenarioState = Static<typeof ScenarioState>;

export const ScenarioTransition = Type.Object(
  {
    id: Id,
    from: Id,
    to: Id,
    label: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.transitionLabel }),
    trigger: LiteralUnion(TRIGGERS),
    /** Only for the `délai` trigger: the timer. */
    delay_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DELAY_SECONDS })),
  },
  { additionalProperties: false },
);
export type ScenarioTransition = Static<typeof ScenarioTransition>;

export const EvaluationCriterion = Type.Object(
  {
    id: Id,
    label: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.criterionLabel }),
    scale: Type.Array(Type.Object({ value: Type.Integer({ minimum: 0, maximum: 100 }), label: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }), {
      minItems: 2,
      maxItems: 10,
    }),
  },
  { additionalProperties: false },
);
export type EvaluationCriterion = Static<typeof EvaluationCriterion>;

/** A quick action of the room (« Actions rapides »): one button, a tap logs `{ kind: 'action', action_id }`. */
export const QuickAction = Type.Object(
  { id: Id, label: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.quickActionLabel, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type QuickAction = Static<typeof QuickAction>;

/** At most this many quick actions per scenario: the room shows them all at once. */
export const MAX_QUICK_ACTIONS = 20;

export const ScenarioContent = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.scenarioTitle }),
    public: Text(TEXT_LIMITS.scenarioPublic),
    /** The simulated patient (adulte when absent): the monitor's normal ranges follow it. */
    population: Type.Optional(LiteralUnion(POPULATIONS)),
    /** Minutes of each phase. */
    phase_durations: Type.Object(
      {
        briefing: Type.Integer({ minimum: 1, maximum: 240 }),
        scenario: Type.Integer({ minimum: 1, maximum: 240 }),
        debriefing: Type.Integer({ minimum: 1, maximum: 240 }),
      },
      { additionalProperties: false },
    ),
    objectives: Type.Array(Line, { maxItems: 30 }),
    prerequisites: Type.Array(Line, { maxItems: 30 }),
    context: Text(TEXT_LIMITS.scenarioContext),
    briefing: Text(TEXT_LIMITS.scenarioBriefing),
    material: Type.Array(Line, { maxItems: 60 }),
    roles_needed: Type.Array(Line, { maxItems: 30 }),
    debriefing_guide: Type.Object(
      {
        model: LiteralUnion(DEBRIEF_MODELS),
        key_points: Type.Array(Type.Object({ phase: Type.String({ minLength: 1, maxLength: 60 }), points: Type.Array(Line, { maxItems: 30 }) }, { additionalProperties: false }), {
          maxItems: 10,
        }),
      },
      { additionalProperties: false },
    ),
    evaluation_grid: Type.Object({ criteria: Type.Array(EvaluationCriterion, { maxItems: 40 }) }, { additionalProperties: false }),
    graph: Type.Object(
      {
        states: Type.Array(ScenarioState, { maxItems: 200 }),
        transitions: Type.Array(ScenarioTransition, { maxItems: 400 }),
      },
      { additionalProperties: false },
    ),
    /** The room's quick actions (labels trimmed, ids unique; absent: none). */
    quick_actions: Type.Optional(Type.Array(QuickAction, { maxItems: MAX_QUICK_ACTIONS })),
  },
  { additionalProperties: false },
);
export type ScenarioContent = Static<typeof ScenarioContent>;

// ── The API (docs/product.md §12.3 scenarios) ──

/**
 * `GET /api/scenarios`: a dossier's scenarios (`folder`), or the organisation's library (`library=true`).
 * `organisation` is accepted like everywhere and ignored: a teacher is scoped to their own organisation.
 */
export const ScenariosQuery = Type.Object(
  { organisation: Type.Optional(Uuid), folder: Type.Optional(Uuid), library: Type.Optional(LiteralUnion(['true', 'false'] as const)), ...PageQuery },
  { additionalProperties: false },
);
export type ScenariosQuery = Static<typeof ScenariosQuery>;

/** What a list's row and the scenario itself both say of the current version, in this order. */
const scenarioHeading = {
  id: Type.String(),
  title: Type.String(),
  folder_id: Type.String(),
  shared: Type.Boolean(),
  version: Type.Integer(),
  updated_at: DateTime,
};

/** A row of a list: no content. `author` is the author's name (the library shows whose it is). */
export const ScenarioSummary = Type.Object(
  {
    ...scenarioHeading,
    author: Nullable(Type.String()),
    own: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ScenarioSummary = Static<typeof ScenarioSummary>;

/** `GET /api/scenarios/:id`: the current version; `own` says whether the caller is its author (may edit). */
export const Scenario = Type.Object(
  {
    ...scenarioHeading,
    own: Type.Boolean(),
    content: ScenarioContent,
  },
  { additionalProperties: false },
);
export type Scenario = Static<typeof Scenario>;

export const ScenarioParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type ScenarioParams = Static<typeof ScenarioParams>;

export const ScenarioVersionParams = Type.Object({ id: Uuid, version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type ScenarioVersionParams = Static<typeof ScenarioVersionParams>;

/**
 * `POST /api/scenarios`: a new scenario (`title`) or the import of an exported one (`content`), in one
 * of my dossiers. The content is checked by the handler, which names the path of the first error.
 */
export const CreateScenarioBody = Type.Object(
  { folder_id: Uuid, title: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })), content: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);
export type CreateScenarioBody = { folder_id: string; title?: string; content?: unknown };

/**
 * `PUT /api/scenarios/:id`: the scenario as GET returns it, with the `version` it was based on; a new
 * version is saved from its `content` (checked by the schema, then by the graph rules).
 */
export const SaveScenarioBody = Type.Object(
  {
    id: Type.Optional(Type.String()),
    title: Type.Optional(Type.String()),
    folder_id: Type.Optional(Type.String()),
    shared: Type.Optional(Type.Boolean()),
    updated_at: Type.Optional(Type.String()),
    own: Type.Optional(Type.Boolean()),
    version: Type.Integer({ minimum: 1 }),
    content: Type.Unknown(),
  },
  { additionalProperties: false },
);
export type SaveScenarioBody = { version: number; content: ScenarioContent } & Partial<Omit<Scenario, 'version' | 'content'>>;

/** `PATCH /api/scenarios/:id`: move to another of my dossiers, share or unshare, rename (a new version). */
export const PatchScenarioBody = Type.Object(
  {
    folder_id: Type.Optional(Uuid),
    shared: Type.Optional(Type.Boolean()),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchScenarioBody = Static<typeof PatchScenarioBody>;

/** `POST /api/scenarios/:id/duplicate`: a copy in one of my dossiers (by default the original's, if mine). */
export const DuplicateScenarioBody = Type.Object({ folder_id: Type.Optional(Uuid) }, { additionalProperties: false });
export type DuplicateScenarioBody = Static<typeof DuplicateScenarioBody>;

export const DeletedScenario = Type.Object({ id: Type.String() }, { additionalProperties: false });
export type DeletedScenario = Static<typeof DeletedScenario>;

/** A line of the history: who saved which version when (`author` null once their account is gone). */
export const ScenarioVersionSummary = Type.Object(
  { version: Type.Integer(), created_at: DateTime, author: Nullable(Type.String()) },
  { additionalProperties: false },
);
export type ScenarioVersionSummary = Static<typeof ScenarioVersionSummary>;

export const ScenarioVersions = Type.Object({ items: Type.Array(ScenarioVersionSummary) }, { additionalProperties: false });
export type ScenarioVersions = Static<typeof ScenarioVersions>;

export const ScenarioVersion = Type.Object(
  { version: Type.Integer(), created_at: DateTime, author: Nullable(Type.String()), content: ScenarioContent },
  { additionalProperties: false },
);
export type ScenarioVersion = Static<typeof ScenarioVersion>;
