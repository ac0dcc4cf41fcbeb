/**
 * The product's two modal dialogs, on Radix's (focus kept inside, Escape closes, the page behind inert
 * for assistive technology, focus back where it was):
 * - `ConfirmDialog`, an alert dialog, before an action that destroys or locks someone out. Its title
 *   names the target (« Supprimer le compte d’Enzo Petit ? »); the focus starts on « Annuler », the
 *   harmless answer; the dialog stays open while the action runs and shows its refusal inside.
 * - `FormDialog`, for a short form taken out of a row (a role to change): the same frame, a form inside.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import type { ElementType, FormEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, type ButtonVariant } from './buttons';
import { FormAlert } from './forms';
import { media } from './theme';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: rgba(15, 23, 42, 0.55);
`;

const frame = css`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(32rem, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.screenshot};
  &:focus {
    outline: none;
  }
  ${media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const title = css`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const description = css`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** A Radix dialog's parts (an alert dialog's or a plain one's), drawn alike. */
function drawn<O extends ElementType, C extends ElementType, T extends ElementType, D extends ElementType>(parts: { Overlay: O; Content: C; Title: T; Description: D }) {
  return {
    Backdrop: styled(parts.Overlay)`
      ${backdrop}
    `,
    Frame: styled(parts.Content)`
      ${frame}
    `,
    Title: styled(parts.Title)`
      ${title}
    `,
    Description: styled(parts.Description)`
      ${description}
    `,
  };
}

const Alert = drawn(AlertDialog);
const Plain = drawn(Dialog);

/** The answers, the harmless one first on a phone's narrow column and last (rightmost) on a desktop row. */
export const DialogButtons = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  ${media.md} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

type Shared = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** A refusal from the server, shown inside the dialog (the dialog stays open). */
  error?: string | null;
  cancelLabel: string;
  busy?: boolean;
};

/** A confirmation's words: what it asks (`title`, its name), why (`description`), its two answers, and the one shown while it runs. */
export type ConfirmTexts = { title: string; description?: ReactNode; cancel: string; confirm: string; busy?: string };

type ConfirmAnswer = { busy?: boolean; variant?: ButtonVariant; onConfirm: () => void; children?: ReactNode };

export function ConfirmDialog({ title: heading, description: text, cancelLabel, confirmLabel, busyLabel, ...rest }: Shared & ConfirmAnswer & { confirmLabel: string; busyLabel?: string }) {
  return <ConfirmTextsDialog {...rest} texts={{ title: heading, description: text, cancel: cancelLabel, confirm: confirmLabel, busy: busyLabel }} />;
}

/** `ConfirmDialog` with its words in one value, as a list's row or a panel keeps them (`ConfirmAction`). */
export function ConfirmTextsDialog({
  open,
  onOpenChange,
  texts,
  error,
  busy = false,
  variant = 'danger',
  onConfirm,
  children,
}: Pick<Shared, 'open' | 'onOpenChange' | 'error'> & ConfirmAnswer & { texts: ConfirmTexts }) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <Alert.Backdrop />
        <Alert.Frame>
          <Alert.Title>{texts.title}</Alert.Title>
          {texts.description && <Alert.Description>{texts.description}</Alert.Description>}
          {children}
          <div aria-live="polite">{error && <FormAlert $tone="error">{error}</FormAlert>}</div>
          <DialogButtons>
            <AlertDialog.Cancel asChild>
              <Button type="button" $variant="secondary" disabled={busy}>
                {texts.cancel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not Radix's Action, which would close at once: the dialog waits for the answer. */}
            <Button type="button" $variant={variant} disabled={busy} onClick={onConfirm}>
              {busy && texts.busy ? texts.busy : texts.confirm}
            </Button>
          </DialogButtons>
        </Alert.Frame>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function FormDialog({
  open,
  onOpenChange,
  title: heading,
  description: text,
  error,
  cancelLabel,
  submitLabel,
  busyLabel,
  busy = false,
  onSubmit,
  children,
}: Shared & { submitLabel: string; busyLabel?: string; onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Plain.Backdrop />
        <Plain.Frame {...(text ? {} : { 'aria-describedby': undefined })}>
          <Plain.Title>{heading}</Plain.Title>
          {text && <Plain.Description>{text}</Plain.Description>}
          <form noValidate onSubmit={submit}>
            {children}
            <div aria-live="polite">{error && <FormAlert $tone="error">{error}</FormAlert>}</div>
            <DialogButtons>
              <Dialog.Close asChild>
                <Button type="button" $variant="secondary" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {busy && busyLabel ? busyLabel : submitLabel}
              </Button>
            </DialogButtons>
          </form>
        </Plain.Frame>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
