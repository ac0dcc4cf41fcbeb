/**
 * The scenario graph on a vis-network canvas: states as nodes (initial and final told apart by shape,
 * colour and the kind written in the label), transitions as labelled arrows. vis-network is imported
 * (by useVisNetwork) when the editor opens: it stays out of every other page's JavaScript. Where it
 * cannot draw (no canvas, chunk not fetched), the accessible list beside it does everything.
 *
 * `performance.mark('scenario-graph:import')` is set as vis-network is asked for, `scenario-graph:ready` at
 * the first drawing (read by test/bench/graphBench.ts, `npm run bench:graph`).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { editorMessages as t } from '../../config/messages/scenarios';
import { Button } from '../../ui/buttons';
import { media } from '../../ui/theme';
import { useVisNetwork, type DataSet, type DrawNetwork, type Options } from '../../ui/useVisNetwork';
import { toVisData, type Graph, type VisEdge, type VisNode } from './scenarioDraft';

export const GRAPH_READY_MARK = 'scenario-graph:ready';
export const GRAPH_IMPORT_MARK = 'scenario-graph:import';

const mark = (name: string) => {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
};
const markImport = () => mark(GRAPH_IMPORT_MARK);

const Canvas = styled.div`
  height: ${({ theme }) => theme.layout.mapHeightCompact};
  ${media.md} {
    height: ${({ theme }) => theme.layout.mapHeight};
  }
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

function graphOptions(theme: DefaultTheme, onConnect: (from: string, to: string) => void): Options {
  const { colors, graph, font } = theme;
  const padding = { top: graph.nodePadding, right: graph.nodePadding, bottom: graph.nodePadding, left: graph.nodePadding };
  return {
    // Left to right from the initial state. vis-network's layout refinements (block shifting, edge
    // minimisation, parent centralisation) cost ~550 ms on 60 states and 120 transitions; without them, ~10 ms.
    layout: {
      hierarchical: { direction: 'LR', sortMethod: 'directed', levelSeparation: 220, nodeSpacing: 90, blockShifting: false, edgeMinimization: false, parentCentralization: false },
    },
    physics: false,
    interaction: { hover: true, zoomView: false, dragView: true, multiselect: true },
    nodes: { shape: 'box', margin: padding, borderWidth: graph.borderWidth, font: { face: font.family, size: graph.fontSize, multi: false } },
    groups: {
      initial: {
        shape: 'ellipse',
        borderWidth: 4,
        color: { background: colors.primary, border: colors.primaryDark, highlight: { background: colors.primaryDark, border: colors.focus } },
        font: { color: colors.primaryText },
      },
      intermédiaire: {
        color: { background: colors.surface, border: colors.border, highlight: { background: colors.primarySurface, border: colors.primary } },
        font: { color: colors.text },
      },
      final: {
        shape: 'box',
        borderWidth: 4,
        shapeProperties: { borderDashes: [6, 3] },
        color: { background: colors.successSurface, border: colors.success, highlight: { background: colors.successSurface, border: colors.focus } },
        font: { color: colors.text },
      },
    },
    edges: {
      arrows: 'to',
      font: { face: font.family, size: 12, align: 'middle', multi: false },
      color: { color: colors.mutedText, highlight: colors.primary, hover: colors.primary },
      smooth: { enabled: true, type: 'curvedCW', roundness: 0.12 },
    },
    manipulation: {
      enabled: false,
      addEdge: (edge: { from: string; to: string }, callback: (edge: null) => void) => {
        onConnect(String(edge.from), String(edge.to));
        // The editor's state draws the new transition; vis-network adds nothing of its own.
        callback(null);
      },
    },
  };
}

/** Brings a DataSet to these items: updates and adds, removes the rest. */
function sync(set: DataSet<VisNode> | DataSet<VisEdge>, items: readonly (VisNode | VisEdge)[]) {
  const keep = new Set(items.map((item) => item.id));
  const gone = set.getIds().filter((id) => !keep.has(String(id)));
  if (gone.length > 0) set.remove(gone);
  (set as DataSet<VisNode | VisEdge>).update([...items]);
}

