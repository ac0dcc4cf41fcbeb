import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { gridTotal, missingScores, missingText } from '../../../../contract/evaluationGrid';
import { sessionMessages } from '../../../../contract/messages';
import { firstTextLimitProblem, TEXT_LIMITS } from '../../../../contract/textLimits';
import type { Evaluations, SessionDetail } from '../../../../contract/schemas/sessions';
import { evaluationMessages } from '../../../config/messages/debrief';
import { sessionsMessages, teacherSessionMessages } from '../../../config/messages/sessions';
import { refusalMessage } from '../../../lib/api';
import { Actions, Button } from '../../../ui/buttons';
import { ConflictCallout } from '../../../ui/ConflictCallout';
import { ConfirmDialog } from '../../../ui/dialogs';
import { FormAlert, SelectField, TextAreaField } from '../../../ui/forms';
import { LoadFailure, Loading } from '../../../ui/states';
import { ScrollingTable } from '../../../ui/table';
import { media } from '../../../ui/theme';
import { VisuallyHidden, visuallyHidden } from '../../../ui/VisuallyHidden';
import { useEvaluationsQuery, useReleaseResultsMutation, useSaveEvaluationMutation } from '../sessionsApi';
import { frenchDate } from '../../../ui/dates';
import { applySaved, basesOf, changedLearners, differences, draftOf, isConflict, isStored, mergeSaved, scaleLegend, type Bases, type Grid, type Grids } from './evaluationGrids';
import { readDraft, writeDraft } from './sessionDraft';

const Segmented = styled.fieldset`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0;
  margin: 0;
  padding: 0;
  border: none;
  label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${({ theme }) => theme.size.control};
    min-height: ${({ theme }) => theme.size.control};
    border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
    margin-left: -1px;
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  label:first-of-type {
    border-radius: ${({ theme }) => theme.radius.sm} 0 0 ${({ theme }) => theme.radius.sm};
  }
  label:last-of-type {
    border-radius: 0 ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0;
  }
  /* The native radio stays (arrow keys move within the group, as the platform does) but is drawn by its label. */
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  label:has(input:focus-visible) {
    outline: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    position: relative;
  }
  label:has(input:disabled) {
    cursor: default;
  }
`;

/** On a phone, one learner's column at a time (the picker chooses which); from the tablet width, all of them. */
const Matrix = styled.div`
  ${media.md} {
    .picker {
      display: none;
    }
  }
  ${media.belowMd} {
    [data-other='true'] {
      display: none;
    }
  }
`;

/**
 * A learner's comment: the design system's text area, which grows with what is written (never a comment cut
 * in a three-line slot). Its label is read, not shown: the row says « Commentaire », the column the learner.
 */
const CommentCell = styled.td`
  & > div {
    margin: 0;
  }
  & label {
    ${visuallyHidden}
  }
  /* Grown to its text in height only: its width is the column's (without containment, a long comment on one
     line would widen its column and squeeze the criteria's). */
  & textarea {
    width: 100%;
    min-width: 12rem;
    contain: inline-size;
  }
`;

/** The scale the criteria share, said once above the grid. */
const Legend = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const SaveState = styled.p<{ $tone: 'pending' | 'done' | 'neutral' }>`
  margin: 0;
  align-self: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.font.weight.regular : theme.font.weight.bold)};
  color: ${({ theme, $tone }) => ($tone === 'done' ? theme.colors.success : theme.colors.mutedText)};
`;

