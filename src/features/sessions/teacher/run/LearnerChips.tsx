import styled from 'styled-components';
import type { SessionParticipant } from '../../../../../contract/schemas/sessions';
import { roomMessages } from '../../../../config/messages/room';
import { PersonIcon } from '../../../../ui/icons';
import { VisuallyHidden } from '../../../../ui/VisuallyHidden';

/** A learner the room can name: a participant with the session role « apprenant » and an account. */
export type Learner = { uid: string; name: string };

/** The session's learners, in the participants' order, named by first name and name (a deleted account: left out). */
export function learnersOf(participants: readonly SessionParticipant[] | null | undefined): Learner[] {
  return (participants ?? []).flatMap((person) =>
    person.session_role === 'apprenant' && person.user_uid ? [{ uid: person.user_uid, name: `${person.firstname} ${person.name}`.trim() }] : [],
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** « Apprenants : » at the row's start, drawn only: the group's own name says it to a screen reader. */
const Lead = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/**
 * A person's mark and a grey frame: next to the note's tags (blue pills) and the quick actions, a name must not look
 * like a third kind of tag. Chosen, it fills like a pressed tag.
 */
const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.mutedText};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/**
 * The learner chips of the room: toggle buttons; the chosen ones go with the next note or quick action
 * (`learner_uids`), then the room clears them. A session without learners shows nothing.
 */
export function LearnerChips({ learners, chosen, onToggle }: { learners: readonly Learner[]; chosen: readonly string[]; onToggle: (uid: string) => void }) {
  if (learners.length === 0) return null;
  return (
    // The hint is read, not shown: on a landscape tablet the room's every line is counted (the note stays above the fold).
    <Row role="group" aria-label={roomMessages.learnersTitle} aria-describedby="apprenants-concernes-aide">
      <VisuallyHidden id="apprenants-concernes-aide">{roomMessages.learnersHint}</VisuallyHidden>
      <Lead aria-hidden="true">{roomMessages.learnersLead}</Lead>
      {learners.map((learner) => (
        <Chip key={learner.uid} type="button" aria-pressed={chosen.includes(learner.uid)} onClick={() => onToggle(learner.uid)}>
          <PersonIcon />
          {learner.name}
        </Chip>
      ))}
    </Row>
  );
}
