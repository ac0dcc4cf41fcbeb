import { useState, type FormEvent } from 'react';
import { passwordRuleMessages } from '../../../contract/messages';
import { passwordMessages as t } from '../../config/messages/personalData';
import { identityErrorMessage, newPasswordError, useIdentity } from '../auth';
import { Field, Form, FormAlert, SubmitButton } from '../../ui/forms';

type Errors = { current?: string | null; next?: string | null; again?: string | null };

/** What the form says about the provider's refusal: a wrong current password, a weak new one, or its general wording. */
export function passwordChangeError(code: string): { field: keyof Errors | null; text: string } {
  if (code === 'auth/invalid-credential' || code === 'auth/wrong-password') return { field: 'current', text: t.wrongCurrent };
  if (code === 'auth/weak-password') return { field: 'next', text: t.weak };
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
      current: current ? null : t.currentRequired,
      next: newPasswordError(next) && t.tooShort,
      again: !newPasswordError(next) && again !== next ? t.mismatch : null,
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
      setOutcome({ tone: 'success', text: t.done });
      return;
    }
    const refusal = passwordChangeError(result.error);
    if (refusal.field) setErrors({ [refusal.field]: refusal.text });
    setOutcome({ tone: 'error', text: refusal.text });
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="password-title">
      <h2 id="password-title">{t.title}</h2>
      <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
      <Field label={t.current} type="password" autoComplete="current-password" value={current} error={errors.current} onChange={(event) => setCurrent(event.target.value)} />
      <Field label={t.next} type="password" autoComplete="new-password" hint={passwordRuleMessages.hint} value={next} error={errors.next} onChange={(event) => setNext(event.target.value)} />
      <Field label={t.again} type="password" autoComplete="new-password" value={again} error={errors.again} onChange={(event) => setAgain(event.target.value)} />
      <SubmitButton disabled={busy}>{busy ? t.submitting : t.submit}</SubmitButton>
    </Form>
  );
}
