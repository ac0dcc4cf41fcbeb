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
import { makeUser } from '../fixtures';

const SECRET = 'Liste des étudiants (protégée)';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string) {
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
  const store = createAppStore({ identity, navigate: jest.fn() });
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
});
