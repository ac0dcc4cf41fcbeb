/**
 * The person's data (docs/product.md §11.10 `/auth/user_account`, `/getmyData`, `/auth/deleteOldUsers`;
 * §12.3 me and operator): the operator's purge of inactive accounts, the export, the deletion of one's account.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, PageQuery, StringEnum } from './envelope';

/** The inactivity threshold in months (24 when absent): the list's, and the one warn and purge check again. */
const Months = Type.Optional(Type.Integer({ minimum: 1, maximum: 600 }));

export const InactiveUsersQuery = Type.Object(
  { months: Months, ...PageQuery },
  { additionalProperties: false },
);
export type InactiveUsersQuery = Static<typeof InactiveUsersQuery>;

const ROLES = ['admin', 'hyperadmin', 'enseignant', 'etudiant'] as const;

/** One inactive account, as the operator's table shows it. */
export const InactiveUser = Type.Object(
  {
    uid: Type.String(),
    email: Type.String(),
    firstname: Type.String(),
    name: Type.String(),
    role: StringEnum(ROLES),
    organisation_id: Nullable(Type.String()),
    organisation_name: Nullable(Type.String()),
    last_sign_in_at: Nullable(DateTime),
    created_at: DateTime,
    purge_warned_at: Nullable(DateTime),
    /** Whether « Supprimer » may delete it now; otherwise `refusal` says why (French). */
    purgeable: Type.Boolean(),
    refusal: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type InactiveUser = Static<typeof InactiveUser>;

const Uids = Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { minItems: 1, maxItems: 1000, uniqueItems: true });

export const WarnBody = Type.Object({ uids: Uids, months: Months }, { additionalProperties: false });
export type WarnBody = Static<typeof WarnBody>;

/** Per person: warned (e-mail sent, date recorded), or why not (mail server down, unknown account…). */
export const WarnOutcome = Type.Object(
  { uid: Type.String(), email: Nullable(Type.String()), warned: Type.Boolean(), message: Nullable(Type.String()) },
  { additionalProperties: false },
);
export const WarnResult = Type.Object(
  { warned: Type.Integer(), failed: Type.Integer(), items: Type.Array(WarnOutcome) },
  { additionalProperties: false },
);
export type WarnResult = Static<typeof WarnResult>;

export const PurgeBody = Type.Object(
  { uids: Uids, dryRun: Type.Boolean(), confirmation: Type.Optional(Type.String({ maxLength: 50 })), months: Months },
  { additionalProperties: false },
);
export type PurgeBody = Static<typeof PurgeBody>;

const PurgedPerson = Type.Object(
  { uid: Type.String(), email: Nullable(Type.String()), name: Nullable(Type.String()) },
  { additionalProperties: false },
);
const RefusedPerson = Type.Object(
  { uid: Type.String(), email: Nullable(Type.String()), name: Nullable(Type.String()), reason: Type.String() },
  { additionalProperties: false },
);

/** The dry run: who would be deleted and who is refused; the real run: who was deleted, refused, or failed (to run again). */
export const PurgeResult = Type.Object(
  {
    dryRun: Type.Boolean(),
    count: Type.Integer(),
    deleted: Type.Array(PurgedPerson),
    refused: Type.Array(RefusedPerson),
    failed: Type.Array(RefusedPerson),
  },
  { additionalProperties: false },
);
export type PurgeResult = Static<typeof PurgeResult>;

export const DeletedMe = Type.Object({ uid: Type.String() }, { additionalProperties: false });
export type DeletedMe = Static<typeof DeletedMe>;

/** `GET /api/me/export`, for the OpenAPI document: the sections of the JSON file (streamed, not enveloped). */
export const PersonalDataExport = Type.Object(
  {
    format: Type.String(),
    generated_at: DateTime,
    profile: Type.Record(Type.String(), Type.Unknown()),
    identity_provider: Type.Record(Type.String(), Type.Unknown()),
    groups: Type.Array(Type.Unknown()),
    consents: Type.Array(Type.Unknown()),
    sessions: Type.Array(Type.Unknown()),
    sessions_led: Type.Array(Type.Unknown()),
    results: Type.Array(Type.Unknown()),
    feedback: Type.Array(Type.Unknown()),
    run_log_events: Type.Array(Type.Unknown()),
    recordings: Type.Array(Type.Unknown()),
    folders: Type.Array(Type.Unknown()),
    scenarios: Type.Array(Type.Unknown()),
    audit_log: Type.Array(Type.Unknown()),
  },
  { description: 'Toutes les données de la personne, en JSON (fichier téléchargé).' },
);
