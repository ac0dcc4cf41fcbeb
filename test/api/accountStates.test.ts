/**
 * The account check behind every authenticated request (authenticate.ts): revocation and
 * deactivation from a short, bounded cache of `getUsers`, as decision tables.
 */
import type { UserIdentifier, UserRecord } from 'firebase-admin/auth';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { AccountStateCache, accountRefusal, authenticatedAtOnce, readCredentials, VerifiedTokens, type AccountState } from '../../server/api/authenticate';
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
  /** The early look-ups leave on a timer (`refreshBatchMs`, 0 here unless the test says otherwise). */
  const nextTimer = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const cache = new AccountStateCache(provider, { ttlMs: 30_000, maxEntries: 100, now: () => now });
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
    const cache = new AccountStateCache(provider, { ttlMs: 30_000, maxEntries: 100, now: () => 0 });
    await Promise.all([cache.get('a'), cache.get('a'), cache.get('a')]);
    expect(provider.calls).toEqual(['a']);
  });

  test('a deleted account is remembered as gone; a failure is not remembered at all', async () => {
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, { ttlMs: 30_000, maxEntries: 100, now: () => 0 });
    expect(await cache.get('gone')).toBeNull();
    provider.setFailing(true);
    await expect(cache.get('b')).rejects.toMatchObject({ code: 'app/network-error' });
    provider.setFailing(false);
    expect(await cache.get('b')).toMatchObject({ disabled: false });
    expect(provider.calls).toEqual(['gone', 'b', 'b']);
  });

  test('accounts needed in one turn of the event loop are asked together, at most 100 a call', async () => {
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, { ttlMs: 30_000, maxEntries: 1_000, now: () => 0 });
    const uids = Array.from({ length: 150 }, (_, i) => `u${i}`);
    const states = await Promise.all([...uids, 'gone', 'u0'].map((uid) => cache.get(uid)));
    expect(provider.batches.map((batch) => batch.length)).toEqual([100, 51]);
    expect(states[0]).toEqual({ disabled: false, validSinceMs: 1_700_000_000_000 });
    expect(states[150]).toBeNull();
    expect(states[151]).toBe(states[0]);
  });

  test('a failed call fails each account it asked for, and only those', async () => {
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, { ttlMs: 30_000, maxEntries: 100, now: () => 0 });
    expect(await cache.get('a')).toMatchObject({ disabled: false });
    provider.setFailing(true);
    const results = await Promise.allSettled([cache.get('b'), cache.get('c'), cache.get('a')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(provider.batches).toEqual([['a'], ['b', 'c']]);
  });

  test('an account in use is looked up again before its state expires, and its requests do not wait for it', async () => {
    let now = 0;
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, { ttlMs: 1_000, maxEntries: 100, now: () => now, refreshAheadMs: 250, refreshBatchMs: 0 });
    await cache.get('a');
    now = 700; // not yet within 250 ms of the expiry: nothing asked
    await cache.get('a');
    expect(provider.calls).toEqual(['a']);
    provider.setDisabled(true);
    now = 800;
    // Answered at once from the state it has, while the provider is asked in the background…
    expect(await cache.get('a')).toMatchObject({ disabled: false });
    await nextTimer();
    expect(provider.calls).toEqual(['a', 'a']);
    // …whose answer is used from then on, and lasts its own lifetime: no request waits at the old expiry.
    now = 1_000;
    expect(await cache.get('a')).toMatchObject({ disabled: true });
    now = 1_500;
    expect(await cache.get('a')).toMatchObject({ disabled: true });
    expect(provider.calls).toEqual(['a', 'a']);
  });

  test('while the early look-up is unanswered, requests are answered from the state, never past its lifetime', async () => {
    let now = 0;
    let release: () => void = () => undefined;
    const provider = fakeProvider();
    const held = {
      getUsers: async (identifiers: readonly UserIdentifier[]) => {
        if (provider.calls.length > 0) await new Promise<void>((resolve) => (release = resolve));
        return provider.getUsers(identifiers);
      },
    };
    const cache = new AccountStateCache(held, { ttlMs: 1_000, maxEntries: 100, now: () => now, refreshAheadMs: 250, refreshBatchMs: 0 });
    await cache.get('a');
    now = 900;
    expect(await cache.get('a')).toMatchObject({ disabled: false });
    expect(await cache.get('a')).toMatchObject({ disabled: false });
    await nextTimer();
    provider.setDisabled(true);
    now = 1_000; // expired: this request waits for the look-up already asked, and no second one is sent
    const waiting = cache.get('a');
    release();
    expect(await waiting).toMatchObject({ disabled: true });
    expect(provider.calls).toEqual(['a', 'a']);
  });

  test('an early look-up that fails is not remembered: the state expires and the next request asks again', async () => {
    let now = 0;
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, { ttlMs: 1_000, maxEntries: 100, now: () => now, refreshAheadMs: 250, refreshBatchMs: 0 });
    await cache.get('a');
    provider.setFailing(true);
    now = 800;
    expect(await cache.get('a')).toMatchObject({ disabled: false });
    await nextTimer();
    now = 1_000;
    await expect(cache.get('a')).rejects.toMatchObject({ code: 'app/network-error' });
    expect(provider.calls).toEqual(['a', 'a', 'a']);
  });

  test('early look-ups gathered while requests trickle in leave together, in one call', async () => {
    let now = 0;
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, { ttlMs: 1_000, now: () => now, refreshAheadMs: 250, refreshBatchMs: 30 });
    await Promise.all(['a', 'b', 'c'].map((uid) => cache.get(uid)));
    now = 800;
    // One request per turn of the event loop, as under load: each account comes due on its own…
    for (const uid of ['a', 'b', 'c']) {
      expect(await cache.get(uid)).toMatchObject({ disabled: false });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(provider.batches).toEqual([['a', 'b', 'c']]);
    await nextTimer(60);
    // …and all three are asked in one call.
    expect(provider.batches).toEqual([['a', 'b', 'c'], ['a', 'b', 'c']]);
  });

  test('a request that needs an account whose early look-up is still gathering sends it at once', async () => {
    let now = 0;
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, { ttlMs: 1_000, now: () => now, refreshAheadMs: 250, refreshBatchMs: 60_000 });
    await cache.get('a');
    now = 900;
    await cache.get('a');
    provider.setDisabled(true);
    now = 1_000; // expired: waits for the gathered look-up, which leaves without waiting out the minute
    expect(await cache.get('a')).toMatchObject({ disabled: true });
    expect(provider.batches).toEqual([['a'], ['a']]);
  });

  test('holds at most its bound, forgetting the oldest first', async () => {
    const provider = fakeProvider();
    const cache = new AccountStateCache(provider, { ttlMs: 30_000, maxEntries: 2, now: () => 0 });
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

describe('authenticatedAtOnce: the answer without waiting, only from what is remembered and fresh', () => {
  const AUTH_TIME = 1_700_000_000;
  const token = { uid: 'a', exp: 2_000_000_000, auth_time: AUTH_TIME } as DecodedIdToken;
  type Case = { verified: boolean; state: 'none' | 'fresh' | 'expired'; disabled?: boolean };
  test.each<[string, Case, ReturnType<typeof authenticatedAtOnce>]>([
    ['a token never verified here', { verified: false, state: 'fresh' }, undefined],
    ['a verified token whose account was never looked up', { verified: true, state: 'none' }, undefined],
    ['a verified token, its account’s state past its lifetime', { verified: true, state: 'expired' }, undefined],
    ['a verified token, its account in good standing', { verified: true, state: 'fresh' }, { ok: true, token }],
    ['a verified token, its account deactivated', { verified: true, state: 'fresh', disabled: true }, { ok: false, message: messages.accountDisabled }],
  ])('%s', async (_case, { verified, state, disabled = false }, expected) => {
    let now = 0;
    const getUsers = jest.fn(async (identifiers: readonly UserIdentifier[]) => ({
      users: identifiers.map((identifier) => ({ uid: 'uid' in identifier ? identifier.uid : '', disabled }) as UserRecord),
      notFound: [],
    }));
    const caches = { accounts: new AccountStateCache({ getUsers }, { ttlMs: 1_000, refreshAheadMs: 0, now: () => now }), tokens: new VerifiedTokens(10, () => now) };
    if (verified) caches.tokens.add('t', token);
    if (state !== 'none') await caches.accounts.get('a');
    if (state === 'expired') now = 1_000;
    expect(authenticatedAtOnce('t', caches)).toEqual(expected);
    // Never a look-up of its own: what it does not know, `authenticate` asks for.
    expect(getUsers).toHaveBeenCalledTimes(state === 'none' ? 0 : 1);
  });
});
