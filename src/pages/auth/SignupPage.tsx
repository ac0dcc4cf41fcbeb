/**
 * `/signup` (docs/product.md §11): a free account — first name, name, e-mail, password twice, who you are,
 * the CGU accepted. The server makes the identity account and the profile together and e-mails the link
 * that verifies the address; the page then says what to do next. What was typed stays on a refusal.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { passwordRuleMessages } from '../../../contract/passwords';
import type { SignupBody } from '../../../contract/schemas/signup';
import { formMessages } from '../../config/messages/forms';
import { authPagesMessages } from '../../config/messages/authPages';
import { PATHS, routeForPath } from '../../config/routes';
import { emailError, newPasswordError, useSignUpMutation } from '../../features/auth';
import { refusalMessage } from '../../lib/api';
import { Field, Form, FormAlert, RadioGroup, SubmitButton } from '../../ui/forms';
import { useFormDraft } from '../../ui/useFormDraft';
import { AuthLayout } from '../../ui/AuthLayout';

/** The terms' box: the size of the role's radios, its sentence beside it (and the link after, wrapping under it). */
const Consent = styled.p`
  label {
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0 ${({ theme }) => theme.space.sm} 0 0;
    vertical-align: -0.2em;
  }
`;

type Draft = { firstname: string; name: string; email: string; password: string; confirmation: string; role: SignupBody['role']; cgu: boolean };
type Errors = Partial<Record<keyof Draft, string | null>>;

/** The same rules as the contract's schema, said in French before anything is sent. */
export function signupErrors(draft: Draft): Errors {
  return {
    firstname: draft.firstname.trim() ? null : formMessages.firstnameRequired,
    name: draft.name.trim() ? null : formMessages.nameRequired,
    email: emailError(draft.email),
    password: newPasswordError(draft.password),
    confirmation: draft.confirmation === draft.password ? null : formMessages.passwordsDiffer,
    cgu: draft.cgu ? null : formMessages.cguRequired,
  };
}

const route = routeForPath(PATHS.signup);

export default function SignupPage() {
  const { draft, errors, setErrors, set, text } = useFormDraft<Draft, Errors>({ firstname: '', name: '', email: '', password: '', confirmation: '', role: 'enseignant', cgu: false });
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [signUp, { isLoading }] = useSignUpMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    const found = signupErrors(draft);
    setErrors(found);
    setOutcome(null);
    if (Object.values(found).some(Boolean)) return;
    try {
      const result = await signUp({
        firstname: draft.firstname.trim(),
        name: draft.name.trim(),
        email: draft.email.trim(),
        password: draft.password,
        role: draft.role,
        cgu: true,
      }).unwrap();
      setOutcome(result.verification_sent ? { tone: 'success', text: formMessages.signUpSent(result.email) } : { tone: 'error', text: formMessages.signUpNotSent(result.email) });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(error, formMessages.signUpFailed) });
    }
  }

  return (
    <AuthLayout title={route?.title ?? ''} lead={route?.summary} panel={authPagesMessages.signup}>
      {outcome && (
        <FormAlert role={outcome.tone === 'error' ? 'alert' : 'status'} $tone={outcome.tone}>
          {outcome.text}
        </FormAlert>
      )}
      {outcome?.tone !== 'success' && (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
          <Field label={formMessages.firstnameLabel} name="given-name" autoComplete="given-name" {...text('firstname')} />
          <Field label={formMessages.nameLabel} name="family-name" autoComplete="family-name" {...text('name')} />
          <Field label={formMessages.emailLabel} type="email" name="email" autoComplete="email" {...text('email')} />
          <Field label={formMessages.passwordLabel} type="password" name="password" autoComplete="new-password" hint={passwordRuleMessages.hint} {...text('password')} />
          <Field
            label={formMessages.confirmPasswordLabel}
            type="password"
            name="confirmation"
            autoComplete="new-password"
            {...text('confirmation')}
          />
          <RadioGroup
            legend={formMessages.roleLegend}
            name="role"
            inline
            value={draft.role}
            options={[
              { value: 'enseignant', label: formMessages.roleTeacher },
              { value: 'etudiant', label: formMessages.roleStudent },
            ]}
            onChange={(role) => set('role', role)}
          />
          <Consent>
            <label>
              <input
                type="checkbox"
                checked={draft.cgu}
                aria-invalid={errors.cgu ? true : undefined}
                aria-describedby={errors.cgu ? 'cgu-error' : undefined}
                onChange={(e) => set('cgu', e.target.checked)}
              />{' '}
              {formMessages.cguAccept}
            </label>{' '}
            (<Link to={PATHS.useTerms}>{formMessages.cguLink}</Link>)
          </Consent>
          {errors.cgu && (
            <p id="cgu-error" role="alert">
              {errors.cgu}
            </p>
          )}
          <SubmitButton disabled={isLoading}>{isLoading ? formMessages.signingUp : formMessages.signUp}</SubmitButton>
        </Form>
      )}
      <p>
        <Link to={PATHS.login}>{formMessages.haveAccount}</Link>
      </p>
    </AuthLayout>
  );
}
