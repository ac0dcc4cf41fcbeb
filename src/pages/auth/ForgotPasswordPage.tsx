import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { authPagesMessages } from '../../config/messages/authPages';
import { PATHS, routeForPath } from '../../config/routes';
import { formMessages } from '../../config/messages/forms';
import { emailError, identityErrorMessage, useIdentity } from '../../features/auth';
import { Field, Form, FormAlert, SubmitButton } from '../../ui/forms';
import { AuthLayout } from '../../ui/AuthLayout';

// An unknown address gets the same answer as a known one, so that accounts cannot be probed.
const SILENT_ERRORS = new Set(['auth/user-not-found', 'auth/invalid-credential']);

// The heading and lead are the route table's (the menu's and the tab's words).
const route = routeForPath(PATHS.forgotPassword);

export default function ForgotPasswordPage() {
  const identity = useIdentity();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const fieldError = emailError(email);
    setError(fieldError);
    setOutcome(null);
    if (fieldError) return;
    setSubmitting(true);
    const result = await identity.sendPasswordReset(email.trim());
    setSubmitting(false);
    setOutcome(
      result.error && !SILENT_ERRORS.has(result.error)
        ? { tone: 'error', text: identityErrorMessage(result.error) }
        : { tone: 'success', text: formMessages.resetSent },
    );
  }

  return (
    <AuthLayout title={route?.title ?? ''} lead={route?.summary} panel={authPagesMessages.forgotPassword}>
      {outcome && (
        <FormAlert role={outcome.tone === 'error' ? 'alert' : 'status'} $tone={outcome.tone}>
          {outcome.text}
        </FormAlert>
      )}
      <Form noValidate onSubmit={submit} aria-busy={submitting}>
        <Field label={formMessages.emailLabel} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
        <SubmitButton type="submit" disabled={submitting}>
          {submitting ? formMessages.sendingReset : formMessages.sendReset}
        </SubmitButton>
      </Form>
      <p>
        <Link to={PATHS.login}>{formMessages.backToLogin}</Link>
      </p>
    </AuthLayout>
  );
}
