/**
 * The evaluation grids of a session, as the trainer's page keeps them: the grid on screen, the grid saved and
 * the version each learner's grid was edited from; how the server's answers and another device's saves merge in.
 */
import type { Evaluation, Evaluations } from '../../../../contract/schemas/sessions';
import type { Difference } from '../../../ui/ConflictCallout';
import { evaluationMessages } from '../../../config/messages/debrief';

export type Grid = { scores: Record<string, number>; comment: string };
export type Draft = Record<string, Grid>;
/** The saved version each learner's grid was edited from (its `updated_at`): the server refuses a stale one. */
export type Bases = Record<string, string | null>;
export type Stored = { draft: Draft; bases: Bases };

export const draftOf = (evaluations: Evaluations): Draft =>
  Object.fromEntries(evaluations.items.flatMap((item) => (item.learner_uid ? [[item.learner_uid, { scores: item.scores, comment: item.comment }]] : [])));
export const basesOf = (evaluations: Evaluations): Bases => Object.fromEntries(evaluations.items.flatMap((item) => (item.learner_uid ? [[item.learner_uid, item.updated_at]] : [])));

const sameGrid = (a: Grid | undefined, b: Grid | undefined) =>
  (a?.comment ?? '') === (b?.comment ?? '') && JSON.stringify(Object.entries(a?.scores ?? {}).sort()) === JSON.stringify(Object.entries(b?.scores ?? {}).sort());
/** The learners whose grid on screen is not the one saved: the only ones this device has to save. */
export const changedLearners = (draft: Draft, saved: Draft): string[] => [...new Set([...Object.keys(draft), ...Object.keys(saved)])].filter((uid) => !sameGrid(draft[uid], saved[uid]));

/** The grid on screen, the grid saved (as last read), and the version each learner's grid was edited from. */
export type Grids = { draft: Draft; saved: Draft; bases: Bases };

/**
 * The server's answers to this device's saves: each learner saved has that grid and version; the grid on screen
 * takes the server's (a comment of spaces comes back empty) unless it was changed again while saving.
 */
export function applySaved(state: Grids, sent: Draft, answers: readonly Evaluation[]): Grids {
  const draft = { ...state.draft };
  const saved = { ...state.saved };
  const bases = { ...state.bases };
  for (const item of answers) {
    if (!item.learner_uid) continue;
    const grid = { scores: item.scores, comment: item.comment };
    saved[item.learner_uid] = grid;
    bases[item.learner_uid] = item.updated_at;
    if (sameGrid(draft[item.learner_uid], sent[item.learner_uid])) draft[item.learner_uid] = grid;
  }
  return { draft, saved, bases };
}

/**
 * After reading the saved grids: each learner this device has not changed takes the saved grid (another
 * device's work merges in); a learner changed here keeps this device's grid, and its base, until it is saved
 * or given up.
 */
export function mergeSaved(state: Grids, theirs: Evaluations): Grids {
  const changed = new Set(changedLearners(state.draft, state.saved));
  const draft = { ...state.draft };
  const saved = { ...state.saved };
  const bases = { ...state.bases };
  for (const item of theirs.items) {
    if (!item.learner_uid) continue;
    const grid = { scores: item.scores, comment: item.comment };
    saved[item.learner_uid] = grid;
    if (!changed.has(item.learner_uid)) {
      draft[item.learner_uid] = grid;
      bases[item.learner_uid] = item.updated_at;
    }
  }
  return { draft, saved, bases };
}

export const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && typeof (value as Stored).draft === 'object' && typeof (value as Stored).bases === 'object';

export const isConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/** Field by field, what differs between the trainer's draft and the version saved elsewhere. */
export function differences(criteria: Evaluations['criteria'], learners: readonly { uid: string; name: string }[], mine: Draft, theirs: Draft): Difference[] {
  const scoreText = (criterion: Evaluations['criteria'][number], value: number | undefined) =>
    value === undefined ? evaluationMessages.notScored : `${value} — ${criterion.scale.find((step) => step.value === value)?.label ?? ''}`;
  return learners.flatMap(({ uid, name }) => {
    const a = mine[uid];
    const b = theirs[uid];
    const scores = criteria.flatMap((criterion) => {
      const left = a?.scores[criterion.id];
      const right = b?.scores[criterion.id];
      return left === right ? [] : [{ field: evaluationMessages.scoreGroup(criterion.label, name), mine: scoreText(criterion, left), theirs: scoreText(criterion, right) }];
    });
    const comment = (a?.comment ?? '') === (b?.comment ?? '') ? [] : [{ field: evaluationMessages.conflictComment(name), mine: a?.comment ?? '', theirs: b?.comment ?? '' }];
    return [...scores, ...comment];
  });
}

type ScaleStep = { value: number; label: string };

/**
 * The scale legend said once: the scale most criteria share goes above the grid (`shared`); only a criterion
 * whose scale differs keeps its own under its name (`own`). A grid with no criterion has none.
 */
export function scaleLegend(criteria: readonly { id: string; scale: readonly ScaleStep[] }[]): { shared: readonly ScaleStep[] | null; own: ReadonlySet<string> } {
  const keyOf = (scale: readonly ScaleStep[]) => JSON.stringify(scale.map((step) => [step.value, step.label]));
  const counts = new Map<string, { count: number; scale: readonly ScaleStep[] }>();
  for (const criterion of criteria) {
    const key = keyOf(criterion.scale);
    const seen = counts.get(key);
    counts.set(key, { count: (seen?.count ?? 0) + 1, scale: criterion.scale });
  }
  // The first scale met wins a tie: the legend follows the grid's order.
  let best: { key: string; count: number; scale: readonly ScaleStep[] } | null = null;
  for (const [key, value] of counts) if (!best || value.count > best.count) best = { key, ...value };
  if (!best) return { shared: null, own: new Set() };
  const sharedKey = best.key;
  return { shared: best.scale, own: new Set(criteria.filter((criterion) => keyOf(criterion.scale) !== sharedKey).map((criterion) => criterion.id)) };
}
