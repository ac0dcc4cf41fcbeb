/**
 * The one graph canvas of the application (scenario editor, run, debriefing, role map). It lays the
 * graph out in layers (graphLayout.ts decides them, vis-network draws them), sizes its box to those
 * layers, opens fitted or, when that would make names unreadable, on the focused state at a readable
 * zoom, and offers « Zoom + / Zoom − / Ajuster ». Marks (current, visited, expected, to avoid) and the
 * path taken show by colour, border width and words together, with a legend. In a narrow container
 * screen (a phone) there is no canvas: the list, current state first.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { graphMessages } from '../../config/messages/graph';
import { Button } from '../buttons';
import { useVisNetwork, type DataSet, type DrawNetwork, type Network, type Options } from '../useVisNetwork';
import { GraphFallbackList } from './GraphFallbackList';
import { EDGE_FONT_PX, focusOffset, graphModeFor, layoutFor, NODE_FONT_PX, NODE_MAX_WIDTH_PX, viewFor, wrapLabel, zoomStep, type GraphEdge, type GraphMark, type GraphNode } from './graphLayout';

export type { GraphEdge, GraphMark, GraphNode } from './graphLayout';

const Frame = styled.div`
  min-width: 0;
`;

const Canvas = styled.div`
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Swatch = styled.span<{ $background: string; $border: string; $width: number; $dashed?: boolean; $line?: boolean }>`
  display: inline-block;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ $line, $width, theme }) => ($line ? `${$width}px` : theme.space.md)};
  background: ${({ $background }) => $background};
  border: ${({ $width, $line }) => ($line ? 0 : $width)}px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')} ${({ $border }) => $border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** How a node looks: its kind's look (the caller's groups), then its marks over it. */
export type NodeLook = { background: string; border: string; text: string; width: number; dashed?: boolean; shape?: 'box' | 'ellipse' };

/** The look of each mark, shared by the canvas and its legend. */
function markLooks(theme: DefaultTheme): Record<GraphMark, NodeLook> {
  const { colors } = theme;
  return {
    current: { background: colors.primary, border: colors.primaryDark, text: colors.primaryText, width: 6 },
    last: { background: colors.primary, border: colors.primaryDark, text: colors.primaryText, width: 6 },
    visited: { background: colors.primarySurface, border: colors.primary, text: colors.text, width: 3 },
    expected: { background: colors.successSurface, border: colors.success, text: colors.text, width: 3 },
    avoid: { background: colors.dangerSurface, border: colors.danger, text: colors.text, width: 3, dashed: true },
  };
}

/** The order marks combine in: a later mark's colours win, the widest border stays. */
const MARK_ORDER: readonly GraphMark[] = ['visited', 'expected', 'avoid', 'current', 'last'];

type Colour = { background: string; border: string };
/**
 * Every look property is set on every node, marked or not: a DataSet update merges, so a property left
 * out would keep the previous value (the state the run has left would stay « current »).
 */
type VisNode = {
  id: string;
  label: string;
  level: number;
  shape: 'box' | 'ellipse';
  color: Colour & { highlight: Colour; hover: Colour };
  font: { color: string };
  borderWidth: number;
  borderWidthSelected: number;
  shapeProperties: { borderDashes: number[] | false };
};
type VisEdge = {
  id: string;
  from: string;
  to: string;
  label?: string;
  width: number;
  color: { color: string; highlight: string; hover: string };
  smooth: { enabled: boolean; type: string; forceDirection?: string; roundness: number };
};

