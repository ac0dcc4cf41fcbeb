/** How the contract says « or null », as tables of the schemas `Nullable` writes. */
import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../../contract/schemas/envelope';

const plain = (schema: object) => JSON.parse(JSON.stringify(schema)) as unknown;

test.each<[string, object, unknown]>([
  ['a closed list: null is one of its values', Nullable(StringEnum(['apprenant', 'observateur'] as const)), { type: ['string', 'null'], enum: ['apprenant', 'observateur', null] }],
  ['a string keeps its bounds', Nullable(Type.String({ format: 'date-time' })), { type: ['string', 'null'], format: 'date-time' }],
  ['an integer', Nullable(Type.Integer({ minimum: 0 })), { type: ['integer', 'null'], minimum: 0 }],
  [
    'an object: a list of types, not OpenAPI 3.0’s `nullable`',
    Nullable(Type.Object({ a: Type.String() }, { additionalProperties: false })),
    { type: ['object', 'null'], properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false },
  ],
  ['an array', Nullable(Type.Array(Type.String())), { type: ['array', 'null'], items: { type: 'string' } }],
  ['no single type: a union with null', Nullable(Type.Union([Type.String(), Type.Integer()])), { anyOf: [{ anyOf: [{ type: 'string' }, { type: 'integer' }] }, { type: 'null' }] }],
])('%s', (_case, schema, expected) => {
  expect(plain(schema)).toEqual(expected);
});

test('the closed list itself is left as it was (a non-null field of the same list keeps null out)', () => {
  const roles = StringEnum(['apprenant', 'observateur'] as const);
  Nullable(roles);
  expect(plain(roles)).toEqual({ type: 'string', enum: ['apprenant', 'observateur'] });
});
