/**
 * What the trainer typed and has not saved yet (debriefing notes, scores), kept in this browser tab's
 * sessionStorage per session and part: opening another tab of the session page unmounts the form, and
 * coming back finds the draft again (docs/product.md §14.5). Never a token or anything the server did not already
 * give this trainer; gone with the browser tab, and removed as soon as the draft is saved.
 */
const keyOf = (sessionId: string, part: string) => `simusession:brouillon:${sessionId}:${part}`;

export function readDraft<T>(sessionId: string, part: string, valid: (value: unknown) => value is T): T | null {
  try {
    const text = window.sessionStorage.getItem(keyOf(sessionId, part));
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return valid(value) ? value : null;
  } catch {
    // Storage refused (private mode, quota) or a damaged entry: no draft rather than a broken page.
    return null;
  }
}

export function writeDraft(sessionId: string, part: string, value: unknown | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(keyOf(sessionId, part));
    else window.sessionStorage.setItem(keyOf(sessionId, part), JSON.stringify(value));
  } catch {
    // Full or refused storage: the draft only lives on screen, as it did before.
  }
}

/** A record of strings, as notes are. */
export const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');
