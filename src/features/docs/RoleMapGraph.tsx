import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { docsMessages } from '../../config/messages/docs';
import { GraphCanvas, type NodeLook } from '../../ui/graph/GraphCanvas';
import { GraphFallbackList } from '../../ui/graph/GraphFallbackList';
import { toGraph, type AccessRow } from './accessMap';

/**
 * The interactive map, drawn when someone asks for it, on the shared canvas: the roles in a column on
 * the left, the pages they open on the right (two layers, each long: left to right keeps them readable).
 * vis-network is imported (by useVisNetwork) as this mounts, so that only whoever asks downloads it.
 * Clicking a page opens it. On a phone, each role with its pages, as a list.
 */
export function RoleMapGraph({ rows }: { rows: readonly AccessRow[] }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const graph = useMemo(() => toGraph(rows), [rows]);
  const nodes = useMemo(() => graph.nodes.map((node) => ({ id: node.id, label: node.label, group: node.group })), [graph]);
  const groups = useMemo<Record<string, NodeLook>>(
    () => ({
      audience: { background: theme.colors.primary, border: theme.colors.primaryDark, text: theme.colors.primaryText, width: 2 },
      page: { background: theme.colors.surface, border: theme.colors.border, text: theme.colors.text, width: 2 },
    }),
    [theme],
  );
  const onClick = useCallback(
    ({ nodes: clicked }: { nodes: string[] }) => {
      const path = graph.nodes.find((node) => node.id === clicked[0])?.path;
      if (path) void navigate(path);
    },
    [graph, navigate],
  );

  // Where the chunk cannot be fetched or the browser cannot draw, the lists and the table of the page remain.
  return (
    <GraphCanvas
      nodes={nodes}
      edges={graph.edges}
      groups={groups}
      direction="LR"
      label={docsMessages.mapLabel}
      testId="role-map"
      loadingText={docsMessages.mapLoading}
      failedText={docsMessages.mapFailed}
      onClick={onClick}
      fallback={<GraphFallbackList nodes={nodes.filter((node) => node.group === 'audience')} edges={graph.edges} names={new Map(nodes.map((node) => [node.id, node.label]))} label={docsMessages.mapLabel} />}
    />
  );
}
