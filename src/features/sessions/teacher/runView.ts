/** What the « Déroulement » tab shows, derived from the run log and the scenario graph. Pure. */
import type { RunLogEvent, SessionParticipant, SessionScenario } from '../../../../contract/schemas/sessions';
import { roomMessages } from '../../../config/messages/room';
import { teacherSessionMessages } from '../../../config/messages/sessions';

type Graph = SessionScenario['graph'];

/** The patient's state now: the last one reached or corrected back to, or the initial state before any. */
export function currentStateId(events: readonly RunLogEvent[], graph: Graph): string | null {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index];
    if ((event?.kind === 'state_reached' || event?.kind === 'correction') && event.state) return event.state;
  }
  return graph.states.find((state) => state.kind === 'initial')?.id ?? null;
}

/** The people in the session the trainer must not film: no live consent to the current recording authorisation. */
export function notToFilm(participants: readonly SessionParticipant[] | null): string[] {
  // A deleted account is nobody in the room any more.
  return (participants ?? []).flatMap((person) => (person.user_uid && !person.recording_consent ? [`${person.firstname} ${person.name}`] : []));
}

/** The transitions the trainer may take from the current state. */
export function transitionsFrom(stateId: string | null, graph: Graph) {
  return graph.transitions.filter((transition) => transition.from === stateId);
}

/** The phase under way and when it started: the last `phase_started`. */
export function currentPhase(events: readonly RunLogEvent[]): { phase: string; since: string } | null {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index];
    if (event?.kind === 'phase_started' && event.phase) return { phase: event.phase, since: event.at };
  }
  return null;
}

/** « 12 min 05 s », « 1 h 02 min »: how long a phase has been running. */
export function elapsedText(since: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours}\u00a0h ${String(minutes).padStart(2, '0')}\u00a0min`;
  return `${minutes}\u00a0min ${String(seconds % 60).padStart(2, '0')}\u00a0s`;
}

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
