/** Groups (« tags », docs/product.md §10): `GET /api/tags`. */
import { Type, type Static } from '@sinclair/typebox';
import { Ok, Page, PageQuery, Uuid } from './envelope';

export const TagsQuery = Type.Object({ organisation: Type.Optional(Uuid), ...PageQuery }, { additionalProperties: false });
export type TagsQuery = Static<typeof TagsQuery>;

export const Tag = Type.Object(
  { id: Type.String(), name: Type.String(), member_count: Type.Integer() },
  { additionalProperties: false },
);
export type Tag = Static<typeof Tag>;

export const TagsResponse = Ok(Page(Tag));
export type TagsResponse = Static<typeof TagsResponse>;

/** A group's name, at most. */
export const TAG_NAME_MAX_LENGTH = 120;

/** `POST /api/tags`, `PATCH /api/tags/:id`: a group's name, unique in the organisation. */
export const TagBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: TAG_NAME_MAX_LENGTH, pattern: '\\S' }) }, { additionalProperties: false });
export type TagBody = Static<typeof TagBody>;

export const TagParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type TagParams = Static<typeof TagParams>;

export const TagChoice = Type.Object({ organisation: Type.Optional(Uuid) }, { additionalProperties: false });
export type TagChoice = Static<typeof TagChoice>;

export const DeletedTag = Type.Object({ id: Type.String(), member_count: Type.Integer() }, { additionalProperties: false });
export type DeletedTag = Static<typeof DeletedTag>;
