/**
 * @jest-environment node
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  answerOf,
  classifyAnswer,
  identityFailure,
  noSession,
  parseRetryAfter,
  type Answer,
  type Call,
  type Outcome,
} from '../../../src/lib/api/classifyAnswer';

const json = (status: number): Answer => ({ kind: 'http', status, json: true, retryAfterMs: null });
const unreadable = (status: number): Answer => ({ kind: 'http', status, json: false, retryAfterMs: null });

/** An outcome in one word: `transient:api`, `ok`, … */
function word(outcome: Outcome): string {
  return outcome.kind === 'transient' ? `transient:${outcome.service}` : outcome.kind;
}

/**
 * The table of docs/product.md §19.6, written out: each answer × each call → outcome. For the two shell calls it
 * also pins docs/product.md §8 and §7.1: the profile's only "not now" are the
 * gateway statuses, a 429 and the network; the organisation check's only one is a 429.
 */
const TABLE: [string, Answer, Record<Call, string>][] = [
  ['200 JSON', json(200), { profile: 'ok', organisationCheck: 'ok', resource: 'ok' }],
  ['201 JSON', json(201), { profile: 'ok', organisationCheck: 'ok', resource: 'ok' }],
  ['200 not JSON', unreadable(200), { profile: 'error', organisationCheck: 'error', resource: 'error' }],
  ['400', json(400), { profile: 'refused', organisationCheck: 'refused', resource: 'refused' }],
  ['401', json(401), { profile: 'unauthenticated', organisationCheck: 'refused', resource: 'unauthenticated' }],
  ['403', json(403), { profile: 'refused', organisationCheck: 'refused', resource: 'refused' }],
  ['404', json(404), { profile: 'refused', organisationCheck: 'refused', resource: 'refused' }],
  ['404 not JSON', unreadable(404), { profile: 'error', organisationCheck: 'error', resource: 'error' }],
  ['409', json(409), { profile: 'refused', organisationCheck: 'refused', resource: 'refused' }],
  ['413', json(413), { profile: 'refused', organisationCheck: 'refused', resource: 'refused' }],
  ['422', json(422), { profile: 'refused', organisationCheck: 'refused', resource: 'refused' }],
  ['429', json(429), { profile: 'transient:api', organisationCheck: 'transient:api', resource: 'transient:api' }],
  ['429 not JSON', unreadable(429), { profile: 'transient:api', organisationCheck: 'transient:api', resource: 'transient:api' }],
  ['500', json(500), { profile: 'error', organisationCheck: 'error', resource: 'error' }],
  ['500 not JSON', unreadable(500), { profile: 'error', organisationCheck: 'error', resource: 'error' }],
  ['501', json(501), { profile: 'error', organisationCheck: 'error', resource: 'error' }],
  ['502', json(502), { profile: 'transient:api', organisationCheck: 'error', resource: 'transient:api' }],
  ['502 HTML from a gateway', unreadable(502), { profile: 'transient:api', organisationCheck: 'error', resource: 'transient:api' }],
  ['503', json(503), { profile: 'transient:api', organisationCheck: 'error', resource: 'transient:api' }],
  ['504', json(504), { profile: 'transient:api', organisationCheck: 'error', resource: 'transient:api' }],
  ['network failure', { kind: 'network' }, { profile: 'transient:api', organisationCheck: 'error', resource: 'transient:api' }],
  [
    'token refresh: auth/network-request-failed',
    { kind: 'identity', code: 'auth/network-request-failed' },
    { profile: 'transient:identity', organisationCheck: 'transient:identity', resource: 'transient:identity' },
  ],
  [
    'token refresh: auth/user-disabled',
    { kind: 'identity', code: 'auth/user-disabled' },
    { profile: 'unauthenticated', organisationCheck: 'unauthenticated', resource: 'unauthenticated' },
  ],
  ['nobody signed in', { kind: 'noSession' }, { profile: 'unauthenticated', organisationCheck: 'unauthenticated', resource: 'unauthenticated' }],
];

const CALLS: Call[] = ['profile', 'organisationCheck', 'resource'];

describe('classifyAnswer: (call × answer) → outcome (docs/product.md §8, §19.6)', () => {
  test.each(TABLE.flatMap(([name, answer, expected]) => CALLS.map((call) => [name, call, expected[call], answer] as const)))(
    '%s, %s → %s',
    (_name, call, expected, answer) => {
      expect(word(classifyAnswer(call, answer))).toBe(expected);
    },
  );

  test('a transient answer carries the Retry-After it came with', () => {
    expect(classifyAnswer('organisationCheck', { kind: 'http', status: 429, json: true, retryAfterMs: 1_000 })).toEqual({
      kind: 'transient',
      service: 'api',
      retryAfterMs: 1_000,
    });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  test.each([
    [null, null],
    ['', null],
    ['1', 1_000],
    [' 120 ', 120_000],
    ['0', 0],
    ['-1', null],
    ['1.5', null],
    ['soon', null],
    ['Mon, 23 Nov 2026 10:00:05 GMT', 5_000],
    ['Mon, 23 Nov 2026 09:59:00 GMT', 0],
  ])('%j → %j', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('answerOf: RTK Query results as answers', () => {
  const meta = (status: number, headers: Record<string, string> = {}) => ({
    request: new Request('http://localhost/api/x'),
    response: new Response(null, { status, headers }),
  });
  test.each([
    ['a success', { data: {}, meta: meta(200) }, json(200)],
    ['a success without meta (a queryFn)', { data: {} }, json(200)],
    ['an HTTP error', { error: { status: 404, data: {} } as FetchBaseQueryError }, json(404)],
    [
      'a 429 with Retry-After',
      { error: { status: 429, data: {} } as FetchBaseQueryError, meta: meta(429, { 'Retry-After': '2' }) },
      { kind: 'http', status: 429, json: true, retryAfterMs: 2_000 },
    ],
    ['a body that is not JSON', { error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' } as FetchBaseQueryError }, unreadable(502)],
    ['a failed fetch', { error: { status: 'FETCH_ERROR', error: 'TypeError' } as FetchBaseQueryError }, { kind: 'network' }],
    ['a timeout', { error: { status: 'TIMEOUT_ERROR', error: 'AbortError' } as FetchBaseQueryError }, { kind: 'network' }],
    ['the provider failing to give a token', { error: identityFailure('auth/network-request-failed') }, { kind: 'identity', code: 'auth/network-request-failed' }],
    ['nobody signed in', { error: noSession() }, { kind: 'noSession' }],
    ['a transform that threw', { error: { status: 'CUSTOM_ERROR', error: 'boom' } as FetchBaseQueryError }, unreadable(200)],
  ] as const)('%s', (_name, result, expected) => {
    expect(answerOf(result)).toEqual(expected);
  });
});
