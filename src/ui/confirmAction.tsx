/**
 * An action asked for from a row or a panel and answered before it runs, the same on every list (dossiers,
 * scenarios, people, groups, a session's moves, the monitor's link):
 * - `useRowDialogs`: which of the row's dialogs is open, where the focus goes back when it closes, and each
 *   action's outcome (`useOutcome`): a refusal stays in the dialog that asked, a success closes it;
 * - `ConfirmAction`: the question and its two answers, in an alert dialog or, `inline`, in the panel itself.
 */
import { useEffect, useRef, useState } from 'react';
import { Actions, Button, type ButtonVariant } from './buttons';
import { ConfirmTextsDialog, type ConfirmTexts } from './dialogs';
import { FormAlert } from './forms';
import type { NoticeMessage, ShowNotice } from './Notice';
import { useOutcome } from './useOutcome';

export type { ConfirmTexts } from './dialogs';

/**
 * The design system's dialogs give the focus back to a Radix trigger, and these are opened without one
 * (from a menu's item, from a button of the page): `from(element)`, called when one opens, notes where
 * the focus was; once the dialog is gone (`open` false again, its focus trap removed), the focus goes
 * back there — unless that element left the page meanwhile.
 */
export function useFocusReturn(open: boolean) {
  const back = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = back.current;
    if (open || !element) return;
    back.current = null;
    if (element.isConnected) element.focus();
  }, [open]);
  return (element: HTMLElement | null | undefined) => {
    back.current = element ?? null;
  };
}

/** The dialogs of one row (`Kind`: their names), at most one open. `failed`: the words for a refusal the server gave no message for. */
export function useRowDialogs<Kind extends string>(onNotice: ShowNotice, failed: string) {
  const [shown, setShown] = useState<Kind | null>(null);
  const { refusal, setRefusal, run } = useOutcome(onNotice, failed);
  const returnFocus = useFocusReturn(shown !== null);
  const close = () => setShown(null);
  return {
    shown,
    close,
    /** An action run from the row itself: its refusal goes to the page's notice. */
    run,
    setRefusal,
    /** Opens `kind` without the last refusal; `from`: where the focus goes back once it closes. */
    open: (kind: Kind, from?: HTMLElement | null) => {
      returnFocus(from);
      setRefusal(null);
      setShown(kind);
    },
    /** The open dialog's answer: a refusal stays in it, so that nothing chosen is lost; a success closes it. */
    confirm: (work: () => Promise<NoticeMessage | null>) => void run(work, { inDialog: true, done: close }),
    /** What the dialog `kind` takes (a `ConfirmAction` or a `FormDialog`): open or not, closed by its cancel or Escape, its refusal. */
    props: (kind: Kind) => ({ open: shown === kind, onOpenChange: (next: boolean) => !next && close(), error: refusal }),
  };
}

type ConfirmActionProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: ConfirmTexts;
  /** A refusal from the server, shown with the question (which stays). */
  error?: string | null;
  busy?: boolean;
  variant?: ButtonVariant;
  /** In the panel, in place of the buttons that asked, rather than in a dialog: for a question that locks nothing out but a screen. */
  inline?: boolean;
  onConfirm: () => void;
};

export function ConfirmAction({ inline = false, ...props }: ConfirmActionProps) {
  return inline ? <InlineConfirm {...props} /> : <ConfirmTextsDialog {...props} />;
}

/** The question in the panel, in place of the buttons that asked; nothing modal holds the page, so « keep » stays available while the action runs. */
function InlineConfirm({ open, onOpenChange, texts, error, busy = false, variant, onConfirm }: Omit<ConfirmActionProps, 'inline'>) {
  if (!open) return null;
  return (
    <div role="group" aria-label={texts.title}>
      <p>{texts.description}</p>
      {error && <FormAlert $tone="error">{error}</FormAlert>}
      <Actions>
        <Button type="button" $variant={variant} disabled={busy} onClick={onConfirm}>
          {busy && texts.busy ? texts.busy : texts.confirm}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => onOpenChange(false)}>
          {texts.cancel}
        </Button>
      </Actions>
    </div>
  );
}