function toVisNode(node: GraphNode, level: number, kindLook: NodeLook, looks: Record<GraphMark, NodeLook>, selected: Colour): VisNode {
  const marks = MARK_ORDER.filter((mark) => node.marks?.includes(mark));
  const label = [wrapLabel(node.label, 22), ...(node.lines ?? []), ...(marks.length > 0 ? [marks.map((mark) => graphMessages.markWords[mark]).join(' · ')] : [])].join('\n');
  const look = marks.reduce<NodeLook>((acc, mark) => ({ ...acc, ...looks[mark], width: Math.max(acc.width, looks[mark].width), dashed: Boolean(acc.dashed || looks[mark].dashed) }), kindLook);
  const colour = { background: look.background, border: look.border };
  // A marked state keeps its look when selected or hovered (the run selects its current state); another shows its selection.
  const highlight = marks.length > 0 ? colour : selected;
  return {
    id: node.id,
    label,
    level,
    shape: look.shape ?? 'box',
    color: { ...colour, highlight, hover: highlight },
    font: { color: look.text },
    borderWidth: look.width,
    borderWidthSelected: marks.length > 0 ? look.width : look.width + 2,
    shapeProperties: { borderDashes: look.dashed ? [6, 3] : false },
  };
}

export type GraphCanvasProps = {
  nodes: readonly GraphNode[];
  edges: readonly GraphEdge[];
  /** The canvas's accessible name (role="img"). */
  label: string;
  testId?: string;
  /** Top-down by default; left to right for a graph of two wide layers (the role map). */
  direction?: 'UD' | 'LR';
  /** The state kept selected and in view (the run's current state). */
  focus?: string | null;
  /** The look of each node group (its kind: initial, final, audience…); a node without one looks plain. */
  groups?: Readonly<Record<string, NodeLook>>;
  /** What the caller adds: interaction, manipulation. */
  extraOptions?: Options;
  onImport?: () => void;
  /** Called with the network once drawn (null when it goes), to bind its own events or drive its edit modes. */
  onNetwork?: (network: Network | null, element: HTMLDivElement | null) => void;
  onClick?: (target: { nodes: string[]; edges: string[] }) => void;
  loadingText?: string;
  failedText: string;
  /** What a narrow container shows instead of the canvas; by default the shared list. */
  fallback?: ReactNode;
  /** Above the canvas, beside the zoom buttons (the editor's tools). */
  toolbar?: ReactNode;
};

/** Brings a DataSet to these items: updates and adds, removes the rest (vis-network keeps the view). */
function sync(set: DataSet<VisNode> | DataSet<VisEdge>, items: readonly (VisNode | VisEdge)[]) {
  const keep = new Set(items.map((item) => item.id));
  const gone = set.getIds().filter((id) => !keep.has(String(id)));
  if (gone.length > 0) set.remove(gone);
  (set as DataSet<VisNode | VisEdge>).update([...items]);
}

