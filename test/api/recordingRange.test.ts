/**
 * @jest-environment node
 */
/** A player's Range header on a video of 1000 bytes (server/api/recordings/range.ts), as a table. */
import { requestedRange } from '../../server/api/recordings/range';

const rows: [header: string | undefined, answer: ReturnType<typeof requestedRange>][] = [
  [undefined, null],
  ['', null],
  ['bytes=0-99', { start: 0, end: 99 }],
  ['bytes=500-', { start: 500, end: 999 }],
  ['bytes=900-5000', { start: 900, end: 999 }],
  ['bytes=-100', { start: 900, end: 999 }],
  ['bytes=-5000', { start: 0, end: 999 }],
  ['bytes=1000-', 'unsatisfiable'],
  ['bytes=50-10', 'unsatisfiable'],
  ['bytes=-0', 'unsatisfiable'],
  // Several ranges, another unit, or nonsense: the whole video (RFC 9110 lets a server ignore Range).
  ['bytes=0-1,5-6', null],
  ['items=0-1', null],
  ['bytes=-', null],
];
it.each(rows)('%s → %j', (header, answer) => expect(requestedRange(header, 1000)).toEqual(answer));
