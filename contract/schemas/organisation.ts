/** The organisation: the public access check (docs/product.md §7) and the member's view (`GET /api/organisation`). */
import { Type, type Static } from '@sinclair/typebox';
import { SUBSCRIPTION_STATUSES } from '../roles';
import { Nullable, Ok, StringEnum, Uuid, PageQuery } from './envelope';

export const SubscriptionStatus = StringEnum(SUBSCRIPTION_STATUSES);

/** `GET /api/auth/organisations?accessCheck=true&id=<uuid>`: public, so only what the check needs. */
export const OrganisationAccessQuery = Type.Object({ accessCheck: Type.Literal('true'), id: Uuid });
export type OrganisationAccessQuery = Static<typeof OrganisationAccessQuery>;

export const OrganisationAccess = Type.Object(
  {
    /** A string, as the client reads it (docs/product.md §3): `'true'` or `'false'`. */
    isActive: StringEnum(['true', 'false'] as const),
    id: Type.String(),
    name: Type.String(),
    plan: Type.String(),
    subscription_status: SubscriptionStatus,
    subscription_end: Nullable(Type.String({ format: 'date' })),
  },
  { additionalProperties: false, $id: 'OrganisationAccess' },
);
export type OrganisationAccess = Static<typeof OrganisationAccess>;
export const OrganisationAccessResponse = Ok(OrganisationAccess);
export type OrganisationAccessResponse = Static<typeof OrganisationAccessResponse>;

/** `GET /api/organisation`: the caller's organisation as every member sees it (a hyperadmin passes `organisation=<id>`). */
export const OrganisationQuery = Type.Object({ organisation: Type.Optional(Uuid) }, { additionalProperties: false });
export type OrganisationQuery = Static<typeof OrganisationQuery>;

export const Organisation = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    plan: Type.String(),
    /** Accounts the plan allows, and accounts that count against it (every account not deactivated). */
    seats: Type.Integer(),
    seats_used: Type.Integer(),
    subscription_status: SubscriptionStatus,
    subscription_start: Nullable(Type.String({ format: 'date' })),
    subscription_end: Nullable(Type.String({ format: 'date' })),
    is_active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Organisation = Static<typeof Organisation>;

/** Default duration of each phase of a session, in minutes (prefilled when a session is planned). */
export const PhaseDurations = Type.Object(
  {
    briefing: Type.Integer({ minimum: 1, maximum: 240 }),
    scenario: Type.Integer({ minimum: 1, maximum: 240 }),
    debriefing: Type.Integer({ minimum: 1, maximum: 240 }),
  },
  { additionalProperties: false },
);
export type PhaseDurations = Static<typeof PhaseDurations>;

/** `GET` / `PATCH /api/organisation`: the member's view plus the settings the admin changes on `/auth/config`. */
export const OrganisationDetails = Type.Object({ ...Organisation.properties, phase_durations: PhaseDurations }, { additionalProperties: false });
export type OrganisationDetails = Static<typeof OrganisationDetails>;

/** `PATCH /api/organisation` (admin): the organisation's name and/or its default phase durations. */
export const OrganisationSettingsBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 2, maxLength: 200, pattern: '\\S' })),
    phase_durations: Type.Optional(PhaseDurations),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OrganisationSettingsBody = Static<typeof OrganisationSettingsBody>;

export const OrganisationResponse = Ok(Organisation);
export type OrganisationResponse = Static<typeof OrganisationResponse>;

/** `GET /api/organisations`: every organisation, for the operator (hyperadmin), by name. */
export const OrganisationsQuery = Type.Object(
  { search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), ...PageQuery },
  { additionalProperties: false },
);
export type OrganisationsQuery = Static<typeof OrganisationsQuery>;
