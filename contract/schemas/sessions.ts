/** Simulation sessions: `GET /api/sessions`, each caller's own view (features.md §3). */
import { Type, type Static } from '@sinclair/typebox';
import { SESSION_STATUSES } from '../roles';
import { LiteralUnion, Nullable, Ok, Page, PageQuery, StringEnum, Uuid } from './envelope';

export const SessionStatusSchema = StringEnum(SESSION_STATUSES);

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
    starts_at: Type.String({ format: 'date-time' }),
    duration_minutes: Type.Integer(),
    place: Type.String(),
    status: SessionStatusSchema,
    trainer_uid: Nullable(Type.String()),
    scenario_id: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type SessionSummary = Static<typeof SessionSummary>;

export const SessionsResponse = Ok(Page(SessionSummary));
export type SessionsResponse = Static<typeof SessionsResponse>;