const Scale = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: normal;
`;

/** « Évaluation »: the scenario's grid as a matrix (criteria × learners), saved together; « Publier les résultats » shows them to the learners. */
export function EvaluationTab({ session, canLead }: { session: SessionDetail; canLead: boolean }) {
  const { data, isLoading, isError, refetch } = useEvaluationsQuery(session.id);
  if (isLoading) return <Loading>{teacherSessionMessages.evaluationLoading}</Loading>;
  if (isError || !data) return <LoadFailure message={sessionsMessages.loadFailed} retryLabel={sessionsMessages.retry} onRetry={() => void refetch()} />;
  return <EvaluationGrid session={session} canLead={canLead} data={data} reload={async () => (await refetch()).data ?? null} />;
}

function EvaluationGrid({ session, canLead, data, reload }: { session: SessionDetail; canLead: boolean; data: Evaluations; reload: () => Promise<Evaluations | null> }) {
  // Started from the saved grid, or from what was typed and not saved before another tab was opened.
  const [stored] = useState(() => (canLead ? readDraft(session.id, 'evaluation', isStored) : null));
  const [grids, setGrids] = useState<Grids>(() => ({ draft: stored?.draft ?? draftOf(data), saved: draftOf(data), bases: stored?.bases ?? basesOf(data) }));
  const { draft, saved, bases } = grids;
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The other version, and the learners whose grid both devices changed (the only ones compared).
  const [conflict, setConflict] = useState<{ theirs: Evaluations; learners: string[] } | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  // « Enregistré » is said only once the server has taken this page's grid, never before — with whose and when.
  const [savedHere, setSavedHere] = useState<{ names: string[]; at: string } | null>(null);
  const [save] = useSaveEvaluationMutation();
  const [saving, setSaving] = useState(false);
  const [release, releasing] = useReleaseResultsMutation();
  const learners = data.items.flatMap((item) => (item.learner_uid ? [{ uid: item.learner_uid, name: item.learner_name }] : []));
  const canRelease = canLead && !data.released_at && (session.status === 'débriefing' || session.status === 'terminée');
  const changed = changedLearners(draft, saved);
  const dirty = changed.length > 0;
  const busy = saving || releasing.isLoading;
  const current = shown ?? learners[0]?.uid ?? null;
  const savedRecord = (uids: readonly string[]) => ({ names: learners.filter((learner) => uids.includes(learner.uid)).map((learner) => learner.name), at: new Date().toISOString() });

  useEffect(() => {
    if (canLead) writeDraft(session.id, 'evaluation', dirty ? { draft, bases } : null);
  }, [canLead, session.id, dirty, draft, bases]);

  const setGrid = (uid: string, grid: Grid) => {
    setGrids((before) => ({ ...before, draft: { ...before.draft, [uid]: grid } }));
    setOutcome(null);
    setSavedHere(null);
  };

  /**
   * Saves the grids of `uids`, each alone and from the version it was edited from (`from`): the other
   * learners' grids are not written back. A learner another device saved since opens the comparison for
   * that learner only; every other grid read meanwhile merges in.
   */
  const persist = async (uids: readonly string[], from: Bases): Promise<boolean> => {
    // A comment past its limit is said beside it already: nothing is sent, nothing typed is cut.
    const comments = uids.map((uid) => ({ label: teacherSessionMessages.commentOf(learners.find((learner) => learner.uid === uid)?.name ?? ''), text: draft[uid]?.comment ?? '' }));
    const tooLong = firstTextLimitProblem(comments, TEXT_LIMITS.evaluationComment);
    if (tooLong) {
      setOutcome({ tone: 'error', text: tooLong });
      return false;
    }
    setSaving(true);
    const answers = await Promise.allSettled(
      uids.map((uid) => {
        const grid = draft[uid] ?? { scores: {}, comment: '' };
        return save({ id: session.id, learner: uid, scores: grid.scores, comment: grid.comment, updated_at: from[uid] ?? null }).unwrap();
      }),
    );
    const done = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    const stale = uids.filter((_uid, index) => {
      const answer = answers[index];
      return answer?.status === 'rejected' && isConflict(answer.reason);
    });
    const failure = answers.find((answer) => answer.status === 'rejected' && !isConflict(answer.reason));
    const sent = Object.fromEntries(uids.map((uid) => [uid, draft[uid] ?? { scores: {}, comment: '' }]));
    setGrids((before) => applySaved(before, sent, done));
    // The grids read again: another device's learners merge in; a learner in conflict is compared, never overwritten.
    const theirs = await reload();
    if (theirs) setGrids((before) => mergeSaved(before, theirs));
    if (stale.length > 0 && theirs) {
      setConflict({ theirs, learners: stale });
      setOutcome({ tone: 'error', text: sessionMessages.evaluationsStale });
    } else {
      setConflict(null);
    }
    setSaving(false);
    if (failure?.status === 'rejected') {
      setOutcome({ tone: 'error', text: evaluationMessages.saveFailed(refusalMessage(failure.reason, sessionsMessages.failed)) });
      return false;
    }
    return stale.length === 0;
  };

  const onSave = async () => {
    setOutcome(null);
    if (!dirty) return;
    if (await persist(changed, bases)) {
      setSavedHere(savedRecord(changed));
      setOutcome({ tone: 'success', text: teacherSessionMessages.evaluationsSaved });
    }
  };

  const missing = missingScores(
    data.criteria,
    learners.map((learner) => ({ learner_uid: learner.uid, learner_name: learner.name, scores: draft[learner.uid]?.scores ?? {} })),
  );

  const askRelease = () => {
    setOutcome(null);
    if (missing.length > 0) {
      setConfirming(false);
      setOutcome({ tone: 'error', text: evaluationMessages.releaseBlocked(missingText(missing)) });
      return;
    }
    setConfirming(true);
  };

  const doRelease = async () => {
    setConfirming(false);
    setOutcome(null);
    // What is on screen is what gets published: the grid is saved first.
    if (dirty && !(await persist(changed, bases))) return;
    try {
      await release(session.id).unwrap();
      setOutcome({ tone: 'success', text: teacherSessionMessages.releasedDone });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(error, sessionsMessages.failed) });
    }
  };

  /** « Garder ma version »: only the learners in conflict, saved over the version now read. */
  const keepMine = async () => {
    if (!conflict) return;
    setOutcome(null);
    if (await persist(conflict.learners, { ...bases, ...basesOf(conflict.theirs) })) {
      setSavedHere(savedRecord(conflict.learners));
      setOutcome({ tone: 'success', text: teacherSessionMessages.evaluationsSaved });
    }
  };
  /** « Prendre l'autre version »: the learners in conflict take the saved grid; the others are untouched. */
  const takeTheirs = () => {
    if (!conflict) return;
    const theirs = draftOf(conflict.theirs);
    const theirBases = basesOf(conflict.theirs);
    const pick = <T,>(values: Record<string, T>) => Object.fromEntries(conflict.learners.flatMap((uid) => (uid in values ? [[uid, values[uid] as T]] : [])));
    setGrids((before) => ({
      draft: { ...before.draft, ...pick(theirs) },
      saved: { ...before.saved, ...pick(theirs) },
      bases: { ...before.bases, ...pick(theirBases) },
    }));
    setConflict(null);
    setOutcome(null);
  };

  const saveState = saving
    ? evaluationMessages.saveState.saving
    : dirty
      ? evaluationMessages.saveState.dirty
      : savedHere
        ? evaluationMessages.savedWhat(savedHere.names, frenchDate(savedHere.at, sessionsMessages.timeFormat))
        : null;
  const legend = scaleLegend(data.criteria);

  return (
    <>
      <p>{teacherSessionMessages.evaluationLead}</p>
      {data.released_at && <p>{teacherSessionMessages.released(frenchDate(data.released_at, sessionsMessages.dateTimeFormat))}</p>}
      {learners.length === 0 && <p>{teacherSessionMessages.noLearner}</p>}
      {learners.length > 0 && (
        <Matrix>
          <div className="picker">
            <SelectField label={evaluationMessages.learnerPicker} value={current ?? ''} onChange={(event) => setShown(event.target.value)}>
              {learners.map((learner) => (
                <option key={learner.uid} value={learner.uid}>
                  {learner.name}
                </option>
              ))}
            </SelectField>
          </div>
          {legend.shared && <Legend>{evaluationMessages.scaleLegend(evaluationMessages.scaleSteps(legend.shared))}</Legend>}
          <ScrollingTable label={evaluationMessages.matrixCaption} caption={evaluationMessages.matrixCaption}>
            <thead>
              <tr>
                <th scope="col">{evaluationMessages.criterionColumn}</th>
                {learners.map((learner) => (
                  <th key={learner.uid} scope="col" data-other={learner.uid !== current}>
                    {learner.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.criteria.map((criterion) => (
                <tr key={criterion.id}>
                  <th scope="row">
                    {criterion.label}
                    {legend.own.has(criterion.id) && <Scale>{evaluationMessages.scaleSteps(criterion.scale)}</Scale>}
                  </th>
                  {learners.map((learner) => {
                    const grid = draft[learner.uid] ?? { scores: {}, comment: '' };
                    return (
                      <td key={learner.uid} data-other={learner.uid !== current}>
                        <Segmented disabled={!canLead}>
                          <VisuallyHidden as="legend">{evaluationMessages.scoreGroup(criterion.label, learner.name)}</VisuallyHidden>
                          {criterion.scale.map((step) => (
                            <label key={step.value} title={step.label}>
                              <input
                                type="radio"
                                name={`score-${learner.uid}-${criterion.id}`}
                                value={step.value}
                                checked={grid.scores[criterion.id] === step.value}
                                onChange={() => setGrid(learner.uid, { ...grid, scores: { ...grid.scores, [criterion.id]: step.value } })}
                              />
                              <span aria-hidden="true">{step.value}</span>
                              <VisuallyHidden>{`${step.value} — ${step.label}`}</VisuallyHidden>
                            </label>
                          ))}
                        </Segmented>
                      </td>
                    );
                  })}
                </tr>
              ))}
              <tr>
                <th scope="row">{evaluationMessages.commentRow}</th>
                {learners.map((learner) => {
                  const grid = draft[learner.uid] ?? { scores: {}, comment: '' };
                  return (
                    <CommentCell key={learner.uid} data-other={learner.uid !== current}>
                      <TextAreaField label={teacherSessionMessages.commentOf(learner.name)} rows={3} value={grid.comment} disabled={!canLead} limit={TEXT_LIMITS.evaluationComment} onChange={(event) => setGrid(learner.uid, { ...grid, comment: event.target.value })} />
                    </CommentCell>
                  );
                })}
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{evaluationMessages.total}</th>
                {learners.map((learner) => {
                  const scores = draft[learner.uid]?.scores ?? {};
                  const { total, maximum } = gridTotal(data.criteria, scores);
                  return (
                    <td key={learner.uid} data-other={learner.uid !== current} data-testid={`total-${learner.uid}`}>
                      <strong>{Object.keys(scores).length === 0 ? evaluationMessages.notGraded : evaluationMessages.totalOf(total, maximum)}</strong>
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          </ScrollingTable>
        </Matrix>
      )}
      <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
      {conflict && (
        <ConflictCallout
          title={evaluationMessages.conflictTitle}
          text={evaluationMessages.conflictText}
          differences={differences(
            data.criteria,
            learners.filter((learner) => conflict.learners.includes(learner.uid)),
            draft,
            draftOf(conflict.theirs),
          )}
          busy={busy}
          onKeepMine={() => void keepMine()}
          onTakeTheirs={takeTheirs}
        />
      )}
      {canLead && learners.length > 0 && (
        <Actions>
          <Button type="button" disabled={busy} onClick={() => void onSave()} aria-describedby="evaluation-save-state">
            {saving ? teacherSessionMessages.saving : evaluationMessages.save}
          </Button>
          {/* The save's state beside the button it is about, not a line of its own under the grid. */}
          <SaveState id="evaluation-save-state" role="status" $tone={dirty ? 'pending' : savedHere && !saving ? 'done' : 'neutral'}>
            {saveState}
          </SaveState>
          {canRelease && (
            <Button type="button" $variant="secondary" disabled={busy} onClick={askRelease}>
              {teacherSessionMessages.release}
            </Button>
          )}
        </Actions>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={teacherSessionMessages.release}
        description={evaluationMessages.releaseConfirm(learners.length)}
        cancelLabel={evaluationMessages.releaseCancel}
        confirmLabel={evaluationMessages.releaseConfirmButton}
        variant="primary"
        busy={busy}
        onConfirm={() => void doRelease()}
      />
      {canLead && !data.released_at && !canRelease && <p>{teacherSessionMessages.releaseHint}</p>}
    </>
  );
}
