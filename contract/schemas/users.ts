/** The organisation's accounts, for its admin: `GET /api/auth/users`. */
import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from '../emailAddress';
import { ROLES, USER_SORTS, USER_STATUSES } from '../roles';
import { ASSIGNABLE_ROLES } from '../roles';

export type { UserSort } from '../roles';
import { LiteralUnion, Nullable, Ok, Page, PageQuery, StringEnum, Uuid } from './envelope';

export const UserStatus = StringEnum(USER_STATUSES);
export const RoleSchema = StringEnum(ROLES);

export const UsersQuery = Type.Object(
  {
    organisation: Type.Optional(Uuid),
    /** Part of the name, first name or e-mail, case-insensitive. */
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    role: Type.Optional(LiteralUnion(ROLES)),
    /** A group's id: its members only. */
    tag: Type.Optional(Uuid),
    status: Type.Optional(LiteralUnion(USER_STATUSES)),
    /** `name` (default: name, first name), `email`, or `recent` (latest sign-in first, never signed in last). */
    sort: Type.Optional(LiteralUnion(USER_SORTS)),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type UsersQuery = Static<typeof UsersQuery>;

export const UserSummary = Type.Object(
  {
    uid: Type.String(),
    email: Type.String(),
    firstname: Type.String(),
    name: Type.String(),
    role: RoleSchema,
    uid_organisation: Nullable(Type.String()),
    status: UserStatus,
    /** The ids of the user's groups. */
    tags: Type.Array(Type.String()),
    last_sign_in_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type UserSummary = Static<typeof UserSummary>;

export const UsersResponse = Ok(Page(UserSummary));
export type UsersResponse = Static<typeof UsersResponse>;

/** A first name or a name, at most (an invitation, the CSV import). */
export const NAME_MAX_LENGTH = 100;

/** Roles an admin may give: the operator's role is nobody's to hand out. */

/** The hyperadmin names the organisation it acts on; everybody else acts on their own, whatever they send. */
export const OrganisationChoice = Type.Object({ organisation: Type.Optional(Uuid) }, { additionalProperties: false });
export type OrganisationChoice = Static<typeof OrganisationChoice>;

export const UserParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });
export type UserParams = Static<typeof UserParams>;

/** `POST /api/auth/users`: invite a person (docs/product.md §12). */
export const InviteUserBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH }),
    firstname: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    role: LiteralUnion(ASSIGNABLE_ROLES),
    /** Group (tag) ids of the organisation. */
    groups: Type.Optional(Type.Array(Uuid, { maxItems: 50, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type InviteUserBody = Static<typeof InviteUserBody>;

/** The invited person, and whether the e-mail with the link left (if not, « Renvoyer l’invitation »). */
export const InvitedUser = Type.Object(
  { ...UserSummary.properties, invitation_sent: Type.Boolean() },
  { additionalProperties: false },
);
export type InvitedUser = Static<typeof InvitedUser>;

/** `PATCH /api/auth/users/:uid`: role, groups, deactivation; at least one of them. */
export const UpdateUserBody = Type.Object(
  {
    role: Type.Optional(LiteralUnion(ASSIGNABLE_ROLES)),
    groups: Type.Optional(Type.Array(Uuid, { maxItems: 50, uniqueItems: true })),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const InvitationResult = Type.Object({ invitation_sent: Type.Boolean() }, { additionalProperties: false });
export type InvitationResult = Static<typeof InvitationResult>;

export const DeletedUser = Type.Object({ uid: Type.String() }, { additionalProperties: false });
export type DeletedUser = Static<typeof DeletedUser>;

/** `POST /api/auth/users/import`: `dryRun=true` previews, `onlyValid=true` imports the valid lines despite the others. */
export const ImportQuery = Type.Object(
  {
    organisation: Type.Optional(Uuid),
    dryRun: Type.Optional(LiteralUnion(['true', 'false'] as const)),
    onlyValid: Type.Optional(LiteralUnion(['true', 'false'] as const)),
  },
  { additionalProperties: false },
);
export type ImportQuery = Static<typeof ImportQuery>;


// No maxLength here: the route says why a file is too large (413 with the reason); the body limit bounds the rest.
export const ImportBody = Type.Object({ csv: Type.String() }, { additionalProperties: false });
export type ImportBody = Static<typeof ImportBody>;

export const ImportLine = Type.Object(
  {
    line: Type.Integer(),
    email: Type.String(),
    firstname: Type.String(),
    name: Type.String(),
    role: Type.String(),
    groups: Type.Array(Type.String()),
    errors: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type ImportLine = Static<typeof ImportLine>;

export const ImportResult = Type.Object(
  {
    dry_run: Type.Boolean(),
    lines: Type.Array(ImportLine),
    valid: Type.Integer(),
    invalid: Type.Integer(),
    imported: Type.Integer(),
    invitations_not_sent: Type.Integer(),
  },
  { additionalProperties: false },
);
export type ImportResult = Static<typeof ImportResult>;
