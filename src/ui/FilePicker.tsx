/**
 * A file field in French. The browser's own button and status are in the browser's language (« Choose File »,
 * « No file chosen ») and cannot be restyled, so the native input is visually hidden — still the one that takes
 * the focus, opens the dialog on Enter or Space, and that screen readers, tests and Playwright's `setInputFiles`
 * reach by its label — while a label drawn as a button opens it on a click and the chosen file's name is shown
 * beside it (and read as the input's description).
 */
import { useId, useImperativeHandle, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { filePickerMessages } from '../config/messages/filePicker';
import { visuallyHidden } from './VisuallyHidden';

/** What a form does to the picker: empty it after a file was used, so that the same file can be chosen again. */
export type FilePickerHandle = { clear: () => void };

export type FilePickerProps = {
  /** The field's label: what the file is for (« Importer un scénario (fichier JSON) dans Urgences »). */
  label: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  id?: string;
  accept?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  ref?: Ref<FilePickerHandle>;
};

const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const FieldLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Positioned: the hidden input sits beside its button, so that focusing it scrolls to the button, not elsewhere. */
const Controls = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/** Out of sight but in the page: not `display: none`, which would take it out of the keyboard's and readers' way. */
const HiddenInput = styled.input`
  ${visuallyHidden}
`;

/** The input's focus ring and disabled look are drawn on the button a person sees. */
const ChooseButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySurface};
  }
  ${HiddenInput}:focus-visible + & {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  ${HiddenInput}:disabled + & {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A long file name wraps instead of widening the page on a phone. */
const ChosenName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export function FilePicker({ label, onChange, id, accept, disabled, 'aria-describedby': describedBy, ref }: FilePickerProps) {
  const generated = useId();
  const inputId = id ?? `file-${generated}`;
  const labelId = `${inputId}-label`;
  const chosenId = `${inputId}-chosen`;
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  useImperativeHandle(ref, () => ({
    clear: () => {
      if (input.current) input.current.value = '';
      setFileName(null);
    },
  }));

  return (
    <Picker>
      <FieldLabel id={labelId} htmlFor={inputId}>
        {label}
      </FieldLabel>
      <Controls>
        {/* Named by the field's label alone: the button's words would only repeat what the input is. */}
        <HiddenInput
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={[chosenId, describedBy].filter(Boolean).join(' ')}
          onChange={(event) => {
            setFileName(event.target.files?.[0]?.name ?? null);
            onChange(event);
          }}
        />
        <ChooseButton htmlFor={inputId} aria-hidden="true">
          {filePickerMessages.choose}
        </ChooseButton>
        <ChosenName id={chosenId}>{fileName ?? filePickerMessages.none}</ChosenName>
      </Controls>
    </Picker>
  );
}
