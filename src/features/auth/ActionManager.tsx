/**
 * `/actionmanager` (docs/product.md §11): applies the identity provider's e-mailed links — choose a
 * password (an invitation or a reset), confirm an address, restore a changed address — and says what
 * to do next, in French, when a link is incomplete, expired or already used.
 */
import { passwordRuleMessages } from '../../../contract/passwords';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { actionManagerMessages } from '../../config/messages/actionManager';
import { PATHS } from '../../config/routes';
import { Actions, ButtonLink } from '../../ui/buttons';
import { Callout } from '../../ui/content';
import { Field, Form, FormAlert, SubmitButton } from '../../ui/forms';
import { useHydrated } from '../../ui/hydration';
import { actionLinkFrom, isDeadLink } from './actionLink';
import { identityErrorMessage } from './identityErrors';
import { useIdentity } from './IdentityContext';
import { newPasswordError } from './validation';
import { Loading } from '../../ui/states';

type Step =
  | { kind: 'checking' }
  | { kind: 'malformed' }
  | { kind: 'dead'; invitation: boolean }
  | { kind: 'choosePassword'; email: string | null }
  | { kind: 'done'; text: string }
  | { kind: 'failed' };

/** The button and the link beside it, apart and on one line with each other (the link centred on the button). */
const NextRow = styled(Actions)`
  align-items: center;
  column-gap: ${({ theme }) => theme.space.lg};
  margin-bottom: 0;
`;

function NextSteps({ forgot = true }: { forgot?: boolean }) {
  return (
    <NextRow>
      <ButtonLink to={PATHS.login}>{actionManagerMessages.signIn}</ButtonLink>
      {forgot && <Link to={PATHS.forgotPassword}>{actionManagerMessages.forgot}</Link>}
    </NextRow>
  );
}

function ChoosePassword({ code, email, onDone }: { code: string; email: string | null; onDone: (step: Step) => void }) {
  const identity = useIdentity();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirmation?: string | null }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: newPasswordError(password),
      confirmation: confirmation === password ? null : actionManagerMessages.mismatch,
    };
    setErrors(found);
    setRefusal(null);
    if (found.password || found.confirmation) return;
    setSaving(true);
    const result = await identity.accountActions.resetPassword(code, password);
    setSaving(false);
    if (!result.error) return onDone({ kind: 'done', text: actionManagerMessages.resetDone });
    if (isDeadLink(result.error)) return onDone({ kind: 'dead', invitation: true });
    setRefusal(identityErrorMessage(result.error));
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="choose-password">
      <h2 id="choose-password">{actionManagerMessages.resetTitle}</h2>
      {email && <p>{actionManagerMessages.resetFor(email)}</p>}
      {refusal && (
        <FormAlert role="alert" $tone="error">
          {refusal}
        </FormAlert>
      )}
      <Field label={actionManagerMessages.newPassword} type="password" autoComplete="new-password" hint={passwordRuleMessages.hint} value={password} error={errors.password} onChange={(event) => setPassword(event.target.value)} />
      <Field label={actionManagerMessages.confirmPassword} type="password" autoComplete="new-password" value={confirmation} error={errors.confirmation} onChange={(event) => setConfirmation(event.target.value)} />
      <SubmitButton disabled={saving}>{saving ? actionManagerMessages.saving : actionManagerMessages.save}</SubmitButton>
    </Form>
  );
}

export function ActionManager() {
  const identity = useIdentity();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const link = actionLinkFrom(search);
  const linkKey = link.kind === 'action' ? `${link.mode}:${link.code}` : 'malformed';

  useEffect(() => {
    // Pre-rendered without a query: nothing to read until the browser has the real URL.
    if (!hydrated) return;
    const current = actionLinkFrom(search);
    if (current.kind === 'malformed') return;
    let cancelled = false;
    const settle = (next: Step) => !cancelled && setStep(next);
    void (async () => {
      const info = await identity.accountActions.inspect(current.code);
      if (info.error !== null) return settle(isDeadLink(info.error) ? { kind: 'dead', invitation: current.mode === 'resetPassword' } : { kind: 'failed' });
      if (current.mode === 'resetPassword') return settle({ kind: 'choosePassword', email: info.value.email });
      const applied = await identity.accountActions.apply(current.code);
      if (applied.error !== null) return settle(isDeadLink(applied.error) ? { kind: 'dead', invitation: false } : { kind: 'failed' });
      settle({ kind: 'done', text: current.mode === 'verifyEmail' ? actionManagerMessages.verifyDone : actionManagerMessages.recoverDone(info.value.email ?? '') });
    })();
    return () => {
      cancelled = true;
    };
    // The link, not the object re-created at each render, decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, linkKey, identity]);

  // An incomplete link is known from the URL alone, once the browser has it.
  const shown: Step = hydrated && link.kind === 'malformed' ? { kind: 'malformed' } : step;
  switch (shown.kind) {
    case 'checking':
      return <Loading>{actionManagerMessages.checking}</Loading>;
    case 'malformed':
      return (
        <Callout $tone="warning" role="alert">
          <h2>{actionManagerMessages.malformedTitle}</h2>
          <p>{actionManagerMessages.malformed}</p>
          <NextSteps />
        </Callout>
      );
    case 'dead':
      return (
        <Callout $tone="warning" role="alert">
          <h2>{actionManagerMessages.expiredTitle}</h2>
          <p>{actionManagerMessages.expired}</p>
          {shown.invitation && <p>{actionManagerMessages.expiredInvitation}</p>}
          <NextSteps />
        </Callout>
      );
    case 'failed':
      return (
        <Callout $tone="warning" role="alert">
          <p>{actionManagerMessages.failed}</p>
          <NextSteps />
        </Callout>
      );
    case 'choosePassword':
      return link.kind === 'action' ? <ChoosePassword code={link.code} email={shown.email} onDone={setStep} /> : null;
    case 'done':
      return (
        <Callout role="status">
          <p>{shown.text}</p>
          <NextSteps forgot={false} />
        </Callout>
      );
  }
}
