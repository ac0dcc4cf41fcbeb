/** `PATCH /api/me`: the person's own names (docs/product.md §11.10 `/auth/user_account`). */
import { Type, type Static } from '@sinclair/typebox';

export const MePatch = Type.Object(
  {
    firstname: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type MePatch = Static<typeof MePatch>;

export const MeNames = Type.Object({ firstname: Type.String(), name: Type.String() }, { additionalProperties: false });
export type MeNames = Static<typeof MeNames>;
