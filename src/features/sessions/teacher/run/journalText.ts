/** The run log in words: a journal's line, and the same with what the live journal shows beside it. Pure. */
import type { RunLogEvent, SessionParticipant, SessionScenario } from '../../../../../contract/schemas/sessions';
import { roomMessages } from '../../../../config/messages/room';
import { teacherSessionMessages } from '../../../../config/messages/sessions';

type Graph = SessionScenario['graph'];

/** What names an action and a learner: the scenario's quick actions, the session's participants (when known). */
export type JournalContext = {
  quickActions?: SessionScenario['quick_actions'];
  participants?: readonly Pick<SessionParticipant, 'user_uid' | 'firstname' | 'name'>[] | null;
};

const VITAL_ORDER = ['fc', 'pa', 'spo2', 'fr', 'temperature', 'conscience'] as const;

/** « FC 120 /min, SpO₂ 88 % »: the signs changed, in the monitor's order, with their units; T° with a decimal comma. */
function vitalsText(vitals: NonNullable<RunLogEvent['vitals']>): string[] {
  return VITAL_ORDER.flatMap((key) => {
    const value = vitals[key];
    if (value === undefined) return [];
    const shown = key === 'temperature' ? String(value).replace('.', ',') : String(value);
    return [roomMessages.vitalSign(roomMessages.vitals[key], shown, key === 'conscience' ? null : roomMessages.units[key])];
  });
}

/** « — Marie Curie, Jean Dupont »: the learners named that the page knows (none: nothing). */
function learnersText(event: RunLogEvent, context: JournalContext | undefined): string {
  const names = (event.learner_uids ?? []).flatMap((uid) => {
    const person = context?.participants?.find((participant) => participant.user_uid === uid);
    return person ? [`${person.firstname} ${person.name}`.trim()] : [];
  });
  return names.length > 0 ? roomMessages.learners(names) : '';
}

/** One line of the journal, in French, with the graph's names rather than its ids. */
export function eventText(event: RunLogEvent, graph: Graph | null, context?: JournalContext): string {
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
      return `${teacherSessionMessages.eventText.note(event.text ?? '')}${learnersText(event, context)}`;
    case 'action': {
      const label = context?.quickActions?.find((action) => action.id === event.action_id)?.label ?? event.action_id ?? '';
      return `${roomMessages.action(label)}${learnersText(event, context)}`;
    }
    case 'vitals_changed':
      return roomMessages.vitalsChanged(vitalsText(event.vitals ?? {}), event.over_seconds ? roomMessages.trendLength(event.over_seconds) : null);
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
export function timelineText(event: RunLogEvent, graph: Graph, context?: JournalContext): string {
  const tags = event.tags && event.tags.length > 0 ? roomMessages.tagged(event.tags.map((tag) => (roomMessages.tags as Record<string, string>)[tag] ?? tag)) : '';
  return `${eventText(event, graph, context)}${event.auto ? roomMessages.auto : ''}${tags}`;
}
