/**
 * The demo request of the contact page: name, e-mail, organisation, role, an optional message and the
 * consent to be contacted, checked in French beside each field before anything is sent, then sent to
 * the team (`POST /api/demo-requests`). Nothing typed is lost to a refusal or a failed call; the
 * confirmation replaces the form and takes the focus, so a screen reader hears it at once.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isEmailAddress } from '../../../contract/emailAddress';
import { DEMO_REQUEST_LIMITS, DEMO_REQUEST_ROLES, type DemoRequestRole } from '../../../contract/contact';
import { formMessages } from '../../config/messages/forms';
import { demoRequestFormMessages } from '../../config/messages/contact';
import { refusalMessage } from '../../lib/api';
import { Button } from '../../ui/buttons';
import { Field, FieldError, FieldHint, Fieldset, FormAlert, RadioGroup, SubmitButton, TextAreaField } from '../../ui/forms';
import { useFormDraft } from '../../ui/useFormDraft';
import { useHydrated } from '../../ui/hydration';
import { useRequestDemoMutation } from './demoRequestApi';

export type DemoRequestDraft = {
  name: string;
  email: string;
  organisation: string;
  role: DemoRequestRole | null;
  message: string;
  consent: boolean;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
};

export type DemoRequestErrors = Partial<Record<'name' | 'email' | 'organisation' | 'role' | 'message' | 'consent', string>>;

export const EMPTY_DEMO_REQUEST: DemoRequestDraft = { name: '', email: '', organisation: '', role: null, message: '', consent: false, website: '' };

/** The contract's rules (contract/schemas/demoRequests.ts), said in French before anything is sent. */
export function demoRequestErrors(draft: DemoRequestDraft): DemoRequestErrors {
  const errors: DemoRequestErrors = {};
  const name = draft.name.trim();
  const email = draft.email.trim();
  const organisation = draft.organisation.trim();
  if (!name) errors.name = demoRequestFormMessages.nameRequired;
  else if (name.length > DEMO_REQUEST_LIMITS.name) errors.name = demoRequestFormMessages.tooLong(DEMO_REQUEST_LIMITS.name);
  if (!email) errors.email = formMessages.emailRequired;
  else if (!isEmailAddress(email)) errors.email = formMessages.emailInvalid;
  if (!organisation) errors.organisation = demoRequestFormMessages.organisationRequired;
  else if (organisation.length > DEMO_REQUEST_LIMITS.organisation) errors.organisation = demoRequestFormMessages.tooLong(DEMO_REQUEST_LIMITS.organisation);
  if (draft.role === null) errors.role = demoRequestFormMessages.roleRequired;
  if (draft.message.trim().length > DEMO_REQUEST_LIMITS.message) errors.message = demoRequestFormMessages.tooLong(DEMO_REQUEST_LIMITS.message);
  if (!draft.consent) errors.consent = demoRequestFormMessages.consentRequired;
  return errors;
}

/** A radio or checkbox and its words, the whole line a target large enough for a finger. */
const Choice = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding-top: ${({ theme }) => theme.space.xs};
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.1rem 0 0;
  }
`;

/** Off the screen rather than `display: none`, which robots read as « skip me ». */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Confirmation = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSurface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const FormBox = styled.form.attrs({ method: 'post' })`
  /* Relative: the honeypot's offset is measured from here, never widening the page. */
  position: relative;
`;

const Intro = styled(FieldHint)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export function DemoRequestForm() {
  const { draft, setDraft, errors, setErrors, set, text } = useFormDraft<DemoRequestDraft, DemoRequestErrors>(EMPTY_DEMO_REQUEST);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestDemo, { isLoading }] = useRequestDemoMutation();
  const started = useHydrated();
  const id = useId();
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentTo !== null) confirmation.current?.focus();
  }, [sentTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    const found = demoRequestErrors(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || draft.role === null) return;
    const message = draft.message.trim();
    try {
      await requestDemo({
        name: draft.name.trim(),
        email: draft.email.trim(),
        organisation: draft.organisation.trim(),
        role: draft.role,
        ...(message ? { message } : {}),
        consent: true,
        ...(draft.website ? { website: draft.website } : {}),
      }).unwrap();
      setSentTo(draft.email.trim());
    } catch (error) {
      setFailure(refusalMessage(error, demoRequestFormMessages.failed));
    }
  }

  if (sentTo !== null) {
    return (
      <Confirmation ref={confirmation} tabIndex={-1} role="status" aria-labelledby={`${id}-envoyee`}>
        <h3 id={`${id}-envoyee`}>{demoRequestFormMessages.sentTitle}</h3>
        <p>{demoRequestFormMessages.sent(sentTo)}</p>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            setDraft(EMPTY_DEMO_REQUEST);
            setSentTo(null);
          }}
        >
          {demoRequestFormMessages.another}
        </Button>
      </Confirmation>
    );
  }

  const consentErrorId = `${id}-consent-error`;
  return (
    <FormBox noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading} aria-labelledby={`${id}-titre`}>
      <h3 id={`${id}-titre`}>{demoRequestFormMessages.title}</h3>
      <Intro>{demoRequestFormMessages.intro}</Intro>
      {failure && (
        <FormAlert role="alert" $tone="error">
          {failure}
        </FormAlert>
      )}
      <Field label={demoRequestFormMessages.nameLabel} name="name" autoComplete="name" {...text('name')} />
      <Field label={demoRequestFormMessages.emailLabel} type="email" name="email" autoComplete="email" {...text('email')} />
      <Field
        label={demoRequestFormMessages.organisationLabel}
        name="organization"
        autoComplete="organization"
        hint={demoRequestFormMessages.organisationHint}
        {...text('organisation')}
      />
      <RadioGroup
        legend={demoRequestFormMessages.roleLabel}
        name="role"
        value={draft.role}
        options={DEMO_REQUEST_ROLES.map((role) => ({ value: role, label: demoRequestFormMessages.roles[role] }))}
        error={errors.role}
        inline
        onChange={(role) => set('role', role)}
      />
      <TextAreaField
        label={demoRequestFormMessages.messageLabel}
        name="message"
        rows={4}
        hint={demoRequestFormMessages.messageHint}
        {...text('message')}
      />
      <Fieldset>
        <Choice>
          <input
            type="checkbox"
            name="consent"
            checked={draft.consent}
            disabled={!started}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            onChange={(e) => set('consent', e.target.checked)}
          />
          {demoRequestFormMessages.consentLabel}
        </Choice>
        {errors.consent && (
          <FieldError id={consentErrorId} role="alert">
            {errors.consent}
          </FieldError>
        )}
        <FieldHint>{demoRequestFormMessages.consentNote}</FieldHint>
      </Fieldset>
      <Honeypot aria-hidden="true">
        <label htmlFor={`${id}-website`}>{demoRequestFormMessages.honeypotLabel}</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" value={draft.website} onChange={(e) => set('website', e.target.value)} />
      </Honeypot>
      <SubmitButton disabled={isLoading}>{isLoading ? demoRequestFormMessages.sending : demoRequestFormMessages.send}</SubmitButton>
    </FormBox>
  );
}
