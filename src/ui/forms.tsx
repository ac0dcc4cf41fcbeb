import { useId, type ComponentProps, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { textLength, textLimitMessages } from '../../contract/textLimits';
import { Button } from './buttons';
import { useHydrated } from './hydration';

const FieldWrapper = styled.div`
  display: grid;
  /* Taller than its content in a row (a neighbour with a hint): label and control stay at the top, at their size. */
  align-content: start;
  /* In a grid or flex row, the field may shrink to its track instead of pushing it wider. */
  min-width: 0;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const controlStyle = css`
  /* A long option or value never widens the page beyond a phone's screen. */
  max-width: 100%;
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

const Select = styled.select`
  ${controlStyle}
  background: ${({ theme }) => theme.colors.background};
`;

const TextArea = styled.textarea`
  ${controlStyle}
  padding: ${({ theme }) => theme.space.sm};
  resize: vertical;
  /* As tall as what it holds (a comment is read whole, not through a four-line slot), within bounds: at least
     its rows to write in, at most about a screenful before it scrolls. Browsers without field-sizing keep rows. */
  field-sizing: content;
  min-height: calc(${({ rows }) => rows ?? 4}lh + 2 * ${({ theme }) => theme.space.sm} + 2px);
  max-height: 28rem;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
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

/**
 * A list's search and filters on one line where the width allows: the search field first and wider (its
 * label on one line), the selects after it, the button last, all on the fields' baseline; each control fills
 * its own place and never runs under its neighbour. Wraps on a narrow screen.
 */
export const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${({ theme }) => theme.space.md};
  /* A select is never narrower than its longest option (« Tous les statuts » cut to « Tous les statut » read as a
     typo): when the search, the filters and the button do not fit on one line, the button goes to the next. */
  > * {
    flex: 1 1 10rem;
  }
  > :first-child {
    flex: 2 1 18rem;
  }
  > :last-child {
    flex: none;
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  input,
  select {
    width: 100%;
  }
`;

const SubmitButtonBase = styled(Button).attrs({ type: 'submit' })``;

/**
 * Disabled until the app has started: on a pre-rendered page, pressing Enter or the button before
 * then would otherwise do nothing useful (or let the browser send the form).
 */
export function SubmitButton({ disabled, ...props }: ComponentProps<typeof SubmitButtonBase>) {
  return <SubmitButtonBase {...props} {...useStartingState(disabled)} />;
}

/**
 * A button of a pre-rendered page that is not a form's (« Afficher le graphe »): its HTML is there before
 * the app has started, and pressing it then would do nothing. Disabled until then, as SubmitButton.
 */
export function PageButton({ disabled, ...props }: Omit<ComponentProps<typeof Button>, 'type'>) {
  return <Button type="button" {...props} {...useStartingState(disabled)} />;
}

/** `data-starting`: the button keeps its colours while the page starts (buttons.ts), unlike an unavailable one. */
function useStartingState(disabled: boolean | undefined): { disabled: boolean; 'data-starting'?: '' } {
  const started = useHydrated();
  return { disabled: disabled === true || !started, ...(!started && disabled !== true ? { 'data-starting': '' as const } : {}) };
}

/**
 * `hint`: what the field expects, said before any error (a password's rule), read with the control.
 * `limit`: the field's limit in characters (contract/textLimits.ts): a counter « 1 234 / 2 000 » beside it,
 * and, past it, the field's error says so (the form must still refuse to send: `textLimitProblem`).
 */
type Described = { label: string; hint?: string; error?: string | null; disabled?: boolean; limit?: number };

const FieldFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0 0 0 auto;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.mutedText)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme, $over }) => ($over ? theme.font.weight.bold : 'inherit')};
`;

/** What every control of a field receives from its shell. */
type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; disabled: boolean };

/**
 * Label, control and error, tied together: the error is announced and read with the control.
 * On a pre-rendered page, what is typed before the app starts would be wiped when React takes the
 * page over: the control waits for it (a moment, and only on a first visit to that page).
 */
function FieldShell({ label, hint, error, disabled, limit, length, children }: Described & { length?: number; children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const started = useHydrated();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const counted = limit !== undefined && length !== undefined;
  const over = counted && length > limit;
  // Past its limit the field says so itself; an error the form gives (a required field) comes first.
  const shown = error || (over ? textLimitMessages.tooLong(label, limit, length) : null);
  const describedBy = [hint ? hintId : null, counted ? counterId : null, shown ? errorId : null].filter(Boolean).join(' ');
  return (
    <FieldWrapper>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': shown ? true : undefined,
        'aria-describedby': describedBy || undefined,
        disabled: disabled === true || !started,
      })}
      {(hint || counted) && (
        <FieldFoot>
          {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
          {counted && (
            <Counter id={counterId} $over={over} data-testid="text-counter">
              {textLimitMessages.counter(length, limit)}
            </Counter>
          )}
        </FieldFoot>
      )}
      {shown && (
        <FieldError id={errorId} role="alert">
          {shown}
        </FieldError>
      )}
    </FieldWrapper>
  );
}

const lengthOf = (value: unknown): number | undefined => (typeof value === 'string' ? textLength(value) : undefined);

export function Field({ label, hint, error, disabled, limit, ...input }: InputHTMLAttributes<HTMLInputElement> & Described) {
  return (
    <FieldShell label={label} hint={hint} error={error} disabled={disabled} limit={limit} length={lengthOf(input.value)}>
      {(control) => <Input {...control} {...input} />}
    </FieldShell>
  );
}

export function TextAreaField({ label, hint, error, disabled, limit, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & Described) {
  return (
    <FieldShell label={label} hint={hint} error={error} disabled={disabled} limit={limit} length={lengthOf(textarea.value)}>
      {(control) => <TextArea {...control} {...textarea} />}
    </FieldShell>
  );
}

/** A closed choice, with its label and error tied to it like the other fields. */
export function SelectField({ label, error, disabled, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & Described) {
  return (
    <FieldShell label={label} error={error} disabled={disabled}>
      {(control) => (
        <Select {...control} {...select}>
          {children}
        </Select>
      )}
    </FieldShell>
  );
}

/** A group of controls under a legend, without the browser's frame (a choice, a consent box). */
export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Choices = styled(Fieldset)<{ $inline: boolean }>`
  > div {
    display: flex;
    flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.size.control};
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`;

/**
 * A scale (a rating from 1 to 5): the choices as one row of joined segments, the chosen one filled, each
 * still a native radio (arrow keys, the group's name and error) whose round mark is hidden, not removed.
 */
const Scale = styled(Choices)`
  /*
   * Five equal segments on one row where the form is wide enough for their words; in a narrower form (a phone, the
   * student's page beside its other sections) a column of rows, each with a drawn round mark — three-line labels in
   * narrow segments, or a 3 + 2 wrap, read badly. The form's own width decides (a container query), not the window's.
   */
  > div {
    container-type: inline-size;
    flex-direction: row;
    flex-wrap: wrap;
    gap: 0;
  }
  label {
    position: relative;
    flex: 1 1 0;
    min-width: 0;
    justify-content: center;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.mutedText};
    margin: 0 -${({ theme }) => theme.border.thin} -${({ theme }) => theme.border.thin} 0;
    background: ${({ theme }) => theme.colors.background};
    text-align: center;
  }
  label:first-child {
    border-radius: ${({ theme }) => theme.radius.sm} 0 0 ${({ theme }) => theme.radius.sm};
  }
  label:last-child {
    border-radius: 0 ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0;
  }
  label:hover {
    background: ${({ theme }) => theme.colors.primarySurface};
  }
  label:has(input:checked) {
    z-index: 1;
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  label:has(input:focus-visible) {
    outline: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  /* The radio covers its whole segment, unseen: a click or a tap anywhere on it is on the radio itself. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
  @container (max-width: 40rem) {
    label {
      flex: 1 1 100%;
      justify-content: flex-start;
      margin: 0 0 -${({ theme }) => theme.border.thin};
      text-align: left;
    }
    label:first-child {
      border-radius: ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0 0;
    }
    label:last-child {
      border-radius: 0 0 ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm};
    }
    /* A list of rows must show that one is picked: a drawn round mark, filled for the chosen row. */
    label::before {
      content: '';
      flex: none;
      width: 1rem;
      height: 1rem;
      margin-right: ${({ theme }) => theme.space.sm};
      border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.mutedText};
      border-radius: ${({ theme }) => theme.radius.round};
    }
    label:has(input:checked)::before {
      border-color: ${({ theme }) => theme.colors.primaryText};
      background: radial-gradient(circle, ${({ theme }) => theme.colors.primaryText} 0 35%, transparent 40%);
    }
  }
`;

/**
 * A few exclusive choices shown at once (a role): a fieldset whose legend asks the question, its error
 * announced and tied to it like a field's. `value` null: nothing chosen yet. `inline`: side by side.
 */
export function RadioGroup<V extends string>({ legend, name, value, options, onChange, error, disabled, inline = false, scale = false }: {
  legend: string;
  name: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string | null;
  disabled?: boolean;
  inline?: boolean;
  /** Ordered choices (a rating): one row of joined segments. */
  scale?: boolean;
}) {
  const errorId = `${useId()}-error`;
  const started = useHydrated();
  const Group = scale ? Scale : Choices;
  return (
    <Group $inline={inline} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled === true || !started}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Group>
  );
}
