/**
 * @jest-environment node
 */
import { resultOf } from '../../../src/lib/api/unwrapEnvelope';

const envelope = { success: true, message: '', data: { id: 'a' } };

describe('resultOf', () => {
  it.each<[string, Parameters<typeof resultOf>[0], unknown, unknown]>([
    ['a resource gets the envelope’s data', 'resource', envelope, { id: 'a' }],
    ['a resource gets a null data as null', 'resource', { success: true, message: '', data: null }, null],
    ['the profile call keeps the whole envelope (docs/product.md §8 reads success and message)', 'profile', envelope, envelope],
    ['the organisation check keeps the whole envelope', 'organisationCheck', envelope, envelope],
    ['a body that is not an envelope (a file read as text) is handed over as it came', 'resource', '{"a":1}', '{"a":1}'],
    ['an object without success: true is handed over as it came', 'resource', { items: [] }, { items: [] }],
  ])('%s', (_case, call, body, expected) => {
    expect(resultOf(call, body)).toEqual(expected);
  });
});
