/**
 * How a row's or a panel's action tells its outcome, the same on every list (people, groups, dossiers,
 * scenarios): a success in the page's notice; a refusal in the page's notice, or — when the action was
 * confirmed in a dialog — inside that dialog, which stays open so that nothing typed or chosen is lost.
 */
import { useCallback, useState } from 'react';
import { refusalMessage } from '../lib/api';
import type { NoticeMessage, ShowNotice } from './Notice';

export type RunOptions = {
  /** The action was confirmed in a dialog: its refusal is shown there. */
  inDialog?: boolean;
  /** Runs once the action succeeded (closes the dialog). */
  done?: () => void;
};

/** `failed`: the words for a refusal the server gave no message for. */
export function useOutcome(onNotice: ShowNotice, failed: string) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useCallback(
    async (work: () => Promise<NoticeMessage | null>, { inDialog = false, done }: RunOptions = {}) => {
      setRefusal(null);
      try {
        const outcome = await work();
        done?.();
        onNotice(outcome);
      } catch (error) {
        const text = refusalMessage(error, failed);
        if (inDialog) setRefusal(text);
        else onNotice({ tone: 'error', text });
      }
    },
    [onNotice, failed],
  );
  return { refusal, setRefusal, run };
}
