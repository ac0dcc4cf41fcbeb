import styled from 'styled-components';
import { commonMessages } from '../config/messages/common';
import { Actions, Button } from './buttons';
import { Callout } from './content';
import { ScrollingTable } from './table';

/** One field that differs between what this page holds and what was saved elsewhere, in words. */
export type Difference = { field: string; mine: string; theirs: string };

const c = commonMessages.conflict;

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
      <ScrollingTable label={c.caption} caption={c.caption} columns={[{ label: c.field, phone: 'title' }, { label: c.mine, phone: 'field' }, { label: c.theirs, phone: 'field' }]} stacked>
        <tbody>
          {differences.map((difference, index) => (
            <tr key={`${index}-${difference.field}`}>
              <th scope="row">{difference.field}</th>
              <Value>{difference.mine || c.empty}</Value>
              <Value>{difference.theirs || c.empty}</Value>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <Actions>
        <Button type="button" disabled={busy} onClick={onKeepMine}>
          {c.keepMine}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onTakeTheirs}>
          {c.takeTheirs}
        </Button>
      </Actions>
    </Callout>
  );
}
