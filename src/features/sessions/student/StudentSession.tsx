/**
 * `/student/sessions/:id` (docs/product.md §11): practical information, the briefing the trainer shares
 * (never the graph or the trainer's notes: the API does not send them), the recording authorisation,
 * the released results and « Donner mon avis ».
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SessionDetail } from '../../../../contract/schemas/sessions';
import { PATHS } from '../../../config/routes';
import { sessionRoleLabels, sessionsMessages as s, studentSessionMessages as t } from '../../../config/messages/sessions';
import { SessionStatusChip } from '../SessionStatusChip';
import { refusalMessage } from '../../../lib/api';
import { MyConsents } from '../../documents';
import { Actions, ButtonLink } from '../../../ui/buttons';
import { Callout, Facts, Section, TextList } from '../../../ui/content';
import { TEXT_LIMITS } from '../../../../contract/textLimits';
import { Form, FormAlert, RadioGroup, SubmitButton, TextAreaField } from '../../../ui/forms';
import { LoadFailure, Loading } from '../../../ui/states';
import { ScrollingTable } from '../../../ui/table';
import { useEvaluationsQuery, useGetSessionQuery, useGiveFeedbackMutation } from '../sessionsApi';
import { frenchDate } from '../sessionView';
import { feedbackProblems } from './feedbackForm';

const Prose = styled.p`
  white-space: pre-wrap;
`;


/**
 * The practical facts' labels are a word or two: label and value stay on one line even on a phone, where
 * the design system's list would stack them (seven facts took about 420 px there before the results).
 */
const PracticalSection = styled(Section)`
  dl {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dd {
    margin: 0;
  }
`;

function Practical({ session }: { session: SessionDetail }) {
  return (
    <PracticalSection>
      <h2>{t.practicalTitle}</h2>
      <Facts
        rows={[
          { label: t.when, value: frenchDate(session.starts_at, s.dateTimeFormat) },
          ...(session.started_at ? [{ label: s.startedFact, value: frenchDate(session.started_at, s.dateTimeFormat) }] : []),
          { label: t.duration, value: s.minutes(session.duration_minutes) },
          { label: t.place, value: session.place || s.noPlace },
          { label: t.trainer, value: session.trainer_name ?? '' },
          { label: t.role, value: session.my_session_role ? sessionRoleLabels[session.my_session_role] : '' },
          { label: t.presence, value: session.my_confirmed_at ? s.confirmed(frenchDate(session.my_confirmed_at, s.dayFormat)) : s.notConfirmed },
          { label: t.status, value: <SessionStatusChip status={session.status} /> },
        ]}
      />
    </PracticalSection>
  );
}

