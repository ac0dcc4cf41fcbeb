/**
 * The body of a table whose rows the API serves a page at a time (`{ items, nextCursor }`): the first
 * page, then « Charger plus » under the last one for as long as the API gives a cursor. Each page is its
 * own `<tbody>` with its own query, so the pages already read stay on screen (and in RTK Query's cache)
 * while the next one loads, and a page that fails says so with « Réessayer » where it stands.
 */
import type { TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { useState, type ReactNode } from 'react';
import type { Page } from '../../contract/schemas/envelope';
import type { AuthenticatedBaseQuery } from '../lib/api/authenticatedBaseQuery';
import { Button } from './buttons';
import { EmptyNote, LoadFailure, Loading } from './states';

/** The list's own words for its states (a feature's message catalogue has them under these names). */
export type PagedRowsMessages = { loading: string; loadFailed: string; retry: string; loadMore: string };

type Props<T, A extends { cursor?: string }> = {
  /** The list's RTK Query hook, called by each page with `args` and the page's cursor. */
  usePage: TypedUseQuery<Page<T>, A, AuthenticatedBaseQuery>;
  /** What the list asks for besides the cursor (filters, organisation…). */
  args: NoInfer<Omit<A, 'cursor'>>;
  /** How many columns the table has: a loading, failure or empty line spans them all. */
  span: number;
  messages: PagedRowsMessages;
  /** Said in place of the rows when the first page is empty. */
  empty: ReactNode;
  /** One row (with its `key`) for an item. */
  row: (item: T) => ReactNode;
};

function PageOfRows<T, A extends { cursor?: string }>({ usePage, args, cursor, span, messages, empty, row, onMore }: Props<T, A> & {
  cursor: string | undefined;
  /** Given to the last page only: the others' cursors are already followed. */
  onMore?: (cursor: string) => void;
}) {
  // `args` is the query's argument without its cursor: with it, it is the whole argument again.
  const { data, isLoading, isError, isFetching, refetch } = usePage({ ...args, cursor } as A);
  if (isLoading) {
    return (
      <tbody>
        <tr>
          <td colSpan={span}>
            <Loading>{messages.loading}</Loading>
          </td>
        </tr>
      </tbody>
    );
  }
  if (isError || !data) {
    return (
      <tbody>
        <tr>
          <td colSpan={span}>
            <LoadFailure message={messages.loadFailed} retryLabel={messages.retry} onRetry={() => void refetch()} />
          </td>
        </tr>
      </tbody>
    );
  }
  const next = data.nextCursor;
  return (
    <tbody aria-busy={isFetching}>
      {cursor === undefined && data.items.length === 0 && (
        <tr>
          <td colSpan={span}>
            <EmptyNote>{empty}</EmptyNote>
          </td>
        </tr>
      )}
      {data.items.map(row)}
      {onMore && next && (
        <tr>
          <td colSpan={span}>
            <Button type="button" $variant="secondary" onClick={() => onMore(next)}>
              {messages.loadMore}
            </Button>
          </td>
        </tr>
      )}
    </tbody>
  );
}

/**
 * The pages read so far, inside a table (`ScrollingTable`). When what the first page asks for changes
 * (a filter, the organisation), the list starts again from the first page; to also drop the rows on
 * screen while the new ones load, give it a new `key`.
 */
export function PagedRows<T, A extends { cursor?: string }>(props: Props<T, A>) {
  const query = JSON.stringify(props.args);
  const [read, setRead] = useState<{ query: string; cursors: (string | undefined)[] }>({ query, cursors: [undefined] });
  // Adjusted while rendering (React's pattern for state that follows a prop): no frame shows the old pages.
  if (read.query !== query) setRead({ query, cursors: [undefined] });
  const cursors = read.query === query ? read.cursors : [undefined];
  const more = (cursor: string) => setRead((current) => ({ ...current, cursors: [...current.cursors, cursor] }));
  return (
    <>
      {cursors.map((cursor, index) => (
        <PageOfRows
          key={cursor ?? 'first'}
          {...props}
          cursor={cursor}
          onMore={index === cursors.length - 1 ? more : undefined}
        />
      ))}
    </>
  );
}
