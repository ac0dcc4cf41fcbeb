/** @jest-environment node */
/** A list read whole: every page followed by its cursor, a failure said as such, never a silent first page. */
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { allPages } from '../../../src/lib/api/allPages';

/** A fake API: `pages` served in order, each page's cursor the next page's index. */
function served(pages: number[][], failAt?: number) {
  const asked: FetchArgs[] = [];
  const fetch = async (args: FetchArgs) => {
    asked.push(args);
    const at = Number((args.params as { cursor?: string }).cursor ?? 0);
    if (at === failAt) return { error: { status: 503 } };
    return { data: { items: pages[at] ?? [], nextCursor: at + 1 < pages.length ? String(at + 1) : null } };
  };
  return { fetch, asked };
}

test.each([
  ['one page', [[1, 2]], [1, 2], 1],
  ['three pages, in order', [[1, 2], [3, 4], [5]], [1, 2, 3, 4, 5], 3],
  ['an empty list', [[]], [], 1],
])('%s', async (_case, pages, expected, calls) => {
  const { fetch, asked } = served(pages);
  expect(await allPages<number, unknown>(fetch, '/students', { limit: 2, tag: 'g-1' })).toEqual({ data: expected });
  expect(asked).toHaveLength(calls);
  // The filters go with every page; the cursor from the second on.
  expect(asked.map((args) => args.params)).toEqual(asked.map((_args, index) => (index === 0 ? { limit: 2, tag: 'g-1' } : { limit: 2, tag: 'g-1', cursor: String(index) })));
});

test('a page that fails fails the whole list (no half list shown as if whole)', async () => {
  const { fetch } = served([[1], [2], [3]], 1);
  expect(await allPages<number, unknown>(fetch, '/sessions')).toEqual({ error: { status: 503 } });
});

test('stops after the maximum number of pages, keeping what was read', async () => {
  const { fetch, asked } = served([[1], [2], [3], [4]]);
  expect(await allPages<number, unknown>(fetch, '/sessions', {}, 2)).toEqual({ data: [1, 2] });
  expect(asked).toHaveLength(2);
});