function Drawing({ nodes, edges, label, testId, direction = 'UD', focus = null, groups, extraOptions, onImport, onNetwork, onClick, loadingText, failedText, toolbar }: GraphCanvasProps) {
  const theme = useTheme();
  const layout = useMemo(() => layoutFor(nodes, edges, direction), [nodes, edges, direction]);
  const looks = useMemo(() => markLooks(theme), [theme]);
  const data = useMemo(() => {
    const plain: NodeLook = { background: theme.colors.surface, border: theme.colors.border, text: theme.colors.text, width: theme.graph.borderWidth };
    const selected = { background: theme.colors.primarySurface, border: theme.colors.primary };
    const visNodes = nodes.map((node) => toVisNode(node, layout.levels.get(node.id) ?? 0, (node.group && groups?.[node.group]) || plain, looks, selected));
    const visEdges = edges.map((edge): VisEdge => {
      const curve = layout.curves.get(edge.id);
      const text = layout.labels.get(edge.id);
      return {
        id: edge.id,
        from: edge.from,
        to: edge.to,
        ...(text ? { label: text } : {}),
        width: edge.taken ? 5 : 2,
        color: edge.taken ? { color: theme.colors.primary, highlight: theme.colors.primaryDark, hover: theme.colors.primaryDark } : { color: theme.colors.mutedText, highlight: theme.colors.primary, hover: theme.colors.primary },
        smooth: curve ? { enabled: true, ...curve } : { enabled: true, type: 'cubicBezier', forceDirection: direction === 'UD' ? 'vertical' : 'horizontal', roundness: 0.4 },
      };
    });
    return { nodes: visNodes, edges: visEdges };
  }, [nodes, edges, layout, looks, theme, direction, groups]);

  const options = useMemo<Options>(() => {
    const { colors, font, graph } = theme;
    return {
      // Levels come from graphLayout (set on each node). vis-network's refinements (block shifting, edge
      // minimisation, parent centralisation) cost ~550 ms on 60 states and 120 transitions; without them, ~10 ms.
      layout: { hierarchical: { direction, sortMethod: 'directed', levelSeparation: layout.spacing.levelSeparation, nodeSpacing: layout.spacing.nodeSpacing, blockShifting: false, edgeMinimization: false, parentCentralization: false } },
      physics: false,
      // No wheel zoom: scrolling the page must keep scrolling the page; the buttons zoom.
      interaction: { hover: true, zoomView: false, dragView: true },
      nodes: {
        shape: 'box',
        margin: { top: graph.nodePadding, right: graph.nodePadding, bottom: graph.nodePadding, left: graph.nodePadding },
        widthConstraint: { maximum: NODE_MAX_WIDTH_PX },
        font: { face: font.family, size: NODE_FONT_PX, multi: false },
      },
      edges: {
        arrows: 'to',
        width: 2,
        // In the middle of its own curve, on the page's colour: a label never sits on a line unreadable.
        font: { face: font.family, size: EDGE_FONT_PX, align: 'horizontal', background: colors.background, strokeWidth: 0, color: colors.text, multi: false },
      },
      ...extraOptions,
    };
  }, [theme, direction, layout.spacing.levelSeparation, layout.spacing.nodeSpacing, extraOptions]);

  const sets = useRef<{ nodes: DataSet<VisNode>; edges: DataSet<VisEdge> } | null>(null);
  const latest = useRef({ data, options });
  const handlers = useRef({ onNetwork, onClick });
  useEffect(() => {
    latest.current = { data, options };
    handlers.current = { onNetwork, onClick };
  });

  const draw = useCallback<DrawNetwork>(({ Network: VisNetwork, DataSet: VisDataSet }, element) => {
    const nodeSet = new VisDataSet<VisNode>(latest.current.data.nodes);
    const edgeSet = new VisDataSet<VisEdge>(latest.current.data.edges);
    const drawn = new VisNetwork(element, { nodes: nodeSet, edges: edgeSet }, latest.current.options);
    drawn.on('click', (event: { nodes: string[]; edges: string[] }) => handlers.current.onClick?.({ nodes: event.nodes.map(String), edges: event.edges.map(String) }));
    sets.current = { nodes: nodeSet, edges: edgeSet };
    handlers.current.onNetwork?.(drawn, element);
    return drawn;
  }, []);
  const { container, network, state } = useVisNetwork(draw, onImport);
  useEffect(
    () => () => {
      sets.current = null;
      handlers.current.onNetwork?.(null, null);
    },
    [],
  );

  // New spacing (taller labels, more lines): the layout is run again with it.
  const appliedOptions = useRef(options);
  useEffect(() => {
    if (state !== 'ready' || !network.current || appliedOptions.current === options) return;
    appliedOptions.current = options;
    network.current.setOptions(options);
  }, [network, state, options]);

  useEffect(() => {
    if (!sets.current) return;
    sync(sets.current.nodes, data.nodes);
    sync(sets.current.edges, data.edges);
  }, [data, state]);

  // The graph's shape (which states, which arrows): the view is fitted again when it changes, not on each letter typed.
  const shape = useMemo(() => `${nodes.map((node) => node.id).join(' ')}|${edges.map((edge) => `${edge.from}>${edge.to}`).join(' ')}`, [nodes, edges]);
  const laidOut = useRef(layout);
  useEffect(() => {
    laidOut.current = layout;
  });
  const firstRoot = useMemo(() => nodes.find((node) => layout.levels.get(node.id) === 0)?.id ?? null, [nodes, layout]);
  const fitView = useCallback(
    (drawn: Network) => {
      drawn.fit({ animation: false });
      const view = viewFor(drawn.getScale(), focus ?? firstRoot);
      if (view.kind !== 'focus') return;
      // Top-down, the view slides along the layers so that it shows graph, not the empty room above the first one.
      // The layout as it is now, read rather than depended on: the view is set again on a new shape, not on each new drawing.
      const now = laidOut.current;
      const along =
        direction === 'UD'
          ? focusOffset({ level: now.levels.get(view.node) ?? 0, layers: now.counts.layers, levelSeparation: now.spacing.levelSeparation, boxHeight: now.boxHeight, viewportPx: now.height, scale: view.scale })
          : 0;
      drawn.focus(view.node, { scale: view.scale, offset: { x: 0, y: along }, animation: false });
    },
    [focus, firstRoot, direction],
  );
  useEffect(() => {
    const drawn = network.current;
    if (state !== 'ready' || !drawn) return;
    if (focus) drawn.selectNodes([focus], false);
    fitView(drawn);
  }, [network, state, focus, shape, fitView]);

  const zoom = (direction: 'in' | 'out') => {
    const drawn = network.current;
    if (drawn) drawn.moveTo({ scale: zoomStep(drawn.getScale(), direction), animation: false });
  };

  const used = new Set(nodes.flatMap((node) => node.marks ?? []));
  const anyTaken = edges.some((edge) => edge.taken);

  return (
    <>
      <div role="status">{state !== 'ready' && (state === 'failed' ? <Status>{failedText}</Status> : loadingText ? <Status>{loadingText}</Status> : null)}</div>
      {state === 'ready' && toolbar}
      {state === 'ready' && (
        <Controls role="group" aria-label={graphMessages.controls}>
          <Button type="button" $variant="secondary" onClick={() => zoom('in')}>
            {graphMessages.zoomIn}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => zoom('out')}>
            {graphMessages.zoomOut}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => network.current && fitView(network.current)}>
            {graphMessages.fit}
          </Button>
        </Controls>
      )}
      <Canvas ref={container} role="img" aria-label={label} hidden={state === 'failed'} data-testid={testId} data-layers={layout.counts.layers} style={{ height: `${layout.height}px` }} />
      {state !== 'failed' && (used.size > 0 || anyTaken) && (
        <Legend aria-label={graphMessages.legend}>
          {MARK_ORDER.filter((mark) => used.has(mark)).map((mark) => (
            <li key={mark}>
              <Swatch aria-hidden="true" $background={looks[mark].background} $border={looks[mark].border} $width={Math.min(4, looks[mark].width)} $dashed={looks[mark].dashed} />
              {graphMessages.marks[mark]}
            </li>
          ))}
          {anyTaken && (
            <li>
              <Swatch aria-hidden="true" $background={theme.colors.primary} $border={theme.colors.primary} $width={4} $line />
              {graphMessages.taken}
            </li>
          )}
        </Legend>
      )}
    </>
  );
}

/**
 * The screen's width, read before the first paint and on resize. The viewport, not the container: a
 * container measured in the editor's two-column layout came out narrow in Chromium at 1280 px, and a
 * desktop must never lose its canvas; a phone's viewport is narrow whatever the layout.
 */
function useWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const read = () => setWidth(window.innerWidth);
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, []);
  return width;
}

export function GraphCanvas(props: GraphCanvasProps) {
  const width = useWidth();
  // Nothing until measured (before the first paint): a phone must not start downloading vis-network for nothing.
  const mode = width === null ? null : graphModeFor(width);
  return (
    <Frame data-graph-mode={mode ?? undefined}>
      {mode === 'canvas' && <Drawing {...props} />}
      {mode === 'list' && (props.fallback !== undefined ? props.fallback : <GraphFallbackList nodes={props.nodes} edges={props.edges} />)}
    </Frame>
  );
}
