import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { authPagesMessages } from '../../config/messages/authPages';
import { PATHS, routeForPath } from '../../config/routes';
import { authMessages } from '../../config/messages/common';
import { formMessages } from '../../config/messages/forms';
import {
  emailError,
  identityErrorMessage,
  OutageSignOut,
  passwordError,
  selectAuthStatus,
  selectOutageMessage,
  selectSignOutReason,
  useIdentity,
} from '../../features/auth';
import { Actions } from '../../ui/buttons';
import { Field, Form, FormAlert, SubmitButton } from '../../ui/forms';
import { useFormDraft } from '../../ui/useFormDraft';
import { AuthLayout } from '../../ui/AuthLayout';

// The route table's words, read by the page's own path: `/auth/login` shows this page too, under its alias's summary.
const route = routeForPath(PATHS.login);

export default function LoginPage() {
  const identity = useIdentity();
  const authStatus = useSelector(selectAuthStatus);
  const signOutReason = useSelector(selectSignOutReason);
  // Signed in at the provider, but the profile call waits for a service (docs/product.md §19.6): say why it takes long.
  const outage = useSelector(selectOutageMessage);
  const { draft, setErrors, text } = useFormDraft<{ email: string; password: string }, { email?: string | null; password?: string | null }>({ email: '', password: '' });
  const { email, password } = draft;
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // After a successful sign-in the app checks the profile; the guard then moves on.
  const busy = submitting || (authStatus === 'loading' && email !== '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const fieldErrors = { email: emailError(email), password: passwordError(password) };
    setErrors(fieldErrors);
    setFailure(null);
    if (fieldErrors.email || fieldErrors.password) return;
    setSubmitting(true);
    const result = await identity.signIn(email.trim(), password);
    setSubmitting(false);
    if (result.error) setFailure(identityErrorMessage(result.error));
  }

  return (
    <AuthLayout title={route?.title ?? ''} lead={route?.summary} panel={authPagesMessages.login}>
      {signOutReason === 'emailNotVerified' && !busy && <FormAlert role="alert">{authMessages.emailNotVerified}</FormAlert>}
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      {outage && (
        <>
          <FormAlert role="status">{outage}</FormAlert>
          <Actions>
            <OutageSignOut />
          </Actions>
        </>
      )}
      <Form noValidate onSubmit={submit} aria-busy={busy}>
        <Field label={formMessages.emailLabel} type="email" name="email" autoComplete="email" {...text('email')} />
        <Field label={formMessages.passwordLabel} type="password" name="password" autoComplete="current-password" {...text('password')} />
        <SubmitButton type="submit" disabled={busy}>
          {busy ? formMessages.signingIn : formMessages.signIn}
        </SubmitButton>
      </Form>
      <p>
        <Link to={PATHS.forgotPassword}>{formMessages.forgotPassword}</Link>
      </p>
      <p>
        <Link to={PATHS.signup}>{formMessages.noAccount}</Link>
      </p>
    </AuthLayout>
  );
}
