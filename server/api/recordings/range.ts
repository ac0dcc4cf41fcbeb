/**
 * HTTP range requests on a video (RFC 9110 §14): a player asks for `Range: bytes=start-end` to seek. One range only
 * (what players send); several, or a unit other than bytes, are answered whole (200), as the RFC allows.
 */
import type { ByteRange } from './store';

/** The range asked of an object of `size` bytes: null for the whole object, `unsatisfiable` for a 416. */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // `bytes=-500`: the last 500 bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return 'unsatisfiable';
  return { start, end };
}