type Props = {
  graph: Graph;
  readOnly: boolean;
  onAddState: () => void;
  onConnect: (from: string, to: string) => void;
  onDelete: (selection: { states: string[]; transitions: string[] }) => void;
  onOpen: (kind: 'state' | 'transition', id: string) => void;
};

export function ScenarioGraphCanvas({ graph, readOnly, onAddState, onConnect, onDelete, onOpen }: Props) {
  const sets = useRef<{ nodes: DataSet<VisNode>; edges: DataSet<VisEdge> } | null>(null);
  const [connecting, setConnecting] = useState(false);
  const theme = useTheme();
  const data = useMemo(() => toVisData(graph), [graph]);
  const latest = useRef(data);
  const handlers = useRef({ onConnect, onOpen });
  useEffect(() => {
    latest.current = data;
    handlers.current = { onConnect, onOpen };
  });

  const draw = useCallback<DrawNetwork>(
    ({ Network, DataSet: VisDataSet }, element) => {
      const nodes = new VisDataSet<VisNode>(latest.current.nodes);
      const edges = new VisDataSet<VisEdge>(latest.current.edges);
      const drawn = new Network(
        element,
        { nodes, edges },
        graphOptions(theme, (from, to) => {
          setConnecting(false);
          handlers.current.onConnect(from, to);
        }),
      );
      drawn.once('afterDrawing', () => {
        mark(GRAPH_READY_MARK);
        element.setAttribute('data-ready', 'true');
      });
      drawn.on('doubleClick', ({ nodes: clickedNodes, edges: clickedEdges }: { nodes: string[]; edges: string[] }) => {
        if (clickedNodes[0]) handlers.current.onOpen('state', clickedNodes[0]);
        else if (clickedEdges[0]) handlers.current.onOpen('transition', clickedEdges[0]);
      });
      sets.current = { nodes, edges };
      return drawn;
    },
    [theme],
  );
  // The chunk could not be fetched, or the browser cannot draw: the list beside it remains.
  const { container, network, state } = useVisNetwork(draw, markImport);
  // The data sets go with the network they feed (useVisNetwork destroys it on the same change).
  useEffect(
    () => () => {
      sets.current = null;
    },
    [draw],
  );

  useEffect(() => {
    if (!sets.current) return;
    sync(sets.current.nodes, data.nodes);
    sync(sets.current.edges, data.edges);
  }, [data, state]);

  const connect = () => {
    if (!network.current) return;
    if (connecting) {
      network.current.disableEditMode();
      setConnecting(false);
    } else {
      network.current.addEdgeMode();
      setConnecting(true);
    }
  };

  const removeSelection = () => {
    if (!network.current) return;
    const selection = network.current.getSelection();
    onDelete({ states: selection.nodes.map(String), transitions: selection.edges.map(String) });
  };

  return (
    <>
      <div role="status">{state !== 'ready' && <Status>{state === 'loading' ? t.canvasLoading : t.canvasFailed}</Status>}</div>
      {state === 'ready' && !readOnly && (
        <>
          <Status>{t.canvasHelp}</Status>
          <Toolbar>
            <Button type="button" $variant="secondary" onClick={onAddState}>
              {t.canvasAddState}
            </Button>
            <Button type="button" $variant="secondary" aria-pressed={connecting} onClick={connect}>
              {t.canvasConnect}
            </Button>
            <Button type="button" $variant="secondary" onClick={removeSelection}>
              {t.canvasDelete}
            </Button>
          </Toolbar>
        </>
      )}
      <Canvas ref={container} role="img" aria-label={t.canvasLabel(graph.states.length, graph.transitions.length)} hidden={state === 'failed'} data-testid="scenario-graph" />
    </>
  );
}
