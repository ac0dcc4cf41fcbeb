/**
 * The live hub's rules without a database (server/api/plugins/app/live.ts): what a notification says,
 * one read per session whatever the number of streams, each stream sent only what it has not had,
 * notifications arriving during a read folded into one more read; and the token kept out of log lines.
 */
import type { SessionStatus } from '../../contract/roles';
import { LiveHub, parseNotification, type SessionFollower } from '../../server/api/plugins/app/live';
import { withoutSecrets } from '../../server/api/plugins/app/requestLog';
import type { SequencedEvent } from '../../server/api/repositories/runLog';

const SESSION = '0a852382-7221-4ad1-81d5-1bd15e675b0f';

describe('parseNotification', () => {
  it.each([
    [`run:${SESSION}`, { change: 'run', sessionId: SESSION }],
    [`status:${SESSION}`, { change: 'status', sessionId: SESSION }],
    [`link:${SESSION}`, { change: 'link', sessionId: SESSION }],
    [`rights:${SESSION}`, { change: 'rights', sessionId: SESSION }],
    ['user:u-enseignant', { change: 'user', uid: 'u-enseignant' }],
    [`organisation:${SESSION}`, { change: 'organisation', organisationId: SESSION }],
    ['user:', null],
    ['user:a b', null],
    [`organisation:${SESSION}x`, null],
    [SESSION, null],
    [`note:${SESSION}`, null],
    [`run:${SESSION}x`, null],
    ['run:', null],
    ['', null],
  ])('%j → %j', (payload, expected) => {
    expect(parseNotification(payload)).toEqual(expected);
  });
});

describe('withoutSecrets (request log lines)', () => {
  it.each([
    ['/api/monitor/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde', '/api/monitor/[jeton]'],
    ['/api/monitor/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde/stream', '/api/monitor/[jeton]/stream'],
    ['/api/monitor/x?y=1', '/api/monitor/[jeton]?y=1'],
    [`/api/sessions/${SESSION}/stream`, `/api/sessions/${SESSION}/stream`],
  ])('%s → %s', (url, logged) => {
    expect(withoutSecrets(url)).toBe(logged);
  });
});

const event = (seq: number): SequencedEvent => ({ seq, event: { id: `e${seq}`, kind: 'note', at: '2026-11-26T03:00:00.000Z', text: `n${seq}` } });

function follower(seq: number) {
  const received: number[] = [];
  const self: SessionFollower & { received: number[] } = {
    seq,
    received,
    events: (events) => void received.push(...events.map((one) => one.seq)),
    status: () => undefined,
    link: () => undefined,
  };
  return self;
}

