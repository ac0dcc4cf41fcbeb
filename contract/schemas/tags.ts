/** Groups (« tags », features.md §1): `GET /api/tags`. */
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
