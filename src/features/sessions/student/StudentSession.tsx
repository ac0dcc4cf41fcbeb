/**
 * `/student/sessions/:id` (docs/product.md §11): practical information, the briefing the trainer shares
 * (never the graph or the trainer's notes: the API does not send them), the recording authorisation,
 * the released results and « Donner mon avis ».
 */
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import type { SessionDetail } from '../../../../contract/schemas/sessions';
import { PATHS } from '../../../config/routes';
import { sessionRoleLabels, sessionsMessages, studentSessionMessages } from '../../../config/messages/sessions';
import { SessionStatusChip } from '../SessionStatusChip';
import { refusalMessage } from '../../../lib/api';
import { selectCurrentUser } from '../../auth';
import { MyConsents } from '../../documents';
import { Actions, ButtonLink } from '../../../ui/buttons';
import { Callout, Facts, Section, TextList } from '../../../ui/content';
import { TEXT_LIMITS } from '../../../../contract/textLimits';
import { Form, FormAlert, RadioGroup, SubmitButton, TextAreaField } from '../../../ui/forms';
import { EmptyNote, LoadFailure, Loading } from '../../../ui/states';
import { ScrollingTable } from '../../../ui/table';
import { useEvaluationsQuery, useGetSessionQuery, useGiveFeedbackMutation, useLearnerFactsQuery } from '../sessionsApi';
import { FactList } from '../teacher/LearnerFacts';
import { learnerFactsMessages } from '../../../config/messages/debrief';
import { frenchDate } from '../../../ui/dates';
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
      <h2>{studentSessionMessages.practicalTitle}</h2>
      <Facts
        rows={[
          { label: studentSessionMessages.when, value: frenchDate(session.starts_at, sessionsMessages.dateTimeFormat) },
          ...(session.started_at ? [{ label: sessionsMessages.startedFact, value: frenchDate(session.started_at, sessionsMessages.dateTimeFormat) }] : []),
          { label: studentSessionMessages.duration, value: sessionsMessages.minutes(session.duration_minutes) },
          { label: studentSessionMessages.place, value: session.place || sessionsMessages.noPlace },
          { label: studentSessionMessages.trainer, value: session.trainer_name ?? '' },
          { label: studentSessionMessages.role, value: session.my_session_role ? sessionRoleLabels[session.my_session_role] : '' },
          { label: studentSessionMessages.presence, value: session.my_confirmed_at ? sessionsMessages.confirmed(frenchDate(session.my_confirmed_at, sessionsMessages.dayFormat)) : sessionsMessages.notConfirmed },
          { label: studentSessionMessages.status, value: <SessionStatusChip status={session.status} /> },
        ]}
      />
    </PracticalSection>
  );
}

