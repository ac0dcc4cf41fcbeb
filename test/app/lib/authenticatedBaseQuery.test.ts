/**
 * The authenticated base query against MSW: which header goes out, the one shared refresh after a
 * 401, the sign-out when the API still refuses, and the bounded retries of transient answers.
 */
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api, type ApiCallOptions } from '../../../src/lib/api';
import type { Identity, Services } from '../../../src/lib/services';
import { signOutRequested } from '../../../src/lib/session';

const URL_ = 'http://localhost/api/things';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<unknown, string>({ query: (id) => `/things?id=${id}` }),
    createThing: build.mutation<unknown, string>({ query: (id) => ({ url: '/things', method: 'POST', body: { id } }) }),
    getAnonymousThing: build.query<unknown, string>({
      query: (id) => `/things?id=${id}`,
      extraOptions: { call: 'organisationCheck', anonymous: true } satisfies ApiCallOptions,
    }),
    getThingQuietly: build.query<unknown, string>({
      query: (id) => `/things?id=${id}`,
      extraOptions: { rejectedSession: 'caller' } satisfies ApiCallOptions,
    }),
  }),
});

type Seen = { authorization: string | null; method: string };
const seen: Seen[] = [];
let answer: (attempt: number, request: Request) => Response | Promise<Response> = () => HttpResponse.json({ success: true, message: '', data: 1 });

const server = setupServer(
  http.all(URL_, ({ request }) => {
    seen.push({ authorization: request.headers.get('authorization'), method: request.method });
    return answer(seen.length, request);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  answer = () => HttpResponse.json({ success: true, message: '', data: 1 });
});

function identityGiving(getIdToken: Identity['getIdToken']): Identity {
  return {
    observe: () => () => undefined,
    signIn: jest.fn(),
    createAccount: jest.fn(),
    sendPasswordReset: jest.fn(),
    accountActions: { inspect: jest.fn(), resetPassword: jest.fn(), apply: jest.fn() },
    signOut: jest.fn(async () => undefined),
    getIdToken: jest.fn(getIdToken),
    changePassword: jest.fn(),
    sendEmailVerification: jest.fn(),
  };
}

function storeWith(identity: Identity, authStatus?: 'loading' | 'signedIn') {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const services: Services = { identity, navigate: jest.fn() };
  // `auth`: only its status, as the base query reads it (the app's auth slice has more); none by default.
  const auth = (state: { status?: string } = authStatus ? { status: authStatus } : {}) => state;
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }).prepend(record).concat(api.middleware),
  });
  return { store, actions, signOuts: () => actions.filter((action) => signOutRequested.match(action)).length };
}

const unauthorised = () => HttpResponse.json({ success: false, message: 'Jeton invalide.' }, { status: 401 });
const ok = () => HttpResponse.json({ success: true, message: '', data: 1 });

