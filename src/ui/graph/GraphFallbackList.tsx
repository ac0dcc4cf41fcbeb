/**
 * A graph as a list, where a canvas has no room (a phone): each state with its marks in words and the
 * arrows leaving it, the current state first so that it is the first thing read.
 */
import styled from 'styled-components';
import { graphMessages } from '../../config/messages/graph';
import { listOrder, type GraphEdge, type GraphNode } from './graphLayout';

const Items = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  > li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
  > li[data-current='true'] {
    padding-left: ${({ theme }) => theme.space.sm};
    border-left: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.colors.primary};
  }
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Name = styled.strong`
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
`;

type Props = {
  nodes: readonly GraphNode[];
  edges: readonly GraphEdge[];
  /** The names of arrows' targets when they are not all in `nodes` (a list of roles, each with its pages). */
  names?: ReadonlyMap<string, string>;
  /** The list's accessible name; by default, the states'. */
  label?: string;
};

export function GraphFallbackList({ nodes, edges, names = new Map(nodes.map((node) => [node.id, node.label])), label = graphMessages.listTitle }: Props) {
  return (
    <Items aria-label={label}>
      {listOrder(nodes).map((node) => {
        const leaving = edges.filter((edge) => edge.from === node.id);
        const marks = (node.marks ?? []).map((mark) => graphMessages.marks[mark]);
        return (
          <li key={node.id} data-current={node.marks?.includes('current') || node.marks?.includes('last') ? 'true' : undefined}>
            <Name>{node.label}</Name>
            {marks.length > 0 && <> — {marks.join(', ')}</>}
            {node.lines?.map((line) => (
              <Muted key={line}>{line}</Muted>
            ))}
            {leaving.length > 0 ? (
              <ul>
                {leaving.map((edge) => (
                  <li key={edge.id}>
                    {graphMessages.listLeaving(edge.label ?? '', names.get(edge.to) ?? '?')}
                    {edge.taken ? ` ${graphMessages.takenWord}` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <Muted>{graphMessages.listNoLeaving}</Muted>
            )}
          </li>
        );
      })}
    </Items>
  );
}
