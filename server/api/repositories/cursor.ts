/**
 * Keyset pagination: the cursor is the sort key of the last row of a page (opaque to clients,
 * base64url JSON), so the next page is an index range scan whatever its depth.
 */
import { ApiError } from '../errors';
import { messages } from '../messages';

export class CursorError extends ApiError {
  constructor() {
    super(400, messages.cursorInvalid);
    this.name = 'CursorError';
  }
}

export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const ANY_TEXT = /^[\s\S]{0,400}$/;

/** The key of a cursor: one string per pattern, each matching it (so that SQL never sees a malformed value). */
export function decodeCursor(cursor: string, patterns: readonly RegExp[]): string[] {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new CursorError();
  }
  if (!Array.isArray(key) || key.length !== patterns.length) throw new CursorError();
  if (!key.every((part, index) => typeof part === 'string' && patterns[index]?.test(part))) throw new CursorError();
  return key as string[];
}

/** Rows fetched with `limit + 1`: the page, and the cursor of its last row when more follow. */
export function pageOf<Row, Item>(rows: Row[], limit: number, toItem: (row: Row) => Item, keyOf: (row: Row) => string[]) {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return { items: kept.map(toItem), nextCursor: more && last !== undefined ? encodeCursor(keyOf(last)) : null };
}
