import { useState, type FormEvent } from 'react';
import { passwordRuleMessages } from '../../../contract/passwords';
import { passwordMessages } from '../../config/messages/personalData';
import { identityErrorMessage, newPasswordError, useIdentity } from '../auth';
import { Field, Form, FormAlert, SubmitButton } from '../../ui/forms';

type Errors = { current?: string | null; next?: string | null; again?: string | null };

/** What the form says about the provider's refusal: a wrong current password, a weak new one, or its general wording. */
export function passwordChangeError(code: string): { field: keyof Errors | null; text: string } {
  if (code === 'auth/invalid-credential' || code === 'auth/wrong-password') return { field: 'current', text: passwordMessages.wrongCurrent };
  if (code === 'auth/weak-password') return { field: 'next', text: passwordMessages.weak };
  return { field: null, text: identityErrorMessage(code) };
}

/** Current password, then the new one twice: checked here, then by the identity provider (which asks for the current one again). */
export function PasswordForm() {
  const identity = useIdentity();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found: Errors = {
      current: current ? null : passwordMessages.currentRequired,
      next: newPasswordError(next) && passwordMessages.tooShort,
      again: !newPasswordError(next) && again !== next ? passwordMessages.mismatch : null,
    };
    setErrors(found);
    if (found.current || found.next || found.again) return;
    setBusy(true);
    const result = await identity.changePassword(current, next);
    setBusy(false);
    if (result.error === null) {
      setCurrent('');
      setNext('');
      setAgain('');
      setOutcome({ tone: 'success', text: passwordMessages.done });
      return;
    }
    const refusal = passwordChangeError(result.error);
    if (refusal.field) setErrors({ [refusal.field]: refusal.text });
    setOutcome({ tone: 'error', text: refusal.text });
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="password-title">
      <h2 id="password-title">{passwordMessages.title}</h2>
      <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
      <Field label={passwordMessages.current} type="password" autoComplete="current-password" value={current} error={errors.current} onChange={(event) => setCurrent(event.target.value)} />
      <Field label={passwordMessages.next} type="password" autoComplete="new-password" hint={passwordRuleMessages.hint} value={next} error={errors.next} onChange={(event) => setNext(event.target.value)} />
      <Field label={passwordMessages.again} type="password" autoComplete="new-password" value={again} error={errors.again} onChange={(event) => setAgain(event.target.value)} />
      <SubmitButton disabled={busy}>{busy ? passwordMessages.submitting : passwordMessages.submit}</SubmitButton>
    </Form>
  );
}
