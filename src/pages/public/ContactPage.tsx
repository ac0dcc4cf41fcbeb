import { useState, type FormEvent } from 'react';
import { formMessages } from '../../config/messages/common';
import { contactMessages as t } from '../../config/messages/contact';
import { Field, Form, FormAlert, SubmitButton, TextAreaField } from '../../ui/forms';
import { RoutePage } from '../RoutePage';
import { contactErrors, firstInvalidField, mailtoHref, type ContactDraft, type ContactErrors } from './contactForm';

const NO_ERRORS: ContactErrors = { name: null, email: null, message: null };

export default function ContactPage() {
  const [draft, setDraft] = useState<ContactDraft>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<ContactErrors>(NO_ERRORS);
  // The draft the visitor tried to send: kept on screen, and offered to their mail client.
  const [unsent, setUnsent] = useState<ContactDraft | null>(null);
  const edit = (field: keyof ContactDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = contactErrors(draft);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      const control = event.currentTarget.elements.namedItem(invalid);
      if (control instanceof HTMLElement) control.focus();
      setUnsent(null);
      return;
    }
    setUnsent(draft);
  }

  return (
    <RoutePage lead={t.lead}>
      {unsent && (
        <FormAlert role="alert">
          {t.notSent} <a href={mailtoHref(unsent)}>{t.mailAction}</a>
        </FormAlert>
      )}
      <Form noValidate onSubmit={submit}>
        <Field label={t.nameLabel} name="name" autoComplete="name" value={draft.name} onChange={edit('name')} error={errors.name} />
        <Field
          label={formMessages.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          value={draft.email}
          onChange={edit('email')}
          error={errors.email}
        />
        <TextAreaField label={t.messageLabel} name="message" rows={8} value={draft.message} onChange={edit('message')} error={errors.message} />
        <SubmitButton type="submit">{t.send}</SubmitButton>
      </Form>
    </RoutePage>
  );
}