function Briefing({ session }: { session: SessionDetail }) {
  const { briefing } = session;
  return (
    <Section>
      <h2>{studentSessionMessages.briefingTitle}</h2>
      {!briefing ? (
        <p>{studentSessionMessages.noBriefing}</p>
      ) : (
        <>
          {briefing.public && <p>{`${studentSessionMessages.public}\u00a0: ${briefing.public}`}</p>}
          <h3>{studentSessionMessages.objectives}</h3>
          <TextList>
            {briefing.objectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </TextList>
          {briefing.prerequisites.length > 0 && (
            <>
              <h3>{studentSessionMessages.prerequisites}</h3>
              <TextList>
                {briefing.prerequisites.map((prerequisite) => (
                  <li key={prerequisite}>{prerequisite}</li>
                ))}
              </TextList>
            </>
          )}
          <h3>{studentSessionMessages.context}</h3>
          <Prose>{briefing.context}</Prose>
          <h3>{studentSessionMessages.briefing}</h3>
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
      <h2>{studentSessionMessages.resultsTitle}</h2>
      {!released && <p>{studentSessionMessages.resultsPending}</p>}
      {released && isLoading && <Loading>{studentSessionMessages.resultsLoading}</Loading>}
      {released && isError && <LoadFailure message={sessionsMessages.loadFailed} retryLabel={sessionsMessages.retry} onRetry={() => void refetch()} />}
      {released && data && data.items.length === 0 && <p>{studentSessionMessages.resultsNone}</p>}
      {data?.items.map((result) => (
        <div key={result.learner_uid ?? 'moi'}>
          {/* A trainer who changes a published result: the student is told, rather than finding other marks unannounced. */}
          {result.changed_after_release_at && <Callout role="status">{studentSessionMessages.changedAfterRelease(frenchDate(result.changed_after_release_at, sessionsMessages.dateTimeFormat))}</Callout>}
          <ScrollingTable label={studentSessionMessages.resultsTitle} columns={[studentSessionMessages.criterion, studentSessionMessages.level]}>
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
              <h3>{studentSessionMessages.trainerComment}</h3>
              <Prose>{result.comment}</Prose>
            </>
          )}
        </div>
      ))}
      <OwnFacts session={session} />
    </Section>
  );
}

/**
 * The student's own actions and notes, released with the results and under them: before the release the page
 * says the results are not published and this says nothing more (the API gives none). Only a learner has some:
 * an observer or a simulated patient is never named in the room.
 */
function OwnFacts({ session }: { session: SessionDetail }) {
  const released = session.results_released_at !== null;
  const shown = released && session.my_session_role === 'apprenant';
  const me = useSelector(selectCurrentUser)?.uid;
  const { data, isFetching, isError, refetch } = useLearnerFactsQuery(session.id, { skip: !shown, refetchOnMountOrArgChange: true });
  if (!shown) return null;
  // The API answers a student with their own entry alone; should it hold another's, that one is never shown.
  const facts = data?.find((item) => item.learner_uid === me)?.facts ?? [];
  return (
    <>
      <h3>{learnerFactsMessages.ownTitle}</h3>
      {!data && isFetching && <Loading>{learnerFactsMessages.ownLoading}</Loading>}
      {isError && !isFetching && <LoadFailure message={learnerFactsMessages.ownLoadFailed} retryLabel={sessionsMessages.retry} onRetry={() => void refetch()} />}
      {data && facts.length === 0 && <EmptyNote>{learnerFactsMessages.ownEmpty}</EmptyNote>}
      {data && facts.length > 0 && (
        <>
          <p>{learnerFactsMessages.ownLead}</p>
          <FactList facts={facts} label={learnerFactsMessages.ownList} />
        </>
      )}
    </>
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
        <h2>{studentSessionMessages.feedbackTitle}</h2>
        <p>{studentSessionMessages.feedbackClosed}</p>
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
      setOutcome({ tone: 'success', text: studentSessionMessages.sent });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(error, sessionsMessages.failed) });
    }
  };

  return (
    <Section>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="feedback-title">
        <h2 id="feedback-title">{studentSessionMessages.feedbackTitle}</h2>
        <p>{studentSessionMessages.feedbackLead}</p>
        {session.my_feedback && <p>{studentSessionMessages.yourFeedback(session.my_feedback.rating, frenchDate(session.my_feedback.updated_at, sessionsMessages.dayFormat))}</p>}
        <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
        <RadioGroup
          legend={studentSessionMessages.rating}
          name="rating"
          scale
          value={rating === null ? null : String(rating)}
          options={studentSessionMessages.ratingLabels.map((label, index) => ({ value: String(index + 1), label }))}
          error={errors.rating}
          disabled={!session.feedback_open}
          onChange={(value) => setRating(Number(value))}
        />
        <TextAreaField
          label={studentSessionMessages.comment}
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
        {session.feedback_open && <SubmitButton disabled={isLoading}>{isLoading ? studentSessionMessages.sending : session.my_feedback ? studentSessionMessages.update : studentSessionMessages.send}</SubmitButton>}
      </Form>
    </Section>
  );
}

export function StudentSession({ id }: { id: string }) {
  const { data: session, isLoading, isError, error, refetch } = useGetSessionQuery(id);
  if (isLoading) return <Loading>{sessionsMessages.loading}</Loading>;
  if (isError || !session) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    return missing ? <p>{studentSessionMessages.notFound}</p> : <LoadFailure message={sessionsMessages.loadFailed} retryLabel={sessionsMessages.retry} onRetry={() => void refetch()} />;
  }
  const consent = (
    <Section>
      <h2>{studentSessionMessages.consentTitle}</h2>
      <p>{studentSessionMessages.consentLead}</p>
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
          {studentSessionMessages.back}
        </ButtonLink>
      </Actions>
    </>
  );
}
