/** The organisation's accounts, for its admin: `GET /api/auth/users`. */
import { Type, type Static } from '@sinclair/typebox';
import { ROLES, USER_STATUSES } from '../roles';
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
