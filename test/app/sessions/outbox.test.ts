/** @jest-environment node */
/** The room's outbox, as tables: what a tap queues, what goes next, what an answer makes of it, what the room says. */
import type { RunLogEvent } from '../../../contract/schemas/sessions';
import {
  bodyToSend,
  connectionNote,
  EMPTY_OUTBOX,
  enqueue,
  nextToSend,
  type Outbox,
  pendingEvents,
  type QueuedAction,
  readOutbox,
  settle,
} from '../../../src/features/sessions/teacher/run/outbox';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 9, 0, seconds)).toISOString();
const action = (key: string, name: string, waited = false, body: QueuedAction['body'] = { kind: 'note', text: name }): QueuedAction => ({ key, action: name, body, takenAt: at(0), waited });
const box = (queue: QueuedAction[], extra: Partial<Outbox> = {}): Outbox => ({ ...EMPTY_OUTBOX, queue, ...extra });
const tap = (name: string, key = `k-${name}`) => ({ action: name, body: { kind: 'note' as const, text: name }, takenAt: at(0), freshKey: key });

describe('a tap', () => {
  it.each<[string, Outbox, ReturnType<typeof tap>, boolean, Pick<Outbox, 'queue' | 'refused'>]>([
    ['online: queued, to go at once', EMPTY_OUTBOX, tap('a'), true, { queue: [action('k-a', 'a')], refused: [] }],
    ['offline: queued as waiting (it will carry its taken time)', EMPTY_OUTBOX, tap('a'), false, { queue: [action('k-a', 'a', true)], refused: [] }],
    ['the same action still waiting: nothing more (a double tap)', box([action('k-a', 'a')]), tap('a', 'k-other'), true, { queue: [action('k-a', 'a')], refused: [] }],
    ['after the others, in order', box([action('k-a', 'a')]), tap('b'), true, { queue: [action('k-a', 'a'), action('k-b', 'b')], refused: [] }],
    [
      'an action the server refused, tapped again: its key again, its refusal no longer shown',
      box([], { refused: [{ ...action('k-old', 'a'), reason: 'Erreur du serveur.' }] }),
      tap('a', 'k-new'),
      true,
      { queue: [action('k-old', 'a')], refused: [] },
    ],
  ])('%s', (_case, before, taken, online, expected) => {
    expect(enqueue(before, taken, online)).toMatchObject(expected);
  });
});

describe('what goes next', () => {
  const queued = box([action('k-a', 'a'), action('k-b', 'b')]);
  it.each<[string, Outbox, { online: boolean; inFlight: boolean }, string | null]>([
    ['the oldest first', queued, { online: true, inFlight: false }, 'k-a'],
    ['one at a time: nothing while one is on its way', queued, { online: true, inFlight: true }, null],
    ['nothing while offline', queued, { online: false, inFlight: false }, null],
    ['nothing when nothing waits', EMPTY_OUTBOX, { online: true, inFlight: false }, null],
  ])('%s', (_case, outbox, link, key) => {
    expect(nextToSend(outbox, link)?.key ?? null).toBe(key);
  });
});

describe('an answer', () => {
  const queued = box([action('k-a', 'a'), action('k-b', 'b')]);
  it.each<[string, Outbox, string, Parameters<typeof settle>[2], Pick<Outbox, 'queue' | 'refused' | 'recovered'>]>([
    ['written: out of the queue', queued, 'k-a', { kind: 'sent' }, { queue: [action('k-b', 'b')], refused: [], recovered: false }],
    ['written after waiting: the room will say the connection is back', box([action('k-a', 'a', true)]), 'k-a', { kind: 'sent' }, { queue: [], refused: [], recovered: true }],
    ['reached nobody: everything stays, and now waits', queued, 'k-a', { kind: 'unreachable' }, { queue: [action('k-a', 'a', true), action('k-b', 'b', true)], refused: [], recovered: false }],
    [
      'refused: out of the queue, listed with the server’s reason',
      queued,
      'k-a',
      { kind: 'refused', reason: 'Le scénario est terminé.' },
      { queue: [action('k-b', 'b')], refused: [{ ...action('k-a', 'a'), reason: 'Le scénario est terminé.' }], recovered: false },
    ],
    ['an answer for an action no longer queued: nothing', queued, 'k-x', { kind: 'sent' }, queued],
  ])('%s', (_case, before, key, outcome, expected) => {
    expect(settle(before, key, outcome)).toEqual(expected);
  });

  it('sends the taken time only for an action that waited', () => {
    expect(bodyToSend(action('k-a', 'a'))).toEqual({ kind: 'note', text: 'a', client_key: 'k-a' });
    expect(bodyToSend(action('k-a', 'a', true))).toEqual({ kind: 'note', text: 'a', client_key: 'k-a', taken_at: at(0) });
  });
});

