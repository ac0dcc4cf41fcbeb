/**
 * The envelope of every answer (docs/product.md §12): `{ success: true, message, data }` or
 * `{ success: false, message }` with a French message. Lists answer `{ items, nextCursor }`.
 * JSON Schema (TypeBox) for the server's validation, serialisation and OpenAPI; `Static` types for
 * the client, which imports these modules with `import type` only, so TypeBox stays out of its bundle.
 */
import { Type, type Static, type TLiteral, type TSchema, type TUnion, type TUnsafe } from '@sinclair/typebox';

export const Failure = Type.Object(
  { success: Type.Literal(false), message: Type.String() },
  { additionalProperties: false, $id: 'Failure', description: 'Refus ou erreur, avec un message en français.' },
);
export type Failure = Static<typeof Failure>;

/** A successful answer carrying `data`. `message` is kept (empty) as the two shell calls have it (docs/product.md §7). */
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), message: Type.String(), data }, { additionalProperties: false });
export type Ok<T> = { success: true; message: string; data: T };

/** Keyset pagination: `nextCursor` is null on the last page. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), nextCursor: Nullable(Type.String()) }, { additionalProperties: false });
export type Page<T> = { items: T[]; nextCursor: string | null };

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

/** `cursor` and `limit` of every list (limit ≤ 100). */
export const PageQuery = {
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

export const Uuid = Type.String({
  // Not `format: 'uuid'`: Ajv also accepts a `urn:uuid:` prefix, which PostgreSQL rejects.
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

/**
 * A value or null, as OpenAPI 3.1 (JSON Schema) says it: `type: [type, 'null']`, and a closed list (`enum`) lists
 * `null` among its values, or a strict client rejects every null it is sent (as happened once: `my_session_role` was
 * `type: [string, null]` with an `enum` without `null`). Never as `anyOf`: Fastify's serialiser
 * (fast-json-stringify) tries each branch of an `anyOf` with a validator for every value (a nullable scenario
 * with its graph was validated whole on each session page), which cost a list route a sixth of its throughput;
 * a list of types is one `typeof` test. Not OpenAPI 3.0's `nullable: true` either: the document is 3.1, where
 * `nullable` means nothing and a validator would refuse the null.
 */
export const Nullable = <T extends TSchema>(schema: T): TUnsafe<Static<T> | null> =>
  typeof schema.type === 'string'
    ? Type.Unsafe<Static<T> | null>({
        ...schema,
        type: [schema.type, 'null'],
        ...(Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]), null] } : {}),
      })
    : Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));

/**
 * One of a closed list of strings, as `enum` (not a union of literals: see `Nullable`, which adds `null` to the
 * list when the value may be null). For answers; a query parameter uses `LiteralUnion`, which Fastify's TypeBox
 * type provider types precisely.
 */
export const StringEnum = <const Values extends readonly string[]>(values: Values) =>
  Type.Unsafe<Values[number]>({ type: 'string', enum: [...values] });

/** An ISO 8601 date-time, as the API writes every timestamp. */
export const DateTime = Type.String({ format: 'date-time' });

/** One of a closed list of strings, for a request's query or body. */
export const LiteralUnion = <const Values extends readonly string[]>(values: Values) =>
  Type.Union(values.map((value) => Type.Literal(value))) as TUnion<TLiteral<Values[number]>[]>;
