import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { gridTotal, missingScores, missingText } from '../../../../contract/evaluationGrid';
import type { Evaluations, SessionDetail } from '../../../../contract/schemas/sessions';
import { evaluationMessages as e } from '../../../config/messages/debrief';
import { sessionsMessages as s, teacherSessionMessages as t } from '../../../config/messages/sessions';
import { refusalMessage } from '../../../lib/api';
import { Actions, Button } from '../../../ui/buttons';
import { ConflictCallout, type Difference } from '../../../ui/ConflictCallout';
import { ConfirmDialog } from '../../../ui/dialogs';
import { FormAlert, SelectField, TextAreaField } from '../../../ui/forms';
import { LoadFailure, Loading } from '../../../ui/states';
import { ScrollingTable } from '../../../ui/table';
import { media } from '../../../ui/theme';
import { VisuallyHidden, visuallyHidden } from '../../../ui/VisuallyHidden';
import { useEvaluationsQuery, useReleaseResultsMutation, useSaveEvaluationsMutation } from '../sessionsApi';
import { frenchDate } from '../sessionView';
import { readDraft, writeDraft } from './sessionDraft';

type Grid = { scores: Record<string, number>; comment: string };
export type Draft = Record<string, Grid>;
/** The saved version each learner's grid was edited from (its `updated_at`): the server refuses a stale one. */
type Bases = Record<string, string | null>;
type Stored = { draft: Draft; bases: Bases };

const draftOf = (evaluations: Evaluations): Draft =>
  Object.fromEntries(evaluations.items.flatMap((item) => (item.learner_uid ? [[item.learner_uid, { scores: item.scores, comment: item.comment }]] : [])));
const basesOf = (evaluations: Evaluations): Bases => Object.fromEntries(evaluations.items.flatMap((item) => (item.learner_uid ? [[item.learner_uid, item.updated_at]] : [])));

const sameGrid = (a: Grid | undefined, b: Grid | undefined) =>
  (a?.comment ?? '') === (b?.comment ?? '') && JSON.stringify(Object.entries(a?.scores ?? {}).sort()) === JSON.stringify(Object.entries(b?.scores ?? {}).sort());
const sameDraft = (a: Draft, b: Draft) => [...new Set([...Object.keys(a), ...Object.keys(b)])].every((uid) => sameGrid(a[uid], b[uid]));

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && typeof (value as Stored).draft === 'object' && typeof (value as Stored).bases === 'object';

const isConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/** Field by field, what differs between the trainer's draft and the version saved elsewhere. */
export function differences(criteria: Evaluations['criteria'], learners: readonly { uid: string; name: string }[], mine: Draft, theirs: Draft): Difference[] {
  const scoreText = (criterion: Evaluations['criteria'][number], value: number | undefined) =>
    value === undefined ? e.notScored : `${value} — ${criterion.scale.find((step) => step.value === value)?.label ?? ''}`;
  return learners.flatMap(({ uid, name }) => {
    const a = mine[uid];
    const b = theirs[uid];
    const scores = criteria.flatMap((criterion) => {
      const left = a?.scores[criterion.id];
      const right = b?.scores[criterion.id];
      return left === right ? [] : [{ field: e.scoreGroup(criterion.label, name), mine: scoreText(criterion, left), theirs: scoreText(criterion, right) }];
    });
    const comment = (a?.comment ?? '') === (b?.comment ?? '') ? [] : [{ field: e.conflictComment(name), mine: a?.comment ?? '', theirs: b?.comment ?? '' }];
    return [...scores, ...comment];
  });
}

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