describe('LiveHub', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('reads once per change for all the streams of a session, and sends each only what comes after its position', async () => {
    const log = [1, 2, 3, 4].map(event);
    const reads: number[] = [];
    const hub = new LiveHub<{ id: string }>(
      {
        eventsAfterSeq: async (_id, seq) => {
          reads.push(seq);
          return log.filter((one) => one.seq > seq);
        },
        status: async () => 'en cours' as SessionStatus,
      },
      (error) => {
        throw error;
      },
    );
    const late = follower(4);
    const replaying = follower(2);
    const participant = follower(Infinity);
    hub.follow({ id: SESSION }, late);
    hub.follow({ id: SESSION }, participant);
    await settle();
    hub.follow({ id: SESSION }, replaying);
    await settle();
    expect([late.received, replaying.received, participant.received]).toEqual([[], [3, 4], []]);

    log.push(event(5));
    reads.length = 0;
    hub.notified(`run:${SESSION}`);
    await settle();
    expect(reads).toEqual([4]);
    expect([late.received, replaying.received, participant.received]).toEqual([[5], [3, 4, 5], []]);
    expect(hub.streamCount).toBe(3);
  });

  it('folds the notifications that arrive during a read into one more read, and loses none', async () => {
    const log: SequencedEvent[] = [];
    let release: () => void = () => undefined;
    const reads: number[] = [];
    const hub = new LiveHub<{ id: string }>(
      {
        eventsAfterSeq: async (_id, seq) => {
          reads.push(seq);
          // The database answers as it was when asked; the answer itself comes late.
          const found = log.filter((one) => one.seq > seq);
          if (reads.length === 2) await new Promise<void>((resolve) => (release = resolve));
          return found;
        },
        status: async () => null,
      },
      (error) => {
        throw error;
      },
    );
    const stream = follower(0);
    hub.follow({ id: SESSION }, stream);
    await settle();
    log.push(event(1));
    hub.notified(`run:${SESSION}`);
    await settle();
    // The second read is held; three notifications meanwhile make one more read, not three.
    for (const seq of [2, 3, 4]) {
      log.push(event(seq));
      hub.notified(`run:${SESSION}`);
    }
    release();
    await settle();
    expect(reads).toEqual([0, 0, 1]);
    expect(stream.received).toEqual([1, 2, 3, 4]);
  });

  it('reads for 200 000 streams of one session without spreading them into one call (no stack overflow)', async () => {
    const errors: unknown[] = [];
    const reads: number[] = [];
    const log = [1, 2, 3, 4, 5].map(event);
    const hub = new LiveHub<{ id: string }>({ eventsAfterSeq: async (_id, seq) => (reads.push(seq), log.filter((one) => one.seq > seq)), status: async () => null }, (error) => errors.push(error));
    const followers = Array.from({ length: 200_000 }, (_, index) => follower(1 + (index % 5)));
    for (const one of followers) hub.follow({ id: SESSION }, one);
    await settle();
    log.push(event(6));
    reads.length = 0;
    hub.notified(`run:${SESSION}`);
    await settle();
    expect([errors, reads, followers[0]?.received.at(-1), followers.every((one) => one.seq === 6)]).toEqual([[], [5], 6, true]);
  });

  it('re-reads the rights of the streams a person, an organisation or a session change concerns, once per session', async () => {
    const OTHER = '1b852382-7221-4ad1-81d5-1bd15e675b0f';
    const ORGANISATION = '2c852382-7221-4ad1-81d5-1bd15e675b0f';
    const hub = new LiveHub<{ id: string }>({ eventsAfterSeq: async () => [], status: async () => null }, (error) => {
      throw error;
    });
    const checked: string[] = [];
    const holder = (name: string, uid: string): SessionFollower => ({
      ...follower(Infinity),
      holder: { uid, organisationId: ORGANISATION },
      rights: async (round) => {
        // Reads shared by the streams of one round: one per key.
        await round.once(`caller:${uid}`, async () => checked.push(`read ${uid}`));
        checked.push(name);
      },
    });
    hub.follow({ id: SESSION }, holder('a', 'u-1'));
    hub.follow({ id: SESSION }, holder('b', 'u-1'));
    hub.follow({ id: OTHER }, holder('c', 'u-2'));
    await settle();
    hub.notified('user:u-1');
    await settle();
    expect(checked.sort()).toEqual(['a', 'b', 'read u-1']);
    checked.length = 0;
    hub.notified(`rights:${OTHER}`);
    await settle();
    expect(checked).toEqual(['read u-2', 'c']);
    checked.length = 0;
    hub.notified(`organisation:${ORGANISATION}`);
    hub.notified('user:u-3');
    await settle();
    expect(checked.sort()).toEqual(['a', 'b', 'c', 'read u-1', 'read u-2']);
  });

  it('stops reading for a session once its last stream has gone', async () => {
    const reads: number[] = [];
    const hub = new LiveHub<{ id: string }>({ eventsAfterSeq: async (_id, seq) => (reads.push(seq), []), status: async () => null }, () => undefined);
    const unfollow = hub.follow({ id: SESSION }, follower(0));
    await settle();
    unfollow();
    hub.notified(`run:${SESSION}`);
    hub.catchUp();
    await settle();
    expect([reads, hub.streamCount]).toEqual([[0], 0]);
  });
});
