import { useId, type ComponentProps, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Button } from './buttons';
import { useHydrated } from './hydration';

const FieldWrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const controlStyle = css`
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.mutedText};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  &[aria-invalid='true'] {
    border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  ${controlStyle}
`;

const TextArea = styled.textarea`
  ${controlStyle}
  padding: ${({ theme }) => theme.space.sm};
  resize: vertical;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FormAlert = styled.p<{ $tone?: 'error' | 'success' }>`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: ${({ theme }) => theme.border.accent} solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSurface : theme.colors.dangerSurface)};
`;

// Never sent by the browser itself (the app handles submission); should it happen, no field goes into a URL.
export const Form = styled.form.attrs({ method: 'post' })`
  max-width: ${({ theme }) => theme.layout.formWidth};
`;

const SubmitButtonBase = styled(Button).attrs({ type: 'submit' })``;

/**
 * Disabled until the app has started: on a pre-rendered page, pressing Enter or the button before
 * then would otherwise do nothing useful (or let the browser send the form).
 */
export function SubmitButton({ disabled, ...props }: ComponentProps<typeof SubmitButtonBase>) {
  const started = useHydrated();
  return <SubmitButtonBase {...props} disabled={disabled === true || !started} />;
}

type Described = { label: string; error?: string | null };

/** Label, control and error, tied together: the error is announced and read with the control. */
function FieldShell({ label, error, children }: Described & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldWrapper>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrapper>
  );
}

// On a pre-rendered page, what is typed before the app starts would be wiped when React takes the
// page over: the controls wait for it (a moment, and only on a first visit to that page).
export function Field({ label, error, disabled, ...input }: InputHTMLAttributes<HTMLInputElement> & Described) {
  const started = useHydrated();
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled === true || !started}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({ label, error, disabled, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & Described) {
  const started = useHydrated();
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy }) => (
        <TextArea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled === true || !started}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
