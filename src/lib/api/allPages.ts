/**
 * Every page of a list the API serves a page at a time (`{ items, nextCursor }`), followed by its cursor:
 * for the lists a person reads whole — their sessions grouped by week, their students and the CSV made of
 * them. Asking for the first page only would drop, without a word, whatever lies beyond it.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { Page } from '../../../contract/schemas/envelope';

type Fetch<E> = (args: FetchArgs) => PromiseLike<{ data?: unknown; error?: E }> | { data?: unknown; error?: E };

/** More than any real list (50 pages of 100: 5 000 rows); past it, the pages read are what is shown. */
export const MAX_PAGES = 50;

export async function allPages<T, E>(fetch: Fetch<E>, url: string, params: Record<string, unknown> = {}, maxPages = MAX_PAGES): Promise<{ data: T[] } | { error: E }> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await fetch({ url, params: cursor ? { ...params, cursor } : params });
    if (answer.error !== undefined) return { error: answer.error };
    const read = answer.data as Page<T>;
    items.push(...read.items);
    cursor = read.nextCursor;
    if (!cursor) break;
  }
  return { data: items };
}