describe('what the room says of its connection', () => {
  it.each<[string, Outbox, boolean, ReturnType<typeof connectionNote>]>([
    ['online, nothing waiting: nothing', EMPTY_OUTBOX, true, null],
    ['online, an action on its way at once: nothing (no alarm for an ordinary tap)', box([action('k-a', 'a')]), true, null],
    ['offline, nothing waiting', EMPTY_OUTBOX, false, { tone: 'offline', waiting: 0 }],
    ['offline, two waiting', box([action('k-a', 'a', true), action('k-b', 'b', true)]), false, { tone: 'offline', waiting: 2 }],
    ['back, still sending what waited', box([action('k-b', 'b', true)]), true, { tone: 'sending', waiting: 1 }],
    ['back, all sent', box([], { recovered: true }), true, { tone: 'sent', waiting: 0 }],
  ])('%s', (_case, outbox, online, expected) => {
    expect(connectionNote(outbox, online)).toEqual(expected);
  });
});

describe('what the screen shows of the waiting actions', () => {
  const graph = { states: [{ id: 'initial', name: 'Début', kind: 'initial' }, { id: 'mieux', name: 'Mieux', kind: 'intermediate' }], transitions: [{ id: 't1', from: 'initial', to: 'mieux', label: 'Geste', trigger: 'action des apprenants' }] } as unknown as Parameters<typeof pendingEvents>[1];
  const transition = action('k-t', 'transition:t1', true, { kind: 'transition_taken', transition: 't1' });
  const written: RunLogEvent[] = [
    { id: 'e1', kind: 'transition_taken', transition: 't1', from: 'initial', to: 'mieux', at: at(1) },
    { id: 'e2', kind: 'state_reached', state: 'mieux', at: at(1) },
  ];
  it.each<[string, RunLogEvent[], string | null, string[]]>([
    ['a waiting transition moves the patient: the transition and the state it leads to', [], null, ['transition_taken:initial→mieux', 'state_reached:mieux']],
    ['on its way, its copy already brought by the stream: shown once, the server’s', written, 'k-t', []],
    ['waiting, not on its way: still shown (the same transition taken earlier is another tap)', written, null, ['transition_taken:initial→mieux', 'state_reached:mieux']],
  ])('%s', (_case, logged, inFlight, expected) => {
    expect(pendingEvents([transition], graph, logged, inFlight).map((event) => (event.kind === 'transition_taken' ? `${event.kind}:${event.from}→${event.to}` : `${event.kind}:${event.state}`))).toEqual(expected);
  });
});

describe('a stored outbox', () => {
  it.each<[string, unknown, Pick<Outbox, 'queue' | 'refused'>]>([
    ['restored after a reload: what waited now carries its taken time', { queue: [action('k-a', 'a')], refused: [] }, { queue: [action('k-a', 'a', true)], refused: [] }],
    ['a damaged entry: nothing', { queue: [{ key: 1 }], refused: 'x' }, { queue: [], refused: [] }],
    ['not an outbox: nothing', 'bonjour', { queue: [], refused: [] }],
  ])('%s', (_case, stored, expected) => {
    expect(readOutbox(stored)).toMatchObject(expected);
  });
});
