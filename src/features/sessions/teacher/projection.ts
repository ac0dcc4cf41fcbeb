/**
 * What « Projeter » (docs/product.md, « Débriefing ») puts on the room's screen, decided here and pure: the run's
 * facts as the learners may see them. A whitelist, not a blacklist: only the events that say where the patient
 * went and when (phases, states, transitions, pauses, corrections) are projected; a note, its tags, an action
 * tied to a learner, a change of vitals or any kind added later stays on the trainer's screen.
 *
 * The times are the debriefing's (contract/debriefFacts.ts): seconds since the start of the « scénario » phase,
 * pauses left out — the clock the expected states' limits are counted on, so « atteint à +05:03 » and the line
 * « +05:03 État atteint » agree. Events logged before that phase began have no such time: they go under « Briefing ».
 * (run/ has the room's live journal; this module does not share its rule, it reads the facts' times.)
 */
import { clockText, type DebriefFacts, type MarkOutcome } from '../../../../contract/debriefFacts';
import type { RunLogEvent, SessionScenario } from '../../../../contract/schemas/sessions';
import { debriefMessages, markText } from '../../../config/messages/debrief';
import { roomMessages } from '../../../config/messages/room';
import { eventText } from './run/journalText';

type Graph = SessionScenario['graph'];

/** One line of the projected timeline: `time` is « +05:03 », or null for a briefing line. */
export type ProjectedLine = { id: string; time: string | null; dateTime: string; text: string };

export type ProjectedTimeline = { briefing: ProjectedLine[]; scenario: ProjectedLine[] };

/** The kinds the learners see; every other kind (notes above all) is the trainer's. */
const PROJECTED_KINDS: ReadonlySet<RunLogEvent['kind']> = new Set<RunLogEvent['kind']>(['phase_started', 'state_reached', 'transition_taken', 'paused', 'resumed', 'correction']);

/** The run as the room sees it: briefing lines, then the scenario's with their elapsed time; a click the trainer corrected is left out. */
export function projectedTimeline(facts: DebriefFacts, graph: Graph): ProjectedTimeline {
  const briefing: ProjectedLine[] = [];
  const scenario: ProjectedLine[] = [];
  for (const entry of facts.timeline) {
    const { event } = entry;
    if (!PROJECTED_KINDS.has(event.kind) || entry.corrected) continue;
    // Built from the kind's own words, never from the event's free text or tags.
    const text = `${eventText({ ...event, text: undefined, tags: undefined }, graph)}${event.kind === 'transition_taken' && event.auto ? roomMessages.auto : ''}${
      entry.pauseSeconds === undefined ? '' : debriefMessages.pausedFor(entry.pauseSeconds)
    }`;
    const line = { id: event.id, dateTime: event.at, text };
    if (entry.at === null) briefing.push({ ...line, time: null });
    else scenario.push({ ...line, time: clockText(entry.at) });
  }
  return { briefing, scenario };
}

/** One expected state as projected: its name, what was expected, what happened — in words, with a verdict for the icon. */
export type ProjectedMark = { state: string; name: string; expected: string; outcome: string; good: boolean };

export function projectedMarks(facts: DebriefFacts, graph: Graph): ProjectedMark[] {
  return facts.marks.map((mark: MarkOutcome) => {
    const state = graph.states.find((candidate) => candidate.id === mark.state);
    return {
      state: mark.state,
      name: state?.name ?? mark.state,
      expected: debriefMessages.projection.expectation(mark.kind, state?.expected?.within_seconds),
      outcome: markText(mark),
      good: debriefMessages.markGood(mark),
    };
  });
}
