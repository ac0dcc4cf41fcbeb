import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../config/routes';
import { formMessages as t } from '../../config/messages/common';
import { emailError, identityErrorMessage, passwordError, useIdentity } from '../../features/auth';
import { Field, Form, FormAlert, SubmitButton } from '../../ui/forms';
import { Page } from '../../ui/Page';

export default function SignupPage() {
  const identity = useIdentity();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email: string | null; password: string | null }>({ email: null, password: null });
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const fieldErrors = { email: emailError(email), password: passwordError(password, { minLength: 6 }) };
    setErrors(fieldErrors);
    setOutcome(null);
    if (fieldErrors.email || fieldErrors.password) return;
    setSubmitting(true);
    const result = await identity.createAccount(email.trim(), password);
    setSubmitting(false);
    setOutcome(
      result.error ? { tone: 'error', text: identityErrorMessage(result.error) } : { tone: 'success', text: t.signUpDone },
    );
  }

  return (
    <Page title="Créer un compte" lead="Créez votre compte SimuSession avec votre adresse e-mail.">
      {outcome && (
        <FormAlert role={outcome.tone === 'error' ? 'alert' : 'status'} $tone={outcome.tone}>
          {outcome.text}
        </FormAlert>
      )}
      <Form noValidate onSubmit={submit} aria-busy={submitting}>
        <Field label={t.emailLabel} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <Field label={t.passwordLabel} type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        <SubmitButton type="submit" disabled={submitting}>
          {submitting ? t.signingUp : t.signUp}
        </SubmitButton>
      </Form>
      <p>
        <Link to={PATHS.login}>{t.haveAccount}</Link>
      </p>
    </Page>
  );
}
