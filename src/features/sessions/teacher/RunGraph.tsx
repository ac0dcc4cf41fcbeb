import { useCallback, useMemo, useRef, useEffect } from 'react';
import { useTheme } from 'styled-components';
import type { SessionScenario } from '../../../../contract/schemas/sessions';
import { teacherSessionMessages } from '../../../config/messages/sessions';
import { GraphCanvas } from '../../../ui/graph/GraphCanvas';
import { READABLE_SCALE, viewFor } from '../../../ui/graph/graphLayout';
import { scenarioKindLooks, toGraphData } from '../../../ui/graph/scenarioGraph';

type Graph = SessionScenario['graph'];

/** Below this scale the arrows' labels (the smaller text) are under 12 px (on a narrow canvas, a long graph). */
export { READABLE_SCALE };

/**
 * How the run's graph is shown once its current state is known: the whole graph when it fits at a size
 * one can read; otherwise the current state, readable, in the middle, and the rest by dragging.
 */
export function graphViewFor(fitScale: number, current: string | null): { kind: 'whole' } | { kind: 'current'; node: string; scale: number } {
  const view = viewFor(fitScale, current);
  return view.kind === 'focus' ? { kind: 'current', node: view.node, scale: view.scale } : view;
}

type Props = {
  graph: Graph;
  current: string | null;
  onTransition: (transitionId: string) => void;
  /** The states reached, in order: drawn as visited, the transitions between them as taken. */
  path?: readonly string[];
  /** Show the scenario's expectations on the states (« à atteindre » / « à éviter »). */
  expected?: boolean;
  /** The scenario is over (a finished session, the debriefing): `current` is where it ended. */
  ended?: boolean;
  /** The canvas's accessible name when nothing is clicked on it (the debriefing, the projection). */
  label?: string;
};

/**
 * The scenario graph of the run, the current state and the path taken highlighted; a click on an arrow
 * leaving the current state logs the transition. The transitions are also offered as buttons beside
 * it, so the canvas is never the only way; on a phone, the list replaces it, current state first.
 */
export function RunGraph({ graph, current, onTransition, path, expected = false, ended = false, label }: Props) {
  const theme = useTheme();
  const groups = useMemo(() => scenarioKindLooks(theme), [theme]);
  const data = useMemo(() => toGraphData(graph, { current, ended, path: path ?? (current ? [current] : []), expected, vitals: true }), [graph, current, path, expected, ended]);
  // The canvas's click handler is bound once; it reads the latest state and callback from here.
  const latest = useRef({ current, onTransition });
  useEffect(() => {
    latest.current = { current, onTransition };
  });
  const onClick = useCallback(
    ({ edges: clicked, nodes: clickedNodes }: { nodes: string[]; edges: string[] }) => {
      if (clickedNodes.length > 0) return;
      const transition = graph.transitions.find((candidate) => candidate.id === clicked[0]);
      if (transition && transition.from === latest.current.current) latest.current.onTransition(transition.id);
    },
    [graph],
  );

  return (
    <GraphCanvas
      nodes={data.nodes}
      edges={data.edges}
      groups={groups}
      focus={current}
      label={label ?? `${teacherSessionMessages.graphTitle}. ${teacherSessionMessages.graphHint}`}
      testId="run-graph"
      failedText={teacherSessionMessages.graphUnavailable}
      onClick={onClick}
    />
  );
}
