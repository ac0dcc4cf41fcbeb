/** The operator's (hyperadmin's) view: organisations changed by hand, and the audit log (docs/product.md §12.3 operator). */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageQuery, Uuid } from './envelope';

export const OrganisationParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type OrganisationParams = Static<typeof OrganisationParams>;

/** `PATCH /api/organisations/:id`: the seats, and/or a new subscription end (a date in the future activates it). */
export const OrganisationPatch = Type.Object(
  {
    seats: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    subscription_end: Type.Optional(Type.String({ format: 'date' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OrganisationPatch = Static<typeof OrganisationPatch>;

export const AuditQuery = Type.Object({ organisation: Type.Optional(Uuid), ...PageQuery }, { additionalProperties: false });
export type AuditQuery = Static<typeof AuditQuery>;

/** One change, as the log keeps it: who (their name while they exist), what, when, on what. */
export const AuditEntry = Type.Object(
  {
    id: Type.String(),
    at: Type.String({ format: 'date-time' }),
    action: Type.String(),
    actor_uid: Nullable(Type.String()),
    actor_name: Nullable(Type.String()),
    organisation_id: Nullable(Type.String()),
    organisation_name: Nullable(Type.String()),
    target: Nullable(Type.String()),
    detail: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntry>;
