import styled from 'styled-components';
import type { RunLogEvent, SessionScenario } from '../../../../../contract/schemas/sessions';
import { debriefMessages } from '../../../../config/messages/debrief';
import { offlineMessages } from '../../../../config/messages/offline';
import { roomMessages } from '../../../../config/messages/room';
import { PENDING_EVENT } from '../../runLogCache';
import { frenchDate } from '../../../../ui/dates';
import { eventText } from './journalText';
import { eventOffsetText as offsetText } from '../../../../../contract/elapsedTime';

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

/** The run as it happens, newest first: the trainer reads the last event without scrolling. */
export function Timeline({ events, graph, label }: { events: readonly RunLogEvent[]; graph: SessionScenario['graph']; label: string }) {
  const rows = events.map((event) => ({ event, offset: offsetText(events, event) })).reverse();
  return (
    <List aria-label={label}>
      {rows.map(({ event, offset }) => (
        <li key={event.id}>
          {/* Before the scenario's clock: « avant », as the debriefing's timeline says it; the hour on hover. */}
          <time dateTime={event.at} title={offset === null ? frenchDate(event.at, 'HH:mm:ss') : undefined}>
            {offset ?? debriefMessages.beforeStart}
          </time>
          <span>
            {eventText(event, graph)}
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
