import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionLinkFrom } from '../../../src/features/auth';
import { fakeIdentity, renderApp } from '../ui/renderApp';

describe('actionLinkFrom', () => {
  test.each([
    ['?mode=resetPassword&oobCode=abc', { kind: 'action', mode: 'resetPassword', code: 'abc' }],
    ['?mode=verifyEmail&oobCode=abc&lang=fr', { kind: 'action', mode: 'verifyEmail', code: 'abc' }],
    ['?mode=recoverEmail&oobCode=abc', { kind: 'action', mode: 'recoverEmail', code: 'abc' }],
    ['?mode=resetPassword', { kind: 'malformed' }],
    ['?mode=signIn&oobCode=abc', { kind: 'malformed' }],
    ['?oobCode=abc', { kind: 'malformed' }],
    ['', { kind: 'malformed' }],
  ])('%s → %j', (search, expected) => {
    expect(actionLinkFrom(search)).toEqual(expected);
  });
});

describe('/actionmanager', () => {
  const actions = (overrides: Partial<ReturnType<typeof fakeIdentity>['accountActions']>) =>
    fakeIdentity({
      accountActions: {
        inspect: jest.fn(async () => ({ value: { operation: 'PASSWORD_RESET', email: 'lea@actif.demo.test', previousEmail: null }, error: null })),
        resetPassword: jest.fn(async () => ({ value: true as const, error: null })),
        apply: jest.fn(async () => ({ value: true as const, error: null })),
        ...overrides,
      },
    });

  it('resetPassword: asks the new password twice, says when they differ, then saves it and offers to sign in', async () => {
    const identity = actions({});
    const user = userEvent.setup();
    renderApp('/actionmanager?mode=resetPassword&oobCode=code-1', { user: null, identity });
    expect(await screen.findByText('Pour le compte lea@actif.demo.test.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'secret-2026');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'secret-2027');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(screen.getByText('Les deux mots de passe ne sont pas identiques.')).toBeInTheDocument();
    expect(identity.accountActions.resetPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirmer le mot de passe'));
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'secret-2026');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Votre mot de passe est enregistré. Vous pouvez vous connecter.')).toBeInTheDocument();
    expect(identity.accountActions.resetPassword).toHaveBeenCalledWith('code-1', 'secret-2026');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('a password under 8 characters is refused before anything is sent, as the field says beforehand', async () => {
    const identity = actions({});
    const user = userEvent.setup();
    renderApp('/actionmanager?mode=resetPassword&oobCode=code-1', { user: null, identity });
    const field = await screen.findByLabelText('Nouveau mot de passe');
    expect(field).toHaveAccessibleDescription('Au moins 8\u00a0caractères.');
    await user.type(field, 'abcdefg');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Le mot de passe doit contenir au moins 8\u00a0caractères.');
    expect(identity.accountActions.resetPassword).not.toHaveBeenCalled();
    expect(field).toHaveValue('abcdefg');
  });

  it('a password the provider finds weak gets its French reason, and the form stays filled', async () => {
    const identity = actions({ resetPassword: jest.fn(async () => ({ value: null, error: 'auth/weak-password' })) });
    const user = userEvent.setup();
    renderApp('/actionmanager?mode=resetPassword&oobCode=code-1', { user: null, identity });
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Le mot de passe doit contenir au moins 8\u00a0caractères.');
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('abcdefgh');
  });

  it('an expired or used link says so and what to do next', async () => {
    const identity = actions({ inspect: jest.fn(async () => ({ value: null, error: 'auth/expired-action-code' })) });
    renderApp('/actionmanager?mode=resetPassword&oobCode=old', { user: null, identity });
    expect(await screen.findByRole('heading', { name: 'Ce lien n’est plus valable' })).toBeInTheDocument();
    expect(screen.getByText(/Demandez à votre administrateur de renvoyer l’invitation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/auth/ForgotPassword');
  });

  it('verifyEmail applies the code and offers to sign in', async () => {
    const identity = actions({});
    renderApp('/actionmanager?mode=verifyEmail&oobCode=v-1', { user: null, identity });
    expect(await screen.findByText('Votre adresse e-mail est vérifiée. Vous pouvez vous connecter.')).toBeInTheDocument();
    expect(identity.accountActions.apply).toHaveBeenCalledWith('v-1');
  });

  it('an incomplete link says so without asking the provider', async () => {
    const identity = actions({});
    renderApp('/actionmanager?mode=resetPassword', { user: null, identity });
    expect(await screen.findByRole('heading', { name: 'Ce lien est incomplet' })).toBeInTheDocument();
    expect(identity.accountActions.inspect).not.toHaveBeenCalled();
  });
});
