import { useState } from 'react';
import styled from 'styled-components';
import type { Evaluations, SessionDetail } from '../../../../contract/schemas/sessions';
import { sessionsMessages as s, teacherSessionMessages as t } from '../../../config/messages/sessions';
import { refusalMessage } from '../../../lib/api';
import { Actions, Button } from '../../../ui/buttons';
import { FormAlert, SelectField, TextAreaField } from '../../../ui/forms';
import { LoadFailure } from '../../../ui/LoadFailure';
import { useEvaluationsQuery, useReleaseResultsMutation, useSaveEvaluationsMutation } from '../sessionsApi';
import { frenchDate } from '../sessionView';

const Learner = styled.fieldset`
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  legend {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

type Draft = Record<string, { scores: Record<string, number>; comment: string }>;

const draftOf = (evaluations: Evaluations): Draft =>
  Object.fromEntries(evaluations.items.flatMap((item) => (item.learner_uid ? [[item.learner_uid, { scores: item.scores, comment: item.comment }]] : [])));

/** « Évaluation »: the scenario's grid for each learner, saved together; « Publier les résultats » shows them to the students. */
export function EvaluationTab({ session, canLead }: { session: SessionDetail; canLead: boolean }) {
  const { data, isLoading, isError, refetch } = useEvaluationsQuery(session.id);
  if (isLoading) return <p role="status">{t.evaluationLoading}</p>;
  if (isError || !data) return <LoadFailure message={s.loadFailed} retryLabel={s.retry} onRetry={() => void refetch()} />;
  return <EvaluationGrid session={session} canLead={canLead} data={data} />;
}

function EvaluationGrid({ session, canLead, data }: { session: SessionDetail; canLead: boolean; data: Evaluations }) {
  // Started from the saved grid; what the trainer changes stays until they save or leave.
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [save, saving] = useSaveEvaluationsMutation();
  const [release, releasing] = useReleaseResultsMutation();
  const learners = data.items.filter((item) => item.learner_uid !== null);
  const canRelease = canLead && !data.released_at && (session.status === 'débriefing' || session.status === 'terminée');

  const run = async (work: () => Promise<unknown>, done: string) => {
    setOutcome(null);
    try {
      await work();
      setOutcome({ tone: 'success', text: done });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(error, s.failed) });
    }
  };

  return (
    <>
      <p>{t.evaluationLead}</p>
      <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
      {data.released_at && <p>{t.released(frenchDate(data.released_at, s.dateTimeFormat))}</p>}
      {learners.length === 0 && <p>{t.noLearner}</p>}
      {learners.map((learner) => {
        const uid = learner.learner_uid as string;
        const mine = draft[uid] ?? { scores: {}, comment: '' };
        return (
          <Learner key={uid}>
            <legend>{learner.learner_name}</legend>
            {data.criteria.map((criterion) => (
              <SelectField
                key={criterion.id}
                label={t.scoreOf(criterion.label, learner.learner_name)}
                value={mine.scores[criterion.id] === undefined ? '' : String(mine.scores[criterion.id])}
                disabled={!canLead}
                onChange={(event) => {
                  const scores = { ...mine.scores };
                  if (event.target.value === '') delete scores[criterion.id];
                  else scores[criterion.id] = Number(event.target.value);
                  setDraft({ ...draft, [uid]: { ...mine, scores } });
                }}
              >
                <option value="">{t.notScored}</option>
                {criterion.scale.map((step) => (
                  <option key={step.value} value={step.value}>{`${step.value} — ${step.label}`}</option>
                ))}
              </SelectField>
            ))}
            <TextAreaField label={t.commentOf(learner.learner_name)} rows={3} value={mine.comment} disabled={!canLead} onChange={(event) => setDraft({ ...draft, [uid]: { ...mine, comment: event.target.value } })} />
          </Learner>
        );
      })}
      {canLead && learners.length > 0 && (
        <Actions>
          <Button
            type="button"
            disabled={saving.isLoading}
            onClick={() =>
              void run(
                () => save({ id: session.id, evaluations: Object.entries(draft).map(([learner_uid, value]) => ({ learner_uid, ...value })) }).unwrap(),
                t.evaluationsSaved,
              )
            }
          >
            {saving.isLoading ? t.saving : t.saveEvaluations}
          </Button>
          {canRelease && (
            <Button
              type="button"
              $variant="secondary"
              disabled={releasing.isLoading || saving.isLoading}
              onClick={() =>
                // What is on screen is what gets published: the grid is saved first.
                void run(async () => {
                  await save({ id: session.id, evaluations: Object.entries(draft).map(([learner_uid, value]) => ({ learner_uid, ...value })) }).unwrap();
                  await release(session.id).unwrap();
                }, t.releasedDone)
              }
            >
              {t.release}
            </Button>
          )}
        </Actions>
      )}
      {canLead && !data.released_at && !canRelease && <p>{t.releaseHint}</p>}
    </>
  );
}
