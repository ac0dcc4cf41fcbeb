/**
 * The scenario graph in the editor, on the shared canvas (src/ui/graph/GraphCanvas.tsx): states in
 * layers from the initial one, transitions as labelled arrows with their trigger; double-click opens a
 * form, « Relier deux états » draws an arrow, the selection can be deleted. States are added in the list
 * beside it (one « Ajouter un état », under the states it adds to, also on a phone where there is no canvas). vis-network is imported
 * (by useVisNetwork) when the editor opens: it stays out of every other page's JavaScript. Where it
 * cannot draw (no canvas, chunk not fetched) or on a phone, the accessible list beside it does everything.
 *
 * `performance.mark('scenario-graph:import')` is set as vis-network is asked for, `scenario-graph:ready` at
 * the first drawing (read by test/bench/graphBench.ts, `npm run bench:graph`).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { editorMessages } from '../../config/messages/scenarios';
import { Button } from '../../ui/buttons';
import { GraphCanvas } from '../../ui/graph/GraphCanvas';
import { scenarioKindLooks, toGraphData } from '../../ui/graph/scenarioGraph';
import type { Network, Options } from '../../ui/useVisNetwork';
import type { Graph } from './scenarioDraft';

export const GRAPH_READY_MARK = 'scenario-graph:ready';
export const GRAPH_IMPORT_MARK = 'scenario-graph:import';

const mark = (name: string) => {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
};
const markImport = () => mark(GRAPH_IMPORT_MARK);

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

type Props = {
  graph: Graph;
  readOnly: boolean;
  onConnect: (from: string, to: string) => void;
  onDelete: (selection: { states: string[]; transitions: string[] }) => void;
  onOpen: (kind: 'state' | 'transition', id: string) => void;
};

export function ScenarioGraphCanvas({ graph, readOnly, onConnect, onDelete, onOpen }: Props) {
  const [connecting, setConnecting] = useState(false);
  const network = useRef<Network | null>(null);
  const theme = useTheme();
  const groups = useMemo(() => scenarioKindLooks(theme), [theme]);
  const data = useMemo(() => toGraphData(graph, { triggers: true, vitals: true, expected: true }), [graph]);
  const handlers = useRef({ onConnect, onOpen });
  useEffect(() => {
    handlers.current = { onConnect, onOpen };
  });

  const extraOptions = useMemo<Options>(
    () => ({
      interaction: { hover: true, zoomView: false, dragView: true, multiselect: true },
      manipulation: {
        enabled: false,
        addEdge: (edge: { from: string; to: string }, callback: (edge: null) => void) => {
          setConnecting(false);
          handlers.current.onConnect(String(edge.from), String(edge.to));
          // The editor's state draws the new transition; vis-network adds nothing of its own.
          callback(null);
        },
      },
    }),
    [],
  );

  const onNetwork = useCallback((drawn: Network | null, element: HTMLDivElement | null) => {
    network.current = drawn;
    if (!drawn || !element) return;
    drawn.once('afterDrawing', () => {
      mark(GRAPH_READY_MARK);
      element.setAttribute('data-ready', 'true');
      // The whole graph in view, its last state included (the shared canvas may open on the first one, zoomed in).
      drawn.fit({ animation: false });
    });
    // Drawn while its tab was hidden (no width), or the window resized: fitted again once it has its size.
    drawn.on('resize', () => drawn.fit({ animation: false }));
    drawn.on('doubleClick', ({ nodes: clickedNodes, edges: clickedEdges }: { nodes: string[]; edges: string[] }) => {
      if (clickedNodes[0]) handlers.current.onOpen('state', String(clickedNodes[0]));
      else if (clickedEdges[0]) handlers.current.onOpen('transition', String(clickedEdges[0]));
    });
  }, []);

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

  const refit = () => network.current?.fit({ animation: false });

  const removeSelection = () => {
    if (!network.current) return;
    const selection = network.current.getSelection();
    onDelete({ states: selection.nodes.map(String), transitions: selection.edges.map(String) });
  };

  // « Recentrer » for everyone (a colleague's scenario read only too): the whole graph back in view after a zoom or a drag.
  const toolbar = (
    <>
      {!readOnly && <Status>{editorMessages.canvasHelp}</Status>}
      <Toolbar>
        {!readOnly && (
          <>
            <Button type="button" $variant="secondary" aria-pressed={connecting} onClick={connect}>
              {editorMessages.canvasConnect}
            </Button>
            <Button type="button" $variant="secondary" onClick={removeSelection}>
              {editorMessages.canvasDelete}
            </Button>
          </>
        )}
        <Button type="button" $variant="secondary" onClick={refit}>
          {editorMessages.refit}
        </Button>
      </Toolbar>
    </>
  );

  return (
    <GraphCanvas
      nodes={data.nodes}
      edges={data.edges}
      groups={groups}
      extraOptions={extraOptions}
      label={editorMessages.canvasLabel(graph.states.length, graph.transitions.length)}
      testId="scenario-graph"
      loadingText={editorMessages.canvasLoading}
      failedText={editorMessages.canvasFailed}
      onImport={markImport}
      onNetwork={onNetwork}
      toolbar={toolbar}
      // On a phone the editor's own list of forms, beside the canvas's place, is the graph.
      fallback={null}
    />
  );
}