describe('authenticatedBaseQuery', () => {
  it('gives an endpoint the envelope’s data as its result (the envelope is opened once, in the base query)', async () => {
    answer = () => HttpResponse.json({ success: true, message: '', data: { id: 'a', items: [] } });
    const { store } = storeWith(identityGiving(async () => 'token'));
    const result = await store.dispatch(testApi.endpoints.getThing.initiate('a'));
    expect(result.data).toEqual({ id: 'a', items: [] });
  });

  it('sends a fresh token read from the identity service at each call, and never keeps it', async () => {
    let issued = 0;
    const identity = identityGiving(async () => `token-${(issued += 1)}`);
    const { store } = storeWith(identity);
    await store.dispatch(testApi.endpoints.getThing.initiate('a'));
    await store.dispatch(testApi.endpoints.getThing.initiate('b'));
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(JSON.stringify(store.getState())).not.toContain('token-');
  });

  it('sends no Authorization header for the anonymous organisation check (docs/product.md §7), and asks for no token', async () => {
    const identity = identityGiving(async () => 'token');
    const { store } = storeWith(identity);
    const result = await store.dispatch(testApi.endpoints.getAnonymousThing.initiate('a'));
    // A shell call keeps the whole envelope: its parser reads `success` and `message` (docs/product.md §8).
    expect(result.data).toEqual({ success: true, message: '', data: 1 });
    expect(seen).toEqual([{ authorization: null, method: 'GET' }]);
    expect(identity.getIdToken).not.toHaveBeenCalled();
  });

  it('makes no call when nobody is signed in at the provider', async () => {
    const { store } = storeWith(identityGiving(async () => null));
    const result = await store.dispatch(testApi.endpoints.getThing.initiate('a'));
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'noSession' });
    expect(seen).toHaveLength(0);
  });

  it('after a 401, refreshes the token once (forced) and tries again', async () => {
    answer = (_attempt, request) => (request.headers.get('authorization') === 'Bearer fresh' ? ok() : unauthorised());
    const identity = identityGiving(async (force) => (force ? 'fresh' : 'stale'));
    const { store, signOuts } = storeWith(identity);
    const result = await store.dispatch(testApi.endpoints.getThing.initiate('a'));
    expect(result.data).toBe(1);
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(identity.getIdToken).toHaveBeenCalledWith(true);
    expect(signOuts()).toBe(0);
  });

  it('shares one refresh between calls refused at the same time', async () => {
    answer = (_attempt, request) => (request.headers.get('authorization') === 'Bearer fresh' ? ok() : unauthorised());
    let release: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const identity = identityGiving(async (force) => {
      if (!force) return 'stale';
      await refreshed;
      return 'fresh';
    });
    const { store } = storeWith(identity);
    const calls = ['a', 'b', 'c'].map((id) => store.dispatch(testApi.endpoints.getThing.initiate(id)));
    // Every call has been refused once before the refresh completes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const results = await Promise.all(calls);
    expect(results.map((result) => result.data)).toEqual([1, 1, 1]);
    expect((identity.getIdToken as jest.Mock).mock.calls.filter(([force]) => force === true)).toHaveLength(1);
  });

  it('asks for the sign-out (docs/product.md §4) when the API still refuses the fresh token', async () => {
    answer = unauthorised;
    const { store, signOuts } = storeWith(identityGiving(async () => 'token'));
    const result = await store.dispatch(testApi.endpoints.getThing.initiate('a'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen).toHaveLength(2);
    expect(signOuts()).toBe(1);
  });

  it('leaves a refused session to the profile call while that call has not confirmed the person (a reload’s prefetch)', async () => {
    answer = unauthorised;
    const waiting = storeWith(identityGiving(async () => 'token'), 'loading');
    expect((await waiting.store.dispatch(testApi.endpoints.getThing.initiate('a'))).error).toMatchObject({ status: 401 });
    expect(seen).toHaveLength(2);
    expect(waiting.signOuts()).toBe(0);

    const signedIn = storeWith(identityGiving(async () => 'token'), 'signedIn');
    expect((await signedIn.store.dispatch(testApi.endpoints.getThing.initiate('b'))).error).toMatchObject({ status: 401 });
    expect(signedIn.signOuts()).toBe(1);
  });

  it('leaves a refused session to the caller when the endpoint says so (the profile call)', async () => {
    answer = unauthorised;
    const { store, signOuts } = storeWith(identityGiving(async () => 'token'));
    const result = await store.dispatch(testApi.endpoints.getThingQuietly.initiate('a'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(signOuts()).toBe(0);
  });

  it('gives the provider failing the refresh to the caller, with its code', async () => {
    answer = unauthorised;
    const identity = identityGiving(async (force) => {
      if (force) throw Object.assign(new Error('disabled'), { code: 'auth/user-disabled' });
      return 'stale';
    });
    const { store, signOuts } = storeWith(identity);
    const result = await store.dispatch(testApi.endpoints.getThing.initiate('a'));
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'identityFailure', data: { code: 'auth/user-disabled' } });
    expect(signOuts()).toBe(0);
  });

  it('tries a 429 again after its Retry-After, and returns the answer that follows', async () => {
    answer = (attempt) =>
      attempt === 1
        ? HttpResponse.json({ success: false, message: 'Trop de requêtes.' }, { status: 429, headers: { 'Retry-After': '1' } })
        : ok();
    const { store } = storeWith(identityGiving(async () => 'token'));
    const started = Date.now();
    const result = await store.dispatch(testApi.endpoints.getThing.initiate('a'));
    expect(result.data).toBe(1);
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  describe('with the clock in hand', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
    afterEach(() => jest.useRealTimers());

    it('gives up after two retries of a transient answer, and hands the last one over', async () => {
      answer = () => HttpResponse.json({ success: false, message: 'Indisponible.' }, { status: 503 });
      const { store } = storeWith(identityGiving(async () => 'token'));
      const call = store.dispatch(testApi.endpoints.getThing.initiate('a'));
      await jest.advanceTimersByTimeAsync(2_000);
      await jest.advanceTimersByTimeAsync(5_000);
      const result = await call;
      expect(result.error).toMatchObject({ status: 503 });
      expect(seen).toHaveLength(3);
    });

    it('never repeats a POST after a 502 (the server may have done the work), but does after a 429', async () => {
      answer = () => HttpResponse.json({ success: false, message: 'Passerelle.' }, { status: 502 });
      const { store } = storeWith(identityGiving(async () => 'token'));
      const created = await store.dispatch(testApi.endpoints.createThing.initiate('a'));
      expect(created.error).toMatchObject({ status: 502 });
      expect(seen).toEqual([{ authorization: 'Bearer token', method: 'POST' }]);

      seen.length = 0;
      answer = (attempt) => (attempt === 1 ? HttpResponse.json({ success: false, message: 'Trop de requêtes.' }, { status: 429 }) : ok());
      const retried = store.dispatch(testApi.endpoints.createThing.initiate('b'));
      await jest.advanceTimersByTimeAsync(2_000);
      expect((await retried).data).toBe(1);
      expect(seen).toHaveLength(2);
    });

    it('takes no retry for the endpoints whose listeners retry on their own', async () => {
      answer = () => HttpResponse.json({ success: false, message: 'Trop de requêtes.' }, { status: 429 });
      const { store } = storeWith(identityGiving(async () => 'token'));
      const anonymous = testApi.injectEndpoints({
        endpoints: (build) => ({
          getOnce: build.query<unknown, string>({
            query: (id) => `/things?id=${id}`,
            extraOptions: { call: 'organisationCheck', anonymous: true, transientRetries: null } satisfies ApiCallOptions,
          }),
        }),
      });
      const result = await store.dispatch(anonymous.endpoints.getOnce.initiate('a'));
      expect(result.error).toMatchObject({ status: 429 });
      expect(seen).toHaveLength(1);
    });
  });
});
