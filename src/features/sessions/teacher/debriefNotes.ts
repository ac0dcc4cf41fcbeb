/**
 * The debriefing notes as this device edits them, phase by phase: only the phases typed here are this
 * device's to save, each from the version it was typed over. A phase left alone shows whatever was saved
 * last, from any device (the stream brings it); a phase typed here keeps its text until it is saved.
 */

/** What this device typed: the text of each phase it changed, and the saved version it was typed over. */
export type NoteEdits = { texts: Record<string, string>; bases: Record<string, string | null> };

export const NO_EDITS: NoteEdits = { texts: {}, bases: {} };

/**
 * One phase typed. The version is the one saved when typing began (later keystrokes keep it); typing the
 * saved text back leaves nothing to save.
 */
export function editNote(edits: NoteEdits, phase: string, text: string, saved: Record<string, string>, versions: Record<string, string>): NoteEdits {
  if (text === (saved[phase] ?? '')) return withoutPhases(edits, [phase]);
  const base = phase in edits.bases ? (edits.bases[phase] ?? null) : (versions[phase] ?? null);
  return { texts: { ...edits.texts, [phase]: text }, bases: { ...edits.bases, [phase]: base } };
}

/** The text shown for a phase: this device's, or the saved one. */
export const shownNote = (edits: NoteEdits, phase: string, saved: Record<string, string>): string => edits.texts[phase] ?? saved[phase] ?? '';

/** The phases this device has to save: typed, and not what is saved. */
export const dirtyPhases = (phases: readonly string[], edits: NoteEdits, saved: Record<string, string>): string[] =>
  phases.filter((phase) => phase in edits.texts && edits.texts[phase] !== (saved[phase] ?? ''));

/** The phases saved (or given up for the other version): nothing of them left to save here. */
export function withoutPhases(edits: NoteEdits, phases: readonly string[]): NoteEdits {
  const texts = { ...edits.texts };
  const bases = { ...edits.bases };
  for (const phase of phases) {
    delete texts[phase];
    delete bases[phase];
  }
  return { texts, bases };
}

/** « Garder ma version »: the phases in conflict, saved over the version now read. */
export function rebased(edits: NoteEdits, phases: readonly string[], versions: Record<string, string>): NoteEdits {
  const bases = { ...edits.bases };
  for (const phase of phases) bases[phase] = versions[phase] ?? null;
  return { texts: edits.texts, bases };
}

/** A stored draft: this shape, or the older record of texts (its versions unknown: a save of it that meets another text is a conflict). */
export function storedEdits(value: unknown): NoteEdits | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Partial<NoteEdits>;
  const isTexts = (candidate: unknown): candidate is Record<string, string> =>
    typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate) && Object.values(candidate).every((entry) => typeof entry === 'string');
  if (isTexts(record.texts) && typeof record.bases === 'object' && record.bases !== null) return { texts: record.texts, bases: record.bases };
  if (isTexts(value)) return { texts: value, bases: Object.fromEntries(Object.keys(value).map((phase) => [phase, null])) };
  return null;
}
