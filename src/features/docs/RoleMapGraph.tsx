import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import type { Network, Options } from 'vis-network/standalone';
import { docsMessages as t } from '../../config/messages/docs';
import { media } from '../../ui/theme';
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

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The interactive map, drawn when someone asks for it. vis-network is imported here, dynamically,
 * so that only whoever asks downloads it (webpack puts it in its own chunk). Clicking a page opens it.
 */
export function RoleMapGraph({ rows }: { rows: readonly AccessRow[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  const theme = useTheme();
  const navigate = useNavigate();
  const graph = useMemo(() => toGraph(rows), [rows]);

  useEffect(() => {
    let network: Network | undefined;
    let cancelled = false;
    import('vis-network/standalone')
      .then(({ Network: VisNetwork }) => {
        if (cancelled || !container.current) return;
        network = new VisNetwork(container.current, graph, graphOptions(theme));
        network.on('click', ({ nodes }: { nodes: string[] }) => {
          const path = graph.nodes.find((node) => node.id === nodes[0])?.path;
          if (path) void navigate(path);
        });
        setState('ready');
      })
      // The chunk could not be fetched, or the browser cannot draw: the table below remains.
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      network?.destroy();
    };
  }, [graph, theme, navigate]);

  return (
    <>
      <div role="status">{state !== 'ready' && <Status>{state === 'loading' ? t.mapLoading : t.mapFailed}</Status>}</div>
      <Canvas ref={container} role="img" aria-label={t.mapLabel} hidden={state === 'failed'} data-testid="role-map" />
    </>
  );
}
