/** Pieces the scenario editor's forms share: a number typed in a field, a delay in seconds, a line of a list. */
import { css } from 'styled-components';
import { MAX_DELAY_SECONDS } from '../../../contract/delays';
import { Field } from '../../ui/forms';

/** A typed number; an empty field is NaN (not 0), so that « required » can be told from « zero ». */
export const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
export const shown = (value: number) => (Number.isFinite(value) ? String(value) : '');

/** One entry of a list in the editor (a state, a transition, a version): its name, then its buttons, wrapping on a phone. */
export const listLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
`;

/** A framed group of fields (a state's form, a transition's, the expected path), its legend in bold. */
export const fieldBox = css`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

/**
 * A delay in whole seconds (a timed transition, a step's limit), at most `MAX_DELAY_SECONDS`: `onSeconds` gets
 * the value, or undefined once the field holds no whole number of seconds; `tooLong` says why a longer one is refused.
 */
export function SecondsField({ label, hint, seconds, tooLong, onSeconds }: { label: string; hint?: string; seconds: number | undefined; tooLong: (seconds: number) => string; onSeconds: (seconds: number | undefined) => void }) {
  return (
    <Field
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_DELAY_SECONDS}
      value={seconds ?? ''}
      error={seconds !== undefined && seconds > MAX_DELAY_SECONDS ? tooLong(seconds) : null}
      onChange={(event) => {
        const value = numberOf(event.target.value);
        onSeconds(Number.isInteger(value) && value >= 1 ? value : undefined);
      }}
    />
  );
}
