import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { routeObjects } from '../../../src/app/router';
import { createAppStore, type RootState } from '../../../src/app/store';
import { IdentityProvider, type Identity, type IdentityResult, type SignedInUser } from '../../../src/features/auth';
import { consentStateFrom } from '../../../src/features/consent';
import type { OrganisationState } from '../../../src/features/organisation';
import { theme } from '../../../src/ui/theme';

export function fakeIdentity(overrides: Partial<Identity> = {}) {
  return {
    observe: () => () => undefined,
    signIn: jest.fn(async () => ({ value: null, error: 'auth/invalid-credential' })),
    createAccount: jest.fn(async () => ({ value: null, error: 'auth/email-already-in-use' })),
    sendPasswordReset: jest.fn(async () => ({ value: true as const, error: null })),
    signOut: jest.fn(async () => undefined),
    getIdToken: jest.fn(async () => null),
    accountActions: {
      inspect: jest.fn(async () => ({ value: null, error: 'auth/invalid-action-code' })),
      resetPassword: jest.fn(async () => ({ value: null, error: 'auth/invalid-action-code' })),
      apply: jest.fn(async () => ({ value: null, error: 'auth/invalid-action-code' })),
    },
    changePassword: jest.fn(async (): Promise<IdentityResult<true>> => ({ value: true as const, error: null })),
    sendEmailVerification: jest.fn(async (): Promise<IdentityResult<true>> => ({ value: true as const, error: null })),
    ...overrides,
  } satisfies Identity;
}

type Setup = {
  /** undefined: the first auth state is still unknown; null: signed out. */
  user?: SignedInUser | null;
  organisation?: OrganisationState;
  /** Decided by default, so that the banner stays out of the way; false shows it. */
  consentDecided?: boolean;
  identity?: Identity;
  signOutReason?: RootState['auth']['signOutReason'];
};

/**
 * A store in a given state, built without dispatching: no listener runs and nothing is
 * fetched, so the page sees exactly that state.
 */
export function makeStore({ user, organisation, consentDecided = true, identity = fakeIdentity(), signOutReason = null }: Setup = {}) {
  const auth: RootState['auth'] =
    user === undefined
      ? { status: 'loading', user: null, signOutReason: null, outage: null }
      : user === null
        ? { status: 'signedOut', user: null, signOutReason }
        : { status: 'signedIn', user, signOutReason: null };
  const consent = consentDecided
    ? consentStateFrom({
        decision: 'refused',
        preferences: { essential: true, analytics: false, marketing: false, timestamp: '2026-01-01T00:00:00.000Z', version: '1.0' },
      })
    : consentStateFrom(null);
  const navigate = jest.fn();
  const store = createAppStore({ identity, navigate }, {
    auth,
    consent,
    ...(organisation ? { organisation } : {}),
  });
  return { store, identity, navigate };
}

export function Providers({ store, identity, children }: { store: ReturnType<typeof makeStore>['store']; identity: Identity; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <IdentityProvider identity={identity}>{children}</IdentityProvider>
      </ThemeProvider>
    </Provider>
  );
}

/** The whole application (layout, guard, lazy pages) at `path`. */
export function renderApp(path: string, setup: Setup = {}) {
  const { store, identity, navigate } = makeStore(setup);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const view = render(
    <Providers store={store} identity={identity}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store, identity, navigate, router };
}

export const activeOrganisation: OrganisationState = {
  status: 'active',
  organisation: { id: 'org-1', name: 'Lycée Actif', plan: 'etablissement', subscription_status: 'active', subscription_end: '2027-06-30' },
  message: null,
};

export const inactiveOrganisation = (message: string | null = null): OrganisationState => ({
  status: 'inactive',
  organisation: { id: 'org-2', name: 'Collège Inactif', plan: 'etablissement', subscription_status: 'canceled', subscription_end: '2026-01-31' },
  message,
});
