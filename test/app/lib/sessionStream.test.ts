/** @jest-environment node */
/** The session's stream (src/lib/api/sessionStream.ts) against a stand-in EventSource: what reaches the cache, with which headers. */
import type { RunLogEvent } from '../../../contract/schemas/sessions';
import { busyDelayMs, openSessionStream, reopenDelayMs, type StreamSourceFactory } from '../../../src/lib/api/sessionStream';

type Listener = (event: MessageEvent) => void;

function fakeSource() {
  const created: { url: string; fetch: (input: string | URL, init?: RequestInit) => Promise<Response>; listeners: Map<string, Listener[]>; closed: boolean; readyState: number }[] = [];
  const factory: StreamSourceFactory = (url, init) => {
    const source = { url, fetch: init.fetch, listeners: new Map<string, Listener[]>(), closed: false, readyState: 0 };
    created.push(source);
    return {
      get readyState() {
        return source.readyState;
      },
      addEventListener: (type, listener) => source.listeners.set(type, [...(source.listeners.get(type) ?? []), listener]),
      close: () => void (source.closed = true),
    };
  };
  const emit = (type: string, data = '') => created.at(-1)?.listeners.get(type)?.forEach((listener) => listener(new MessageEvent(type, { data })));
  /** The source gives up, as the package does on an answer other than 200. */
  const giveUp = () => {
    const last = created.at(-1);
    if (last) last.readyState = 2;
    emit('error');
  };
  return { factory, created, emit, giveUp };
}

const EVENT: RunLogEvent = { id: 'e-2', kind: 'state_reached', state: 'aggravation', at: '2026-11-26T08:05:00.000Z', auto: true };

describe('the session stream', () => {
  const fetchMock = jest.fn(async () => new Response(''));
  beforeEach(() => {
    fetchMock.mockClear();
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends a fresh bearer token on each connection, the known last event on the first only', async () => {
    const { factory, created } = fakeSource();
    const tokens = ['jeton-1', 'jeton-2'];
    const getToken = jest.fn(async () => tokens.shift() ?? null);
    openSessionStream({ url: 'http://localhost/api/sessions/s-1/stream', getToken, lastEventId: () => 'e-1', onRun: jest.fn(), onStatus: jest.fn(), createSource: factory });
    expect(created[0]?.url).toBe('http://localhost/api/sessions/s-1/stream');
    await created[0]?.fetch('http://localhost/api/sessions/s-1/stream', { headers: { Accept: 'text/event-stream' } });
    // A reconnection: the package itself sends the last id it received.
    await created[0]?.fetch('http://localhost/api/sessions/s-1/stream', { headers: { Accept: 'text/event-stream', 'Last-Event-ID': 'e-9' } });
    expect(fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers)).toEqual([
      { Accept: 'text/event-stream', Authorization: 'Bearer jeton-1', 'Last-Event-ID': 'e-1' },
      { Accept: 'text/event-stream', Authorization: 'Bearer jeton-2', 'Last-Event-ID': 'e-9' },
    ]);
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('hands over run events and status changes; a malformed message is skipped; closing closes', () => {
    const { factory, created, emit } = fakeSource();
    const onRun = jest.fn();
    const onStatus = jest.fn();
    const close = openSessionStream({ url: '/api/sessions/s-1/stream', getToken: async () => 'jeton', onRun, onStatus, createSource: factory });
    emit('run', JSON.stringify(EVENT));
    emit('run', '{pas du json');
    emit('run', JSON.stringify({ kind: 'note' }));
    emit('status', JSON.stringify({ status: 'débriefing' }));
    expect(onRun.mock.calls).toEqual([[EVENT]]);
    expect(onStatus.mock.calls).toEqual([['débriefing']]);
    close();
    expect(created[0]?.closed).toBe(true);
  });
});

describe('another device’s notes and ticks', () => {
  it('hands over the debriefing notes and the checklist as the stream pushes them; a malformed one is skipped', () => {
    const { factory, emit } = fakeSource();
    const onNotes = jest.fn();
    openSessionStream({ url: '/api/sessions/s-1/stream', getToken: async () => 'jeton', onRun: jest.fn(), onStatus: jest.fn(), onNotes, createSource: factory });
    const notes = { debrief_notes: { réaction: 'Stress au début.' }, debrief_versions: { réaction: '2026-11-26T09:00:00.000Z' }, checklist: [{ label: 'Mannequin', done: true }] };
    emit('notes', JSON.stringify(notes));
    emit('notes', JSON.stringify({ debrief_notes: {} }));
    emit('notes', '{pas du json');
    expect(onNotes.mock.calls).toEqual([[notes]]);
  });
});

describe('the session stream after a refusal', () => {
  beforeEach(() => jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('')));
  afterEach(() => jest.restoreAllMocks());

  it('opens a new source after a growing delay, with a refreshed token and the last event held; not after closing', async () => {
    const { factory, created, emit, giveUp } = fakeSource();
    const waits: number[] = [];
    const pending: (() => void)[] = [];
    const getToken = jest.fn(async () => 'jeton');
    const onReconnected = jest.fn();
    let held = 'e-1';
    const close = openSessionStream({
      url: '/api/sessions/s-1/stream',
      getToken,
      lastEventId: () => held,
      onRun: jest.fn(),
      onStatus: jest.fn(),
      onReconnected,
      createSource: factory,
      schedule: (reopen, ms) => {
        waits.push(ms);
        pending.push(reopen);
        return () => undefined;
      },
    });
    // The first connection is not a reconnection.
    emit('open');
    expect(onReconnected).not.toHaveBeenCalled();
    giveUp();
    expect(created[0]?.closed).toBe(true);
    giveUp();
    expect(waits).toEqual([1000]);
    held = 'e-7';
    pending.shift()?.();
    expect(created).toHaveLength(2);
    await created[1]?.fetch('/api/sessions/s-1/stream', { headers: { Accept: 'text/event-stream' } });
    expect(getToken).toHaveBeenLastCalledWith(true);
    expect((jest.mocked(fetch).mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers).toMatchObject({ 'Last-Event-ID': 'e-7' });
    giveUp();
    expect(waits).toEqual([1000, 2000]);
    // Once a connection opens, the delays start again from 1 s.
    pending.shift()?.();
    emit('open');
    // Reconnected: the caller reads the session's status again (a status change is not replayed).
    expect(onReconnected).toHaveBeenCalledTimes(1);
    giveUp();
    expect(waits).toEqual([1000, 2000, 1000]);
    close();
    pending.shift()?.();
    expect(created).toHaveLength(3);
  });

  it('after a 429 waits what the server asks (growing from there), keeps its token, and opens one source per wait', async () => {
    const { factory, created, giveUp } = fakeSource();
    const waits: number[] = [];
    const pending: (() => void)[] = [];
    const getToken = jest.fn(async (_force?: boolean) => 'jeton');
    jest.mocked(fetch).mockImplementation(async () => new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }));
    openSessionStream({
      url: '/api/sessions/s-1/stream',
      getToken,
      onRun: jest.fn(),
      onStatus: jest.fn(),
      createSource: factory,
      schedule: (reopen, ms) => {
        waits.push(ms);
        pending.push(reopen);
        return () => undefined;
      },
    });
    for (let refusals = 0; refusals < 7; refusals += 1) {
      await created.at(-1)?.fetch('/api/sessions/s-1/stream', { headers: { Accept: 'text/event-stream' } });
      giveUp();
      // The package may report the refusal more than once: still one wait.
      giveUp();
      pending.shift()?.();
    }
    expect(waits).toEqual([30_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000]);
    expect(created).toHaveLength(8);
    // Busy is not refused: the token is never forced to renew.
    expect(getToken.mock.calls.every(([force]) => force === false)).toBe(true);
  });

  it.each([
    ['30', 0, 30_000],
    ['120', 0, 120_000],
    [null, 0, 30_000],
    ['n’importe', 2, 30_000],
    ['0', 0, 30_000],
    ['5', 5, 30_000],
  ])('after a 429 with Retry-After %p (attempt %p) waits %p ms', (retryAfter, attempt, ms) => expect(busyDelayMs(retryAfter, attempt)).toBe(ms));

  it.each([
    [0, 1000],
    [1, 2000],
    [4, 16_000],
    [5, 30_000],
    [12, 30_000],
  ])('attempt %p waits %p ms', (attempt, ms) => expect(reopenDelayMs(attempt)).toBe(ms));
});

