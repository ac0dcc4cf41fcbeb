import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { profileServiceUnreachable, type IdentityResult, type IdentityUser } from '../../../src/features/auth';
import { fakeIdentity, renderApp } from '../ui/renderApp';

async function open(path: string, setup: Parameters<typeof renderApp>[1] = { user: null }) {
  const view = renderApp(path, setup);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

/** The error shown next to a field: tied to it by aria-describedby, and announced (role alert). */
function errorOf(label: string) {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  // Described by its hint (if any) and its error: the error is the one announced.
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
  const error = described.find((element) => element?.getAttribute('role') === 'alert');
  expect(error).toBeDefined();
  return error?.textContent;
}

describe('login form', () => {
  it('keeps the exact labels and links', async () => {
    await open('/login');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u202f?' })).toHaveAttribute('href', '/auth/ForgotPassword');
    expect(screen.getByRole('link', { name: 'Pas encore de compte\u202f? Créer un compte' })).toHaveAttribute('href', '/signup');
  });

  it('says what is missing next to each field, without calling the provider', async () => {
    const { user, identity } = await open('/login');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(errorOf('Adresse e-mail')).toBe('Saisissez votre adresse e-mail.');
    expect(errorOf('Mot de passe')).toBe('Saisissez votre mot de passe.');
    expect(identity.signIn).not.toHaveBeenCalled();
  });

  it('shows progress and cannot be submitted twice', async () => {
    let finish: (result: IdentityResult<IdentityUser>) => void = () => undefined;
    const identity = fakeIdentity({ signIn: jest.fn(() => new Promise<IdentityResult<IdentityUser>>((resolve) => (finish = resolve))) });
    const { user } = await open('/login', { user: null, identity });
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const busy = screen.getByRole('button', { name: 'Connexion en cours…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(identity.signIn).toHaveBeenCalledTimes(1);
    finish({ value: null, error: 'auth/invalid-credential' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
  });

  it('says in French that the sign-in service cannot be reached, and keeps what was typed (product §19.6)', async () => {
    const identity = fakeIdentity({ signIn: jest.fn(async () => ({ value: null, error: 'auth/network-request-failed' })) });
    const { user } = await open('/login', { user: null, identity });
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connexion au service impossible. Vérifiez votre réseau et réessayez.');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('camille@exemple.fr');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('secret1');
  });

  it('says why signing in takes long when the profile call waits for a service', async () => {
    // Signed in at the provider, profile not loaded yet: the auth state is still "loading".
    const { store } = await open('/login', {});
    expect(screen.queryByText(/injoignable/)).toBeNull();
    act(() => {
      store.dispatch(profileServiceUnreachable({ service: 'api', retryInSeconds: 5 }));
    });
    expect(screen.getByText('Le service SimuSession est momentanément injoignable. Nouvelle tentative dans 5 s…')).toHaveAttribute('role', 'status');
  });

  it('lets the person give up and sign out while the profile call waits for a service', async () => {
    const { store, identity, user } = await open('/login', {});
    expect(screen.queryByRole('button', { name: 'Déconnexion' })).toBeNull();
    act(() => {
      store.dispatch(profileServiceUnreachable({ service: 'api', retryInSeconds: 5 }));
    });
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.status).toBe('signedOut');
    expect(screen.queryByText(/injoignable/)).toBeNull();
  });

  it('tells a person whose e-mail is not verified to verify it', async () => {
    await open('/login', { user: null, signOutReason: 'emailNotVerified' });
    expect(screen.getByRole('alert')).toHaveTextContent("Votre adresse e-mail n’est pas encore vérifiée.");
  });
});

describe('sign-up and password reset', () => {
  const signups: unknown[] = [];
  const server = setupServer(
    http.post('http://localhost/api/signup', async ({ request }) => {
      const body = (await request.json()) as { email: string };
      signups.push(body);
      if (body.email === 'limite@exemple.fr') {
        return HttpResponse.json({ success: false, message: 'Trop de tentatives d’inscription\u00a0: réessayez plus tard.' }, { status: 429, headers: { 'Retry-After': '3600' } });
      }
      return HttpResponse.json({ success: true, message: '', data: { email: body.email, verification_sent: true } });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    signups.length = 0;
  });
  afterAll(() => server.close());

  async function fillSignup(user: ReturnType<typeof userEvent.setup>, email: string, { password = 'secret-1', confirmation }: { password?: string; confirmation?: string } = {}) {
    await user.type(screen.getByLabelText('Prénom'), 'Camille');
    await user.type(screen.getByLabelText('Nom'), 'Durand');
    await user.type(screen.getByLabelText('Adresse e-mail'), email);
    await user.type(screen.getByLabelText('Mot de passe'), password);
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), confirmation ?? password);
  }

  it('says the password rule before, asks for 8 characters at least, the same twice, and the CGU; nothing is sent before', async () => {
    const { user } = await open('/signup');
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Au moins 8\u00a0caractères.');
    await fillSignup(user, 'camille@exemple.fr', { password: 'secret7', confirmation: 'secret8' });
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(errorOf('Mot de passe')).toBe('Le mot de passe doit contenir au moins 8\u00a0caractères.');
    expect(errorOf('Confirmer le mot de passe')).toBe('Les deux mots de passe ne sont pas identiques.');
    expect(screen.getByText('Acceptez les conditions générales d’utilisation pour créer votre compte.')).toBeInTheDocument();
    expect(signups).toEqual([]);
  });

  it('creates the account and says to open the e-mailed link; a refused attempt gets the server’s French reason and keeps the form', async () => {
    const { user } = await open('/signup');
    await fillSignup(user, 'limite@exemple.fr');
    await user.click(screen.getByRole('checkbox', { name: 'J’accepte les conditions générales d’utilisation' }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives d’inscription : réessayez plus tard.');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');

    await user.clear(screen.getByLabelText('Adresse e-mail'));
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Un e-mail de confirmation a été envoyé à camille@exemple.fr');
    expect(signups[1]).toEqual({ firstname: 'Camille', name: 'Durand', email: 'camille@exemple.fr', password: 'secret-1', role: 'enseignant', cgu: true });
  });

  it('answers a reset request without telling whether the account exists', async () => {
    const { user } = await open('/auth/ForgotPassword');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(errorOf('Adresse e-mail')).toBe('Saisissez votre adresse e-mail.');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Si un compte existe pour cette adresse');
  });
});
