import { requestIds } from '../../server/api/plugins/app/requestLog';

test('request ids: this process’s prefix and a counter, never twice the same, and two processes differ', () => {
  const next = requestIds();
  const ids = Array.from({ length: 1000 }, () => next());
  expect(new Set(ids).size).toBe(1000);
  expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{8}-1$/);
  expect(requestIds()()).not.toBe(requestIds()());
  expect(requestIds('abc')()).toBe('abc-1');
});
