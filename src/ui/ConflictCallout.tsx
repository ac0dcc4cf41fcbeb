import styled from 'styled-components';
import { commonMessages } from '../config/messages/common';
import { Actions, Button } from './buttons';
import { Callout } from './content';
import { ScrollingTable } from './table';

/** One field that differs between what this page holds and what was saved elsewhere, in words. */
export type Difference = { field: string; mine: string; theirs: string };

const conflictMessages = commonMessages.conflict;

// A difference may span lines (a list, a state's vitals then its description): shown as written.
const Value = styled.td`
  white-space: pre-line;
`;

/**
 * Another tab or device saved first: what differs, field by field, and the two ways out — keep this
 * page's version (saved over the other) or take the other (this page's changes dropped). Never a raw
 * copy to paste back by hand.
 */
export function ConflictCallout({
  title,
  text,
  differences,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  title: string;
  text: string;
  differences: readonly Difference[];
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <Callout $tone="warning" role="group" aria-label={title}>
      <p>
        <strong>{title}</strong>
      </p>
      <p>{text}</p>
      <ScrollingTable label={conflictMessages.caption} caption={conflictMessages.caption} columns={[{ label: conflictMessages.field, phone: 'title' }, { label: conflictMessages.mine, phone: 'field' }, { label: conflictMessages.theirs, phone: 'field' }]} stacked>
        <tbody>
          {differences.map((difference, index) => (
            <tr key={`${index}-${difference.field}`}>
              <th scope="row">{difference.field}</th>
              <Value>{difference.mine || conflictMessages.empty}</Value>
              <Value>{difference.theirs || conflictMessages.empty}</Value>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <Actions>
        <Button type="button" disabled={busy} onClick={onKeepMine}>
          {conflictMessages.keepMine}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onTakeTheirs}>
          {conflictMessages.takeTheirs}
        </Button>
      </Actions>
    </Callout>
  );
}