describe('the stream library, loaded when a stream opens', () => {
  /** Lets the loader's promise and what it starts run. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const handlers = { getToken: async () => 'jeton', onRun: jest.fn(), onStatus: jest.fn() };
  beforeEach(() => jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('')));
  afterEach(() => jest.restoreAllMocks());

  it('is asked for once the stream opens, and the source is made when it is in', async () => {
    const { factory, created } = fakeSource();
    const loadSource = jest.fn(async () => factory);
    openSessionStream({ url: '/api/sessions/s-1/stream', ...handlers, loadSource });
    expect(created).toHaveLength(0);
    await settle();
    expect(loadSource).toHaveBeenCalledTimes(1);
    expect(created.map((source) => source.url)).toEqual(['/api/sessions/s-1/stream']);
  });

  it('that did not come is asked for again after the delay, and the stream then opens', async () => {
    const { factory, created } = fakeSource();
    const getToken = jest.fn(async () => 'jeton');
    const loadSource = jest.fn<Promise<StreamSourceFactory>, []>().mockRejectedValueOnce(new Error('Loading chunk eventsource failed')).mockResolvedValue(factory);
    const waits: number[] = [];
    const pending: (() => void)[] = [];
    openSessionStream({
      url: '/api/sessions/s-1/stream',
      ...handlers,
      getToken,
      loadSource,
      schedule: (reopen, ms) => {
        waits.push(ms);
        pending.push(reopen);
        return () => undefined;
      },
    });
    await settle();
    expect(created).toHaveLength(0);
    expect(waits).toEqual([reopenDelayMs(0)]);
    pending.shift()?.();
    await settle();
    expect(loadSource).toHaveBeenCalledTimes(2);
    expect(created).toHaveLength(1);
    // Not a refusal: the first connection takes the token as it is.
    await created[0]?.fetch('/api/sessions/s-1/stream', { headers: { Accept: 'text/event-stream' } });
    expect(getToken).toHaveBeenCalledWith(false);
  });

  it('arriving after the stream was closed opens nothing', async () => {
    const { factory, created } = fakeSource();
    let deliver: (loaded: StreamSourceFactory) => void = () => undefined;
    const close = openSessionStream({ url: '/api/sessions/s-1/stream', ...handlers, loadSource: () => new Promise((resolve) => (deliver = resolve)) });
    close();
    deliver(factory);
    await settle();
    expect(created).toHaveLength(0);
  });
});