const Scale = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: normal;
`;

/** « Évaluation »: the scenario's grid as a matrix (criteria × learners), saved together; « Publier les résultats » shows them to the learners. */
export function EvaluationTab({ session, canLead }: { session: SessionDetail; canLead: boolean }) {
  const { data, isLoading, isError, refetch } = useEvaluationsQuery(session.id);
  if (isLoading) return <Loading>{t.evaluationLoading}</Loading>;
  if (isError || !data) return <LoadFailure message={s.loadFailed} retryLabel={s.retry} onRetry={() => void refetch()} />;
  return <EvaluationGrid session={session} canLead={canLead} data={data} reload={async () => (await refetch()).data ?? null} />;
}

function EvaluationGrid({ session, canLead, data, reload }: { session: SessionDetail; canLead: boolean; data: Evaluations; reload: () => Promise<Evaluations | null> }) {
  // Started from the saved grid, or from what was typed and not saved before another tab was opened.
  const [stored] = useState(() => (canLead ? readDraft(session.id, 'evaluation', isStored) : null));
  const [draft, setDraft] = useState<Draft>(() => stored?.draft ?? draftOf(data));
  const [bases, setBases] = useState<Bases>(() => stored?.bases ?? basesOf(data));
  const [saved, setSaved] = useState<Draft>(() => draftOf(data));
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [conflict, setConflict] = useState<Evaluations | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [save, saving] = useSaveEvaluationsMutation();
  const [release, releasing] = useReleaseResultsMutation();
  const learners = data.items.flatMap((item) => (item.learner_uid ? [{ uid: item.learner_uid, name: item.learner_name }] : []));
  const canRelease = canLead && !data.released_at && (session.status === 'débriefing' || session.status === 'terminée');
  const dirty = !sameDraft(draft, saved);
  const busy = saving.isLoading || releasing.isLoading;
  const current = shown ?? learners[0]?.uid ?? null;

  useEffect(() => {
    if (canLead) writeDraft(session.id, 'evaluation', dirty ? { draft, bases } : null);
  }, [canLead, session.id, dirty, draft, bases]);

  const setGrid = (uid: string, grid: Grid) => {
    setDraft((before) => ({ ...before, [uid]: grid }));
    setOutcome(null);
  };

  /** Saves the draft from `from` (the versions it was edited from); a version saved elsewhere since opens the comparison. */
  const persist = async (from: Bases): Promise<boolean> => {
    const body = Object.entries(draft).map(([learner_uid, grid]) => ({ learner_uid, ...grid, updated_at: from[learner_uid] ?? null }));
    try {
      const answer = await save({ id: session.id, evaluations: body }).unwrap();
      setBases(basesOf(answer));
      setSaved(draftOf(answer));
      setConflict(null);
      return true;
    } catch (error) {
      if (isConflict(error)) {
        const theirs = await reload();
        if (theirs) setConflict(theirs);
        setOutcome({ tone: 'error', text: refusalMessage(error, s.failed) });
      } else {
        setOutcome({ tone: 'error', text: e.saveFailed(refusalMessage(error, s.failed)) });
      }
      return false;
    }
  };

  const onSave = async () => {
    setOutcome(null);
    if (await persist(bases)) setOutcome({ tone: 'success', text: t.evaluationsSaved });
  };

  const missing = missingScores(
    data.criteria,
    learners.map((learner) => ({ learner_uid: learner.uid, learner_name: learner.name, scores: draft[learner.uid]?.scores ?? {} })),
  );

  const askRelease = () => {
    setOutcome(null);
    if (missing.length > 0) {
      setConfirming(false);
      setOutcome({ tone: 'error', text: e.releaseBlocked(missingText(missing)) });
      return;
    }
    setConfirming(true);
  };

  const doRelease = async () => {
    setConfirming(false);
    setOutcome(null);
    // What is on screen is what gets published: the grid is saved first.
    if (dirty && !(await persist(bases))) return;
    try {
      await release(session.id).unwrap();
      setOutcome({ tone: 'success', text: t.releasedDone });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(error, s.failed) });
    }
  };

  const keepMine = async () => {
    if (!conflict) return;
    setOutcome(null);
    if (await persist(basesOf(conflict))) setOutcome({ tone: 'success', text: t.evaluationsSaved });
  };
  const takeTheirs = () => {
    if (!conflict) return;
    setDraft(draftOf(conflict));
    setSaved(draftOf(conflict));
    setBases(basesOf(conflict));
    setConflict(null);
    setOutcome(null);
  };

  const saveState = saving.isLoading ? e.saveState.saving : dirty ? e.saveState.dirty : e.saveState.saved;

  return (
    <>
      <p>{t.evaluationLead}</p>
      {data.released_at && <p>{t.released(frenchDate(data.released_at, s.dateTimeFormat))}</p>}
      {learners.length === 0 && <p>{t.noLearner}</p>}
      {learners.length > 0 && (
        <Matrix>
          <div className="picker">
            <SelectField label={e.learnerPicker} value={current ?? ''} onChange={(event) => setShown(event.target.value)}>
              {learners.map((learner) => (
                <option key={learner.uid} value={learner.uid}>
                  {learner.name}
                </option>
              ))}
            </SelectField>
          </div>
          <ScrollingTable label={e.matrixCaption} caption={e.matrixCaption}>
            <thead>
              <tr>
                <th scope="col">{e.criterionColumn}</th>
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
                    <Scale>{criterion.scale.map((step) => `${step.value}\u00a0: ${step.label}`).join(' · ')}</Scale>
                  </th>
                  {learners.map((learner) => {
                    const grid = draft[learner.uid] ?? { scores: {}, comment: '' };
                    return (
                      <td key={learner.uid} data-other={learner.uid !== current}>
                        <Segmented disabled={!canLead}>
                          <VisuallyHidden as="legend">{e.scoreGroup(criterion.label, learner.name)}</VisuallyHidden>
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
                <th scope="row">{e.commentRow}</th>
                {learners.map((learner) => {
                  const grid = draft[learner.uid] ?? { scores: {}, comment: '' };
                  return (
                    <CommentCell key={learner.uid} data-other={learner.uid !== current}>
                      <TextAreaField label={t.commentOf(learner.name)} rows={3} value={grid.comment} disabled={!canLead} maxLength={5000} onChange={(event) => setGrid(learner.uid, { ...grid, comment: event.target.value })} />
                    </CommentCell>
                  );
                })}
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{e.total}</th>
                {learners.map((learner) => {
                  const { total, maximum } = gridTotal(data.criteria, draft[learner.uid]?.scores ?? {});
                  return (
                    <td key={learner.uid} data-other={learner.uid !== current} data-testid={`total-${learner.uid}`}>
                      <strong>{e.totalOf(total, maximum)}</strong>
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          </ScrollingTable>
        </Matrix>
      )}
      {canLead && learners.length > 0 && <p role="status">{saveState}</p>}
      <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
      {conflict && (
        <ConflictCallout
          title={e.conflictTitle}
          text={e.conflictText}
          differences={differences(data.criteria, learners, draft, draftOf(conflict))}
          busy={busy}
          onKeepMine={() => void keepMine()}
          onTakeTheirs={takeTheirs}
        />
      )}
      {canLead && learners.length > 0 && (
        <Actions>
          <Button type="button" disabled={busy} onClick={() => void onSave()}>
            {saving.isLoading ? t.saving : e.save}
          </Button>
          {canRelease && (
            <Button type="button" $variant="secondary" disabled={busy} onClick={askRelease}>
              {t.release}
            </Button>
          )}
        </Actions>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.release}
        description={e.releaseConfirm(learners.length)}
        cancelLabel={e.releaseCancel}
        confirmLabel={e.releaseConfirmButton}
        variant="primary"
        busy={busy}
        onConfirm={() => void doRelease()}
      />
      {canLead && !data.released_at && !canRelease && <p>{t.releaseHint}</p>}
    </>
  );
}