function Briefing({ session }: { session: SessionDetail }) {
  const { briefing } = session;
  return (
    <Section>
      <h2>{t.briefingTitle}</h2>
      {!briefing ? (
        <p>{t.noBriefing}</p>
      ) : (
        <>
          {briefing.public && <p>{`${t.public}\u00a0: ${briefing.public}`}</p>}
          <h3>{t.objectives}</h3>
          <TextList>
            {briefing.objectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </TextList>
          {briefing.prerequisites.length > 0 && (
            <>
              <h3>{t.prerequisites}</h3>
              <TextList>
                {briefing.prerequisites.map((prerequisite) => (
                  <li key={prerequisite}>{prerequisite}</li>
                ))}
              </TextList>
            </>
          )}
          <h3>{t.context}</h3>
          <Prose>{briefing.context}</Prose>
          <h3>{t.briefing}</h3>
          <Prose>{briefing.briefing}</Prose>
        </>
      )}
    </Section>
  );
}

function Results({ session }: { session: SessionDetail }) {
  const released = session.results_released_at !== null;
  const { data, isLoading, isError, refetch } = useEvaluationsQuery(session.id, { skip: !released });
  return (
    <Section>
      <h2>{t.resultsTitle}</h2>
      {!released && <p>{t.resultsPending}</p>}
      {released && isLoading && <Loading>{t.resultsLoading}</Loading>}
      {released && isError && <LoadFailure message={s.loadFailed} retryLabel={s.retry} onRetry={() => void refetch()} />}
      {released && data && data.items.length === 0 && <p>{t.resultsNone}</p>}
      {data?.items.map((result) => (
        <div key={result.learner_uid ?? 'moi'}>
          {/* A trainer who changes a published result: the student is told, rather than finding other marks unannounced. */}
          {result.changed_after_release_at && <Callout role="status">{t.changedAfterRelease(frenchDate(result.changed_after_release_at, s.dateTimeFormat))}</Callout>}
          <ScrollingTable label={t.resultsTitle} columns={[t.criterion, t.level]}>
            <tbody>
              {data.criteria.map((criterion) => {
                const value = result.scores[criterion.id];
                const step = criterion.scale.find((candidate) => candidate.value === value);
                const top = Math.max(...criterion.scale.map((candidate) => candidate.value));
                return (
                  <tr key={criterion.id}>
                    <th scope="row">{criterion.label}</th>
                    <td>{step ? `${step.label} (${value}/${top})` : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollingTable>
          {/* A comment of spaces alone is no comment: no empty « Commentaire du formateur ». */}
          {result.comment.trim() && (
            <>
              <h3>{t.trainerComment}</h3>
              <Prose>{result.comment}</Prose>
            </>
          )}
        </div>
      ))}
    </Section>
  );
}

function Feedback({ session }: { session: SessionDetail }) {
  const [rating, setRating] = useState<number | null>(session.my_feedback?.rating ?? null);
  const [comment, setComment] = useState(session.my_feedback?.comment ?? '');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [give, { isLoading }] = useGiveFeedbackMutation();
  if (!session.feedback_open && !session.my_feedback) {
    return (
      <Section>
        <h2>{t.feedbackTitle}</h2>
        <p>{t.feedbackClosed}</p>
      </Section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const problems = feedbackProblems({ rating, comment });
    setErrors(problems);
    if (rating === null || Object.keys(problems).length > 0) return;
    try {
      await give({ id: session.id, rating, comment: comment.trim() }).unwrap();
      setOutcome({ tone: 'success', text: t.sent });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(error, s.failed) });
    }
  };

  return (
    <Section>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="feedback-title">
        <h2 id="feedback-title">{t.feedbackTitle}</h2>
        <p>{t.feedbackLead}</p>
        {session.my_feedback && <p>{t.yourFeedback(session.my_feedback.rating, frenchDate(session.my_feedback.updated_at, s.dayFormat))}</p>}
        <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
        <RadioGroup
          legend={t.rating}
          name="rating"
          scale
          value={rating === null ? null : String(rating)}
          options={t.ratingLabels.map((label, index) => ({ value: String(index + 1), label }))}
          error={errors.rating}
          disabled={!session.feedback_open}
          onChange={(value) => setRating(Number(value))}
        />
        <TextAreaField
          label={t.comment}
          rows={4}
          value={comment}
          error={errors.comment}
          limit={TEXT_LIMITS.feedbackComment}
          disabled={!session.feedback_open}
          onChange={(event) => {
            setComment(event.target.value);
            // The field says live whether it is over its limit; the last attempt's word on it is stale.
            setErrors(({ comment: _stale, ...rest }) => rest);
          }}
        />
        {session.feedback_open && <SubmitButton disabled={isLoading}>{isLoading ? t.sending : session.my_feedback ? t.update : t.send}</SubmitButton>}
      </Form>
    </Section>
  );
}

export function StudentSession({ id }: { id: string }) {
  const { data: session, isLoading, isError, error, refetch } = useGetSessionQuery(id);
  if (isLoading) return <Loading>{s.loading}</Loading>;
  if (isError || !session) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    return missing ? <p>{t.notFound}</p> : <LoadFailure message={s.loadFailed} retryLabel={s.retry} onRetry={() => void refetch()} />;
  }
  const consent = (
    <Section>
      <h2>{t.consentTitle}</h2>
      <p>{t.consentLead}</p>
      <MyConsents only="autorisation_enregistrement" />
    </Section>
  );
  // Once the session is over, what the student comes back for is the results and the trainer's word:
  // first, with the feedback; the practical facts, the briefing and the consent stay below for reference.
  const over = session.status === 'terminée';
  return (
    <>
      {/* The session's title heads the page (its h1, `useSessionTitle`). */}
      {over ? (
        <>
          <Results session={session} />
          <Feedback session={session} />
          <Practical session={session} />
          <Briefing session={session} />
          {consent}
        </>
      ) : (
        <>
          <Practical session={session} />
          <Briefing session={session} />
          {consent}
          <Results session={session} />
          <Feedback session={session} />
        </>
      )}
      <Actions>
        <ButtonLink to={PATHS.studentSessions} $variant="secondary">
          {t.back}
        </ButtonLink>
      </Actions>
    </>
  );
}
