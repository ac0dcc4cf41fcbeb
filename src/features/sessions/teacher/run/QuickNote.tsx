import { useEffect, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { NOTE_TAGS, type NoteTag } from '../../../../../contract/roles';
import { TEXT_LIMITS, textLimitProblem } from '../../../../../contract/textLimits';
import { roomMessages } from '../../../../config/messages/room';
import { teacherSessionMessages } from '../../../../config/messages/sessions';
import { Form, SubmitButton, TextAreaField } from '../../../../ui/forms';
import { readDraft, writeDraft } from '../sessionDraft';
import { ZoneTitle } from './RoomScreen';

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  /* Its own space above: the room's columns set their headings' margins to nothing. */
  margin: ${({ theme }) => theme.space.sm} 0;
`;

const Toggle = styled.button`
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/**
 * In « Mode salle » the field and its button side by side, the button level with the field's foot: one row less
 * in a column that must hold everything above the fold of a landscape tablet.
 */
const Row = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ $compact }) =>
    $compact &&
    css`
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
      & > :last-child {
        margin: 0;
      }
    `}
  & > * {
    margin: 0;
  }
`;

/** In the room the form spans its column: the field is the room's widest writing space, not a form page's. */
const NoteForm = styled(Form)<{ $compact: boolean }>`
  ${({ $compact }) =>
    $compact &&
    css`
      max-width: none;
    `}
`;

type NoteDraft = { text: string; tags: NoteTag[] };

const isNoteDraft = (value: unknown): value is NoteDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as NoteDraft).text === 'string' &&
  Array.isArray((value as NoteDraft).tags) &&
  (value as NoteDraft).tags.every((tag) => (NOTE_TAGS as readonly string[]).includes(tag));

/**
 * A note in a few seconds: free text and preset tags. `onSend` resolves true once it is kept (logged, or queued
 * while offline); until then what was typed and chosen stays, so a failure loses nothing. What is typed is kept
 * as a draft of this browser tab (per session): a reload, or a look at another tab, finds it again.
 */
/** `compact` (« Mode salle »): the form's title as a zone's small title, the button beside the field. */
export function QuickNote({ sessionId, onSend, compact = false }: { sessionId: string; onSend: (text: string, tags: NoteTag[]) => Promise<boolean>; compact?: boolean }) {
  const [draft] = useState(() => readDraft(sessionId, 'note-rapide', isNoteDraft));
  const [note, setNote] = useState(draft?.text ?? '');
  const [tags, setTags] = useState<NoteTag[]>(draft?.tags ?? []);
  useEffect(() => writeDraft(sessionId, 'note-rapide', note || tags.length > 0 ? { text: note, tags } : null), [sessionId, note, tags]);
  const [error, setError] = useState<string | null>(null);
  const toggle = (tag: NoteTag) => setTags((chosen) => (chosen.includes(tag) ? chosen.filter((one) => one !== tag) : [...chosen, tag]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(teacherSessionMessages.noteRequired);
      return;
    }
    // Over its limit the field already says so beside it: nothing is sent, nothing typed is cut.
    if (textLimitProblem(teacherSessionMessages.noteLabel, note.trim(), TEXT_LIMITS.runNote)) return;
    setError(null);
    // Tags keep the order of NOTE_TAGS: the same note reads the same whatever the order of the taps.
    if (await onSend(note.trim(), NOTE_TAGS.filter((tag) => tags.includes(tag)))) {
      setNote('');
      setTags([]);
    }
  };

  return (
    <NoteForm $compact={compact} noValidate onSubmit={(event) => void submit(event)} aria-label={teacherSessionMessages.noteForm}>
      {compact ? <ZoneTitle>{roomMessages.noteTitle}</ZoneTitle> : <h2>{roomMessages.noteTitle}</h2>}
      <Tags role="group" aria-label={roomMessages.noteTags}>
        {NOTE_TAGS.map((tag) => (
          <Toggle key={tag} type="button" aria-pressed={tags.includes(tag)} onClick={() => toggle(tag)}>
            {roomMessages.tags[tag]}
          </Toggle>
        ))}
      </Tags>
      <Row $compact={compact}>
        <TextAreaField label={teacherSessionMessages.noteLabel} rows={2} value={note} limit={TEXT_LIMITS.runNote} error={error} onChange={(event) => setNote(event.target.value)} />
        <SubmitButton>{teacherSessionMessages.addNote}</SubmitButton>
      </Row>
    </NoteForm>
  );
}
