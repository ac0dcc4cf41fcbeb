/**
 * The account check behind every authenticated request (authenticate.ts): revocation and
 * deactivation from a short, bounded cache of `getUsers`, as decision tables.
 */
import type { UserIdentifier, UserRecord } from 'firebase-admin/auth';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { AccountStateCache, accountRefusal, readCredentials, VerifiedTokens, type AccountState } from '../../server/api/authenticate';
import { messages } from '../../server/api/messages';

describe('accountRefusal', () => {
  const AUTH_TIME = 1_700_000_000; // seconds, as in the token
  test.each<[string, AccountState, string | null]>([
    ['an account in good standing', { disabled: false, validSinceMs: null }, null],
    ['tokens revoked before the session began', { disabled: false, validSinceMs: (AUTH_TIME - 60) * 1000 }, null],
    ['tokens revoked in the same second', { disabled: false, validSinceMs: AUTH_TIME * 1000 }, null],
    ['tokens revoked after the session began', { disabled: false, validSinceMs: (AUTH_TIME + 1) * 1000 }, messages.tokenRevoked],
    ['a deactivated account', { disabled: true, validSinceMs: null }, messages.accountDisabled],
    ['a deleted account', null, messages.tokenInvalid],
  ])('%s → %s', (_case, state, expected) => {
    expect(accountRefusal({ auth_time: AUTH_TIME }, state)).toBe(expected);
  });
});

describe('readCredentials', () => {
  test.each([
    [undefined, { kind: 'missing' }],
    ['', { kind: 'missing' }],
    ['Basic abc', { kind: 'malformed' }],
    ['Bearer', { kind: 'malformed' }],
    ['Bearer a.b c', { kind: 'malformed' }],
    ['Bearer a.b.c', { kind: 'bearer', token: 'a.b.c' }],
    ['bearer a.b.c', { kind: 'bearer', token: 'a.b.c' }],
  ])('%p → %p', (header, expected) => {
    expect(readCredentials(header)).toEqual(expected);
  });
});

describe('AccountStateCache', () => {
  function fakeProvider() {
    const calls: string[] = [];
    const batches: string[][] = [];
    let disabled = false;
    let failing = false;
    return {
      calls,
      setDisabled: (value: boolean) => void (disabled = value),
      setFailing: (value: boolean) => void (failing = value),
      batches,
      // firebase-admin's getUsers: the accounts found, the others under `notFound`.
      getUsers: async (identifiers: readonly UserIdentifier[]) => {
        const uids = identifiers.map((identifier) => ('uid' in identifier ? identifier.uid : ''));
        calls.push(...uids);
        batches.push(uids);
        if (failing) throw Object.assign(new Error('Error while making request'), { code: 'app/network-error' });
        const known = uids.filter((uid) => uid !== 'gone');
        return {
          users: known.map((uid) => ({ uid, disabled, tokensValidAfterTime: 'Tue, 14 Nov 2023 22:13:20 GMT' }) as UserRecord),
          notFound: uids.filter((uid) => uid === 'gone').map((uid) => ({ uid })),
        };
      },
    };
  }

  test('answers from the cache within its lifetime, asks again after it', async () => {
    let now = 0;
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, 30_000, 100, () => now);
    expect(await cache.get('a')).toEqual({ disabled: false, validSinceMs: 1_700_000_000_000 });
    provider.setDisabled(true);
    now = 29_999;
    expect(await cache.get('a')).toMatchObject({ disabled: false });
    now = 30_000;
    expect(await cache.get('a')).toMatchObject({ disabled: true });
    expect(provider.calls).toEqual(['a', 'a']);
  });

  test('concurrent look-ups of one account share one request', async () => {
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, 30_000, 100, () => 0);
    await Promise.all([cache.get('a'), cache.get('a'), cache.get('a')]);
    expect(provider.calls).toEqual(['a']);
  });

  test('a deleted account is remembered as gone; a failure is not remembered at all', async () => {
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, 30_000, 100, () => 0);
    expect(await cache.get('gone')).toBeNull();
    provider.setFailing(true);
    await expect(cache.get('b')).rejects.toMatchObject({ code: 'app/network-error' });
    provider.setFailing(false);
    expect(await cache.get('b')).toMatchObject({ disabled: false });
    expect(provider.calls).toEqual(['gone', 'b', 'b']);
  });

  test('accounts needed in one turn of the event loop are asked together, at most 100 a call', async () => {
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, 30_000, 1_000, () => 0);
    const uids = Array.from({ length: 150 }, (_, i) => `u${i}`);
    const states = await Promise.all([...uids, 'gone', 'u0'].map((uid) => cache.get(uid)));
    expect(provider.batches.map((batch) => batch.length)).toEqual([100, 51]);
    expect(states[0]).toEqual({ disabled: false, validSinceMs: 1_700_000_000_000 });
    expect(states[150]).toBeNull();
    expect(states[151]).toBe(states[0]);
  });

  test('a failed call fails each account it asked for, and only those', async () => {
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, 30_000, 100, () => 0);
    expect(await cache.get('a')).toMatchObject({ disabled: false });
    provider.setFailing(true);
    const results = await Promise.allSettled([cache.get('b'), cache.get('c'), cache.get('a')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(provider.batches).toEqual([['a'], ['b', 'c']]);
  });

  test('holds at most its bound, forgetting the oldest first', async () => {
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, 30_000, 2, () => 0);
    for (const uid of ['a', 'b', 'c', 'b', 'a']) await cache.get(uid);
    expect(provider.calls).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('VerifiedTokens', () => {
  const decoded = (exp: number) => ({ uid: 'a', exp }) as DecodedIdToken;

  test('remembers a verified token until its expiry, not a second longer', () => {
    let now = 0;
    const tokens = new VerifiedTokens(10, () => now);
    tokens.add('t', decoded(100));
    now = 99_999;
    expect(tokens.get('t')).toMatchObject({ uid: 'a' });
    now = 100_000;
    expect(tokens.get('t')).toBeUndefined();
  });

  test('holds at most its bound, forgetting the oldest first', () => {
    const tokens = new VerifiedTokens(2, () => 0);
    for (const token of ['t1', 't2', 't3']) tokens.add(token, decoded(100));
    expect([tokens.get('t1'), tokens.get('t2'), tokens.get('t3')].map(Boolean)).toEqual([false, true, true]);
  });
});
