/**
 * Each learner's actions and notes with their times (docs/product.md §14b « Quick actions and learners »), read from
 * `GET …/learner-facts`: the trainer's « Débriefing » lists every learner's (`LearnerFacts`), the student's page
 * only their own (`FactList`, from the same list). Never on the projection: learner names are the trainer's.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { learnerFactTime } from '../../../../contract/debriefFacts';
import type { LearnerFactItem, SessionParticipant } from '../../../../contract/schemas/sessions';
import { learnerFactsMessages } from '../../../config/messages/debrief';
import { roomMessages } from '../../../config/messages/room';
import { sessionsMessages, teacherSessionMessages } from '../../../config/messages/sessions';
import { EmptyNote, LoadFailure, Loading } from '../../../ui/states';
import { useLearnerFactsQuery } from '../sessionsApi';

/** One fact in words, as the timeline writes the same event: « Action : … », « Note : … [Geste] ». */
export function factText(fact: LearnerFactItem): string {
  if (fact.kind === 'action') return roomMessages.action(fact.label ?? fact.action_id ?? '');
  const tags = fact.tags && fact.tags.length > 0 ? roomMessages.tagged(fact.tags.map((tag) => (roomMessages.tags as Record<string, string>)[tag] ?? tag)) : '';
  return `${teacherSessionMessages.eventText.note(fact.text ?? '')}${tags}`;
}

/** The timeline's look: the time in a narrow column, the words beside it wrapping (a long note never pushes sideways). */
const Facts = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: grid;
    grid-template-columns: 4.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
  li > span {
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  time {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A learner's facts in the log's order, each with its time (« +03:12 », « Briefing » before the scenario). */
export function FactList({ facts, label }: { facts: readonly LearnerFactItem[]; label: string }) {
  return (
    <Facts aria-label={label}>
      {facts.map((fact) => (
        <li key={fact.event_id}>
          <time>{learnerFactTime(fact.at)}</time>
          <span>{factText(fact)}</span>
        </li>
      ))}
    </Facts>
  );
}

/**
 * One closed disclosure per learner: a session has a dozen learners and a learner may have many lines, so the
 * section costs a line per learner until the trainer opens the one they are talking with; what each holds is said
 * on its summary. A learner with nothing is one muted line, not a disclosure that opens on nothing.
 */
const Learners = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  > li {
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
  summary {
    cursor: pointer;
    min-height: ${({ theme }) => theme.size.control};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  /* A flex summary loses the browser's disclosure triangle: its own marker says whether it is open. */
  summary::before {
    content: '▸' / '';
    display: inline-block;
    transition: transform 0.15s ease;
  }
  details[open] > summary::before {
    transform: rotate(90deg);
  }
  summary small {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.colors.mutedText};
  }
  details > ol {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  @media (prefers-reduced-motion: reduce) {
    summary::before {
      transition: none;
    }
  }
`;

const Muted = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.mutedText};
  overflow-wrap: anywhere;
`;

type Person = Pick<SessionParticipant, 'user_uid' | 'firstname' | 'name' | 'session_role'>;

/**
 * The trainer's list: every learner (`apprenant`) of the session, named as the participants list names them, plus
 * anyone else the log names (an observer named by mistake still shows what was said of them). `logKey` changes
 * when the run log gains a learner's action or note: the list is read again (the stream feeds the log, not this list).
 */
export function LearnerFacts({ sessionId, participants, logKey }: { sessionId: string; participants: readonly Person[] | null; logKey: string }) {
  const { data, isError, isFetching, refetch } = useLearnerFactsQuery(sessionId, { refetchOnMountOrArgChange: true });
  const seen = useRef(logKey);
  useEffect(() => {
    if (seen.current === logKey) return;
    seen.current = logKey;
    void refetch();
  }, [logKey, refetch]);

  const nameOf = (uid: string) => {
    const person = participants?.find((one) => one.user_uid === uid);
    return person ? `${person.firstname} ${person.name}`.trim() : null;
  };
  const isLearner = (uid: string) => participants?.find((one) => one.user_uid === uid)?.session_role === 'apprenant';
  const rows = (data ?? []).flatMap((item) => {
    const name = nameOf(item.learner_uid);
    return name !== null && (isLearner(item.learner_uid) || item.facts.length > 0) ? [{ ...item, name }] : [];
  });

  return (
    <section aria-labelledby="debrief-learners">
      <h2 id="debrief-learners">{learnerFactsMessages.title}</h2>
      {!data && isFetching && <Loading>{learnerFactsMessages.learnersLoading}</Loading>}
      {isError && !isFetching && <LoadFailure message={learnerFactsMessages.loadFailed} retryLabel={sessionsMessages.retry} onRetry={() => void refetch()} />}
      {data && rows.length === 0 && <EmptyNote>{learnerFactsMessages.learnersEmpty}</EmptyNote>}
      {data && rows.length > 0 && (
        <>
          <p>{learnerFactsMessages.lead}</p>
          {/* Nobody has anything: one line says it, rather than one muted line per learner. */}
          {rows.every((row) => row.facts.length === 0) ? (
            <EmptyNote>{learnerFactsMessages.nothingEmpty}</EmptyNote>
          ) : (
          <Learners>
            {rows.map((row) => {
              const actions = row.facts.filter((fact) => fact.kind === 'action').length;
              return (
                <li key={row.learner_uid}>
                  {row.facts.length === 0 ? (
                    <Muted>{learnerFactsMessages.nothingFor(row.name)}</Muted>
                  ) : (
                    <details>
                      <summary>
                        {row.name}
                        <small>{learnerFactsMessages.counts(actions, row.facts.length - actions)}</small>
                      </summary>
                      <FactList facts={row.facts} label={learnerFactsMessages.listOf(row.name)} />
                    </details>
                  )}
                </li>
              );
            })}
          </Learners>
          )}
        </>
      )}
    </section>
  );
}
