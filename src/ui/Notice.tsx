/**
 * The message a panel shows after an action (« Groupe créé », a refusal…): one at a time, replaced by
 * the next action's, in a live region so that a screen reader hears it without moving the focus.
 */
import { useState } from 'react';
import { FormAlert } from './forms';

export type NoticeMessage = { tone: 'success' | 'error'; text: string; details?: readonly string[] };
/** What a row or a form is handed to report its outcome to the panel (null clears the message). */
export type ShowNotice = (notice: NoticeMessage | null) => void;

/** The panel's current message and the way to change it. */
export function useNotice() {
  return useState<NoticeMessage | null>(null);
}

/**
 * The live region and, inside it, the message (its details after it, separated by « · »). The region
 * is always there, empty at first: a region that appears with its text is not always read out.
 * `role="status"` where the page already announces its own state this way (the editors).
 */
export function Notice({ notice, role }: { notice: NoticeMessage | null; role?: 'status' }) {
  return (
    <div role={role} aria-live="polite">
      {notice && (
        <FormAlert $tone={notice.tone}>
          {notice.text}
          {notice.details && notice.details.length > 0 && ` ${notice.details.join(' · ')}`}
        </FormAlert>
      )}
    </div>
  );
}
