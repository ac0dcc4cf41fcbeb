import styled from 'styled-components';
import type { RunLogEvent, SessionScenario } from '../../../../../contract/schemas/sessions';
import { offlineMessages } from '../../../../config/messages/offline';
import { roomMessages } from '../../../../config/messages/room';
import { PENDING_EVENT } from '../../runLogCache';
import { frenchDate } from '../../../../ui/dates';
import { eventText, type JournalContext } from './journalText';
import { journalGroups, type JournalRow } from './runScreen';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
  & time {
    flex: none;
    min-width: 4.5rem;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** « Briefing » over the events before the scenario: a label of the list, not a heading of the page's outline. */
const GroupTitle = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

function Rows({ rows, graph, label, context }: { rows: readonly JournalRow[]; graph: SessionScenario['graph']; label: string; context?: JournalContext }) {
  return (
    <List aria-label={label}>
      {rows.map(({ event, time }) => (
        <li key={event.id}>
          {/* On the scenario clock; in the briefing, the hour it was logged. */}
          <time dateTime={event.at}>{time ?? frenchDate(event.at, 'HH:mm:ss')}</time>
          <span>
            {eventText(event, graph, context)}
            {event.auto ? roomMessages.auto : ''}
            {event.tags && event.tags.length > 0 ? roomMessages.tagged(event.tags.map((tag) => (roomMessages.tags as Record<string, string>)[tag] ?? tag)) : ''}
            {event.id.startsWith(PENDING_EVENT) ? offlineMessages.pendingMark : ''}
            {event.received_at ? offlineMessages.lateMark(frenchDate(event.received_at, 'HH:mm:ss')) : ''}
          </span>
        </li>
      ))}
    </List>
  );
}

/**
 * The run as it happens, newest first: the trainer reads the last event without scrolling. Times are elapsed
 * on the scenario clock (runScreen.ts `journalGroups`); what was logged before the scenario is under « Briefing ».
 */
export function Timeline({ events, graph, label, context }: { events: readonly RunLogEvent[]; graph: SessionScenario['graph']; label: string; context?: JournalContext }) {
  const { scenario, briefing } = journalGroups(events);
  return (
    <>
      {scenario.length > 0 && <Rows rows={scenario} graph={graph} label={label} context={context} />}
      {briefing.length > 0 && (
        <>
          <GroupTitle>{roomMessages.briefingGroup}</GroupTitle>
          <Rows rows={briefing} graph={graph} label={`${label}\u00a0: ${roomMessages.briefingGroup}`} context={context} />
        </>
      )}
    </>
  );
}
