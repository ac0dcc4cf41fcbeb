/**
 * A scenario's content (features.md §1, the SoFraSimS template), as `scenario_versions.content` holds
 * it and the API carries it: the one schema the server validates saves and imports with, and whose
 * types the editor, the session pages and the demo seed use.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DEBRIEF_MODELS, STATE_KINDS, TRIGGERS } from '../roles';
import { LiteralUnion } from './envelope';

const Text = (maxLength: number) => Type.String({ maxLength });
const Line = Type.String({ minLength: 1, maxLength: 500 });
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
    conscience: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type Vitals = Static<typeof Vitals>;

export const ScenarioState = Type.Object(
  {
    id: Id,
    name: Type.String({ minLength: 1, maxLength: 200 }),
    kind: LiteralUnion(STATE_KINDS),
    vitals: Vitals,
    description: Text(5000),
  },
  { additionalProperties: false },
);
export type ScenarioState = Static<typeof ScenarioState>;

export const ScenarioTransition = Type.Object(
  {
    id: Id,
    from: Id,
    to: Id,
    label: Type.String({ minLength: 1, maxLength: 200 }),
    trigger: LiteralUnion(TRIGGERS),
    /** Only for the `délai` trigger: the timer. */
    delay_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 86_400 })),
  },
  { additionalProperties: false },
);
export type ScenarioTransition = Static<typeof ScenarioTransition>;

export const EvaluationCriterion = Type.Object(
  {
    id: Id,
    label: Type.String({ minLength: 1, maxLength: 300 }),
    scale: Type.Array(Type.Object({ value: Type.Integer({ minimum: 0, maximum: 100 }), label: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }), {
      minItems: 2,
      maxItems: 10,
    }),
  },
  { additionalProperties: false },
);
export type EvaluationCriterion = Static<typeof EvaluationCriterion>;

export const ScenarioContent = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    public: Text(500),
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
    context: Text(10_000),
    briefing: Text(10_000),
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
  },
  { additionalProperties: false },
);
export type ScenarioContent = Static<typeof ScenarioContent>;
