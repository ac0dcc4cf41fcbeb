import { CONTACT_EMAIL } from '../../config/messages/common';
import { contactMessages as t } from '../../config/messages/contact';
import { emailError } from '../../features/auth';

export type ContactDraft = { name: string; email: string; message: string };
export type ContactErrors = { [K in keyof ContactDraft]: string | null };

export const MESSAGE_MIN_LENGTH = 10;

export function contactErrors({ name, email, message }: ContactDraft): ContactErrors {
  const text = message.trim();
  return {
    name: name.trim() ? null : t.nameRequired,
    email: emailError(email),
    message: !text ? t.messageRequired : text.length < MESSAGE_MIN_LENGTH ? t.messageTooShort : null,
  };
}

export function firstInvalidField(errors: ContactErrors): keyof ContactDraft | null {
  return (Object.keys(errors) as (keyof ContactDraft)[]).find((field) => errors[field]) ?? null;
}

/** No contact API exists: the visitor's own mail client sends what they typed. */
export function mailtoHref({ name, email, message }: ContactDraft): string {
  const body = `${message.trim()}\n\n${name.trim()} <${email.trim()}>`;
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(t.mailSubject)}&body=${encodeURIComponent(body)}`;
}
