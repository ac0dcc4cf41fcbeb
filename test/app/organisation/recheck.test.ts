/**
 * The organisation status is read again without a reload (docs/product.md §4.2): at once after the admin's own
 * payment (`subscriptionPaid`), and, in every other browser, every INACTIVE_RECHECK_MS while the API
 * says "inactive", or as soon as the tab is focused again; never after a sign-out.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { userSignedOut } from '../../../src/features/auth';
import { INACTIVE_RECHECK_MS, organisationStatusReceived, subscriptionPaid } from '../../../src/features/organisation';
import { makeUser } from '../fixtures';
import { inactiveOrganisation, makeStore } from '../ui/renderApp';

const ORGANISATION = { id: 'org-1', name: 'Collège Inactif', plan: 'etablissement', subscription_status: 'canceled', subscription_end: '2026-10-24' };
let active = false;
let checks = 0;
const server = setupServer(
  http.get('http://localhost/api/auth/organisations', () => {
    checks += 1;
    return HttpResponse.json({
      success: true,
      message: '',
      data: active ? { ...ORGANISATION, isActive: 'true', subscription_status: 'active', subscription_end: '2027-11-24' } : { ...ORGANISATION, isActive: 'false' },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const stores: ReturnType<typeof makeStore>['store'][] = [];
beforeEach(() => {
  active = false;
  checks = 0;
});
afterEach(() => {
  // A store left signed in would go on checking into the next test.
  for (const store of stores.splice(0)) store.dispatch(userSignedOut({ reason: 'requested' }));
  jest.useRealTimers();
});

function inactiveMember(role: 'admin' | 'enseignant') {
  const { store } = makeStore({ user: makeUser(role, { organisation: 'Collège Inactif' }), organisation: inactiveOrganisation() });
  stores.push(store);
  return store;
}

test('after the admin’s payment the organisation check runs at once, and the status turns active', async () => {
  const store = inactiveMember('admin');
  active = true;
  store.dispatch(subscriptionPaid({ subscription_end: '2027-11-24' }));
  await waitFor(() => expect(store.getState().organisation.status).toBe('active'));
  expect(checks).toBe(1);
});

test('while inactive, another member’s browser asks again after INACTIVE_RECHECK_MS, and gets in once the API says active', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const store = inactiveMember('enseignant');
  store.dispatch(organisationStatusReceived({ isActive: false, organisation: { ...ORGANISATION, isActive: 'false' } }));
  await jest.advanceTimersByTimeAsync(INACTIVE_RECHECK_MS - 1_000);
  expect(checks).toBe(0);

  // Still inactive: it asks, then waits again.
  await jest.advanceTimersByTimeAsync(1_000);
  await waitFor(() => expect(checks).toBe(1), { timeout: 5_000 });
  expect(store.getState().organisation.status).toBe('inactive');

  // The admin pays meanwhile: the next check lets the member in.
  active = true;
  await jest.advanceTimersByTimeAsync(INACTIVE_RECHECK_MS);
  await waitFor(() => expect(store.getState().organisation.status).toBe('active'), { timeout: 5_000 });
  expect(checks).toBe(2);

  // Active: nobody asks any more.
  await jest.advanceTimersByTimeAsync(3 * INACTIVE_RECHECK_MS);
  expect(checks).toBe(2);
});

test('a tab focused again asks at once, without waiting for the interval', async () => {
  const store = inactiveMember('enseignant');
  store.dispatch(organisationStatusReceived({ isActive: false, organisation: { ...ORGANISATION, isActive: 'false' } }));
  active = true;
  window.dispatchEvent(new Event('focus'));
  await waitFor(() => expect(store.getState().organisation.status).toBe('active'));
  expect(checks).toBe(1);
});

test('a signed-out browser stops asking', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const store = inactiveMember('enseignant');
  store.dispatch(organisationStatusReceived({ isActive: false, organisation: { ...ORGANISATION, isActive: 'false' } }));
  store.dispatch(userSignedOut({ reason: 'requested' }));
  await jest.advanceTimersByTimeAsync(3 * INACTIVE_RECHECK_MS);
  window.dispatchEvent(new Event('focus'));
  await jest.advanceTimersByTimeAsync(1_000);
  expect(checks).toBe(0);
});
