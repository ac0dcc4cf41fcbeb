import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore } from '../../../src/app/store';
import { RequireAccess } from '../../../src/features/access';
import { profileServiceUnreachable, userSignedIn, userSignedOut } from '../../../src/features/auth';

import { organisationStatusReceived } from '../../../src/features/organisation';
import { theme } from '../../../src/ui/theme';
import type { Actor } from '../../../contract/policy';
import { identityStateObserved } from '../../../src/features/auth';
import { makeUser } from '../fixtures';

const SECRET = 'Liste des étudiants (protégée)';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string, hint: Actor | null = null) {
  const identity = {
    observe: () => () => undefined,
    signIn: jest.fn(),
    createAccount: jest.fn(),
    sendPasswordReset: jest.fn(),
    accountActions: { inspect: jest.fn(), resetPassword: jest.fn(), apply: jest.fn() },
    changePassword: jest.fn(),
    sendEmailVerification: jest.fn(),
    signOut: jest.fn(async () => undefined),
    getIdToken: jest.fn(async () => null),
  };
  const store = createAppStore({ identity, navigate: jest.fn() }, { accessHint: { hint } });
  // Record every render so that even a single frame of protected text would be caught.
  const seen: string[] = [];
  const Protected = () => {
    seen.push(SECRET);
    return <p>{SECRET}</p>;
  };
  const router = createMemoryRouter(
    [
      { path: '/teacher/students', element: <RequireAccess><Protected /></RequireAccess> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { store, seen, identity };
}

describe('RequireAccess', () => {
  it('shows the overlay, and nothing of the page, while the user is unknown', () => {
    const { seen } = renderAt('/teacher/students');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('lets the person sign out while a service cannot be reached', async () => {
    const { store, seen, identity } = renderAt('/teacher/students');
    act(() => {
      store.dispatch(profileServiceUnreachable({ service: 'api', retryInSeconds: 5 }));
    });
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Déconnexion' }));
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', signOutReason: 'requested' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(seen).toEqual([]);
  });

  it.each([
    ['api', 'Le service SimuSession est momentanément injoignable. Nouvelle tentative dans 5 s…'],
    ['identity', 'Le service de connexion est momentanément injoignable. Nouvelle tentative dans 5 s…'],
  ] as const)('says so, visibly, when the %s service cannot be reached, and still shows nothing of the page', (service, text) => {
    const { store, seen } = renderAt('/teacher/students');
    act(() => {
      store.dispatch(profileServiceUnreachable({ service, retryInSeconds: 5 }));
    });
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveAttribute('aria-live', 'polite');
    expect(overlay).toHaveTextContent(text);
    expect(screen.getByText(text)).toBeVisible();
    expect(seen).toEqual([]);

    // The retry answers: the page appears, with no reload.
    act(() => {
      store.dispatch(userSignedIn(makeUser('enseignant')));
      store.dispatch(organisationStatusReceived({ isActive: true, organisation: { id: 'org-1' } }));
    });
    expect(screen.getByText(SECRET)).toBeInTheDocument();
    expect(screen.queryByText(text)).toBeNull();
  });

  it('waits for the organisation check before showing the page', () => {
    const { store, seen } = renderAt('/teacher/students');
    act(() => {
      store.dispatch(userSignedIn(makeUser('enseignant')));
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(seen).toEqual([]);

    act(() => {
      store.dispatch(organisationStatusReceived({ isActive: true, organisation: { id: 'org-1' } }));
    });
    expect(screen.getByText(SECRET)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with the page to come back to', () => {
    const { store, seen } = renderAt('/teacher/students');
    act(() => {
      store.dispatch(userSignedOut({ reason: 'requested' }));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/login?redirectTo=%2Fteacher%2Fstudents');
    expect(seen).toEqual([]);
  });

  it('sends a teacher of an inactive organisation to /expired', () => {
    const { store, seen } = renderAt('/teacher/students');
    act(() => {
      store.dispatch(userSignedIn(makeUser('enseignant')));
      store.dispatch(organisationStatusReceived({ isActive: false, organisation: { id: 'org-1' } }));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/expired');
    expect(seen).toEqual([]);
  });

  it('tells a student the page is not for them, with a way back', () => {
    const { store, seen } = renderAt('/teacher/students');
    act(() => {
      store.dispatch(userSignedIn(makeUser('etudiant')));
      store.dispatch(organisationStatusReceived({ isActive: true, organisation: { id: 'org-1' } }));
    });
    expect(screen.getByRole('heading', { name: 'Accès non autorisé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à ma page principale' })).toHaveAttribute('href', '/student/sessionsTable');
    expect(seen).toEqual([]);
  });

  // A reload with the stored hint: the page's frame at once, its content only on the fresh `allow`.
  describe('with the access hint of a reload', () => {
    const teacher = makeUser('enseignant');
    const hint: Actor = { uid: teacher.uid, role: 'enseignant', organisationId: teacher.uid_organisation, organisationActive: true };

    it('draws the title and a skeleton, nothing of the page, then the page once the fresh answers allow it', () => {
      const { store, seen } = renderAt('/teacher/students', hint);
      expect(screen.getByRole('heading', { level: 1, name: 'Étudiants' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
      expect(screen.queryByTestId('loading-overlay')).toBeNull();
      expect(seen).toEqual([]);
      act(() => {
        store.dispatch(identityStateObserved({ uid: teacher.uid, email: teacher.email, emailVerified: true, displayName: null, photoURL: null, lastSignInTime: null }));
        store.dispatch(userSignedIn(teacher));
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Étudiants' })).toBeInTheDocument();
      expect(seen).toEqual([]);
      act(() => {
        store.dispatch(organisationStatusReceived({ isActive: true, organisation: { id: 'org-1', name: 'Lycée Actif' } as never }));
      });
      expect(screen.getByText(SECRET)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    });

    it('shows nothing of the page when the fresh role differs from the hint', () => {
      const { store, seen } = renderAt('/teacher/students', { ...hint, uid: 'student-uid', role: 'enseignant' });
      act(() => {
        store.dispatch(identityStateObserved({ uid: 'student-uid', email: 'e@x', emailVerified: true, displayName: null, photoURL: null, lastSignInTime: null }));
        store.dispatch(userSignedIn({ ...makeUser('etudiant'), uid: 'student-uid' }));
      });
      expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
      act(() => {
        store.dispatch(organisationStatusReceived({ isActive: true, organisation: { id: 'org-1', name: 'Lycée Actif' } as never }));
      });
      expect(screen.getByRole('heading', { name: 'Accès non autorisé' })).toBeInTheDocument();
      expect(seen).toEqual([]);
    });

    it('forgets the hint when the identity provider reports somebody else, or nobody', () => {
      const { store } = renderAt('/teacher/students', hint);
      act(() => {
        store.dispatch(identityStateObserved(null));
      });
      expect(store.getState().accessHint.hint).toBeNull();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    });
  });
});
