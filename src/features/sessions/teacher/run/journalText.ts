/** The run log in words: a journal's line, and the same with what the live journal shows beside it. Pure. */
import type { RunLogEvent, SessionScenario } from '../../../../../contract/schemas/sessions';
import { roomMessages } from '../../../../config/messages/room';
import { teacherSessionMessages } from '../../../../config/messages/sessions';

type Graph = SessionScenario['graph'];

/** One line of the journal, in French, with the graph's names rather than its ids. */
export function eventText(event: RunLogEvent, graph: Graph | null): string {
  const stateName = (id: string | undefined) => graph?.states.find((state) => state.id === id)?.name ?? id ?? '';
  switch (event.kind) {
    case 'phase_started':
      return teacherSessionMessages.eventText.phase_started(event.phase ?? '');
    case 'state_reached':
      return teacherSessionMessages.eventText.state_reached(stateName(event.state));
    case 'transition_taken': {
      const transition = graph?.transitions.find((candidate) => candidate.id === event.transition);
      return teacherSessionMessages.eventText.transition_taken(`${transition?.label ?? event.transition ?? ''} (${stateName(event.from)} → ${stateName(event.to)})`);
    }
    case 'note':
      return teacherSessionMessages.eventText.note(event.text ?? '');
    case 'paused':
      return teacherSessionMessages.eventText.paused;
    case 'resumed':
      return teacherSessionMessages.eventText.resumed;
    case 'correction':
      return teacherSessionMessages.eventText.correction(stateName(event.state));
  }
}

/**
 * An event as the debriefing and the export write it: its words, then « (automatique) » for a transition the
 * timer fired and a note's tags — what the live journal shows beside it, so nothing said in the room is lost after.
 */
export function timelineText(event: RunLogEvent, graph: Graph): string {
  const tags = event.tags && event.tags.length > 0 ? roomMessages.tagged(event.tags.map((tag) => (roomMessages.tags as Record<string, string>)[tag] ?? tag)) : '';
  return `${eventText(event, graph)}${event.auto ? roomMessages.auto : ''}${tags}`;
}
