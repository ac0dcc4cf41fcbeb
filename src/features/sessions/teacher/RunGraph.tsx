import { useCallback, useEffect, useRef } from 'react';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import type { SessionScenario } from '../../../../contract/schemas/sessions';
import { teacherSessionMessages as t } from '../../../config/messages/sessions';
import { useVisNetwork, type DrawNetwork, type Options } from '../../../ui/useVisNetwork';

const Canvas = styled.div`
  height: ${({ theme }) => theme.layout.mapHeightCompact};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;

type Graph = SessionScenario['graph'];

function options(theme: DefaultTheme): Options {
  const { colors, graph, font } = theme;
  return {
    layout: { hierarchical: { direction: 'LR', sortMethod: 'directed', levelSeparation: 220, nodeSpacing: graph.nodeSpacing * 2 } },
    physics: false,
    interaction: { hover: true, zoomView: false, dragView: true },
    nodes: { shape: 'box', borderWidth: graph.borderWidth, font: { face: font.family, size: graph.fontSize, color: colors.text }, color: { background: colors.surface, border: colors.border } },
    edges: { arrows: 'to', font: { face: font.family, size: graph.fontSize - 2, align: 'middle' }, color: { color: colors.border, highlight: colors.primary, hover: colors.primary }, width: 2 },
  };
}

/** Below this scale the states' names are too small to read (on a phone, a graph of five states or more). */
export const READABLE_SCALE = 0.75;

/**
 * How the run's graph is shown once its current state is known: the whole graph when it fits at a size
 * one can read; otherwise the current state, readable, in the middle, and the rest by dragging.
 */
export function graphViewFor(fitScale: number, current: string | null): { kind: 'whole' } | { kind: 'current'; node: string; scale: number } {
  return current && fitScale < READABLE_SCALE ? { kind: 'current', node: current, scale: READABLE_SCALE } : { kind: 'whole' };
}

/**
 * The scenario graph of the run, the current state highlighted; a click on an arrow leaving it logs the
 * transition. vis-network is imported (by useVisNetwork) as this mounts: only the pages that draw a graph download it.
 * The transitions are also offered as buttons beside it, so the canvas is never the only way.
 */
export function RunGraph({ graph, current, onTransition }: { graph: Graph; current: string | null; onTransition: (transitionId: string) => void }) {
  const theme = useTheme();
  // The canvas's click handler is bound once; it reads the latest state and callback from here.
  const latest = useRef({ current, onTransition });
  useEffect(() => {
    latest.current = { current, onTransition };
  });

  const draw = useCallback<DrawNetwork>(
    ({ Network, DataSet }, element) => {
      const nodes = new DataSet(graph.states.map((state) => ({ id: state.id, label: `${state.name}\n(${state.kind})` })));
      const edges = new DataSet(graph.transitions.map((transition) => ({ id: transition.id, from: transition.from, to: transition.to, label: transition.label })));
      const drawn = new Network(element, { nodes, edges }, options(theme));
      drawn.on('click', ({ edges: clicked, nodes: clickedNodes }: { edges: string[]; nodes: string[] }) => {
        if (clickedNodes.length > 0) return;
        const transition = graph.transitions.find((candidate) => candidate.id === clicked[0]);
        if (transition && transition.from === latest.current.current) latest.current.onTransition(transition.id);
      });
      return drawn;
    },
    [graph, theme],
  );
  const { container, network, state } = useVisNetwork(draw);

  // The current state stands out: selected (vis-network's highlight) and in view whenever it changes.
  useEffect(() => {
    const drawn = network.current;
    if (state !== 'ready' || !drawn || !current) return;
    drawn.selectNodes([current], false);
    drawn.fit({ animation: false });
    const view = graphViewFor(drawn.getScale(), current);
    if (view.kind === 'current') drawn.focus(view.node, { scale: view.scale, animation: false });
  }, [network, state, current]);

  return (
    <>
      <div role="status">{state === 'failed' && <p>{t.graphUnavailable}</p>}</div>
      <Canvas ref={container} role="img" aria-label={`${t.graphTitle}. ${t.graphHint}`} hidden={state === 'failed'} data-testid="run-graph" />
    </>
  );
}
