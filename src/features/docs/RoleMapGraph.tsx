import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { docsMessages as t } from '../../config/messages/docs';
import { media } from '../../ui/theme';
import { useVisNetwork, type DrawNetwork, type Options } from '../../ui/useVisNetwork';
import { toGraph, type AccessRow } from './accessMap';

const Canvas = styled.div`
  height: ${({ theme }) => theme.layout.mapHeightCompact};
  ${media.md} {
    height: ${({ theme }) => theme.layout.mapHeight};
  }
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

function graphOptions(theme: DefaultTheme): Options {
  const { colors, graph, font } = theme;
  return {
    layout: { hierarchical: { direction: 'LR', sortMethod: 'directed', levelSeparation: graph.levelSeparation, nodeSpacing: graph.nodeSpacing } },
    physics: false,
    // No wheel zoom: scrolling the page must keep scrolling the page.
    interaction: { hover: true, zoomView: false, dragView: true },
    nodes: { shape: 'box', margin: { top: graph.nodePadding, right: graph.nodePadding, bottom: graph.nodePadding, left: graph.nodePadding }, borderWidth: graph.borderWidth, font: { face: font.family, size: graph.fontSize, multi: false } },
    groups: {
      audience: {
        color: { background: colors.primary, border: colors.primaryDark, highlight: { background: colors.primaryDark, border: colors.focus } },
        font: { color: colors.primaryText },
      },
      page: {
        color: { background: colors.surface, border: colors.border, highlight: { background: colors.primarySurface, border: colors.primary } },
        font: { color: colors.text },
      },
    },
    edges: { arrows: 'to', color: { color: colors.border, highlight: colors.primary, hover: colors.primary }, smooth: false },
  };
}

/**
 * The interactive map, drawn when someone asks for it. vis-network is imported (by useVisNetwork) as
 * this mounts, so that only whoever asks downloads it. Clicking a page opens it.
 */
export function RoleMapGraph({ rows }: { rows: readonly AccessRow[] }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const graph = useMemo(() => toGraph(rows), [rows]);
  const draw = useCallback<DrawNetwork>(
    ({ Network }, element) => {
      const network = new Network(element, graph, graphOptions(theme));
      network.on('click', ({ nodes }: { nodes: string[] }) => {
        const path = graph.nodes.find((node) => node.id === nodes[0])?.path;
        if (path) void navigate(path);
      });
      return network;
    },
    [graph, theme, navigate],
  );
  // Where the chunk cannot be fetched or the browser cannot draw, the table below remains.
  const { container, state } = useVisNetwork(draw);

  return (
    <>
      <div role="status">{state !== 'ready' && <Status>{state === 'loading' ? t.mapLoading : t.mapFailed}</Status>}</div>
      <Canvas ref={container} role="img" aria-label={t.mapLabel} hidden={state === 'failed'} data-testid="role-map" />
    </>
  );
}
