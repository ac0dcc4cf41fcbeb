/**
 * A scenario's graph (contract/schemas/scenarios.ts) as GraphCanvas draws it, for the editor, the run
 * and the debriefing alike: the kind in words under each name, the vital signs, and the marks of a run
 * (current, visited, path taken) and of the scenario's expectations (« à atteindre » / « à éviter »).
 */
import type { DefaultTheme } from 'styled-components';
import type { ScenarioContent } from '../../../contract/schemas/scenarios';
import { vitalsLine } from '../../config/messages/graph';
import type { NodeLook } from './GraphCanvas';
import type { GraphEdge, GraphMark, GraphNode } from './graphLayout';

type ScenarioGraph = ScenarioContent['graph'];

/** Initial and final told apart by shape, border and the word under the name, not by colour alone. */
export function scenarioKindLooks(theme: DefaultTheme): Record<string, NodeLook> {
  const { colors } = theme;
  return {
    initial: { shape: 'ellipse', background: colors.primarySurface, border: colors.primaryDark, text: colors.text, width: 4 },
    intermédiaire: { background: colors.surface, border: colors.border, text: colors.text, width: 2 },
    final: { background: colors.successSurface, border: colors.success, text: colors.text, width: 4, dashed: true },
  };
}

export type RunMarks = {
  current?: string | null;
  /** The run is over: its current state is drawn as where it ended (`last`), not as « actuel ». */
  ended?: boolean;
  /** The states reached, in order (the current one last). */
  path?: readonly string[];
  /** The transitions taken; by default, each step of `path` by the first transition joining it. */
  taken?: readonly string[];
  /** Show the scenario's expectations (state.expected). */
  expected?: boolean;
  /** Show the trigger under each transition's name (the editor). */
  triggers?: boolean;
  /** Show the vital signs in each state's box. */
  vitals?: boolean;
};

/** The transitions a path went through: for each step, the first transition joining the two states. */
export function takenFromPath(graph: ScenarioGraph, path: readonly string[]): string[] {
  const taken: string[] = [];
  for (let index = 1; index < path.length; index += 1) {
    const step = graph.transitions.find((transition) => transition.from === path[index - 1] && transition.to === path[index]);
    if (step) taken.push(step.id);
  }
  return taken;
}

export function toGraphData(graph: ScenarioGraph, marks: RunMarks = {}): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const known = new Set(graph.states.map((state) => state.id));
  const visited = new Set(marks.path ?? []);
  const taken = new Set(marks.taken ?? takenFromPath(graph, marks.path ?? []));
  const nodes = graph.states.map((state): GraphNode => {
    const stateMarks: GraphMark[] = [];
    if (visited.has(state.id) && state.id !== marks.current) stateMarks.push('visited');
    if (marks.expected && state.expected) stateMarks.push(state.expected.kind === 'à atteindre' ? 'expected' : 'avoid');
    if (state.id === marks.current) stateMarks.push(marks.ended ? 'last' : 'current');
    const vitals = marks.vitals ? vitalsLine(state.vitals) : '';
    return {
      id: state.id,
      label: state.name,
      // The kinds' names are French words already (contract/roles.ts STATE_KINDS).
      lines: [`(${state.kind})`, ...(vitals ? [vitals] : [])],
      group: state.kind,
      marks: stateMarks,
    };
  });
  const edges = graph.transitions
    .filter((transition) => known.has(transition.from) && known.has(transition.to))
    .map(
      (transition): GraphEdge => ({
        id: transition.id,
        from: transition.from,
        to: transition.to,
        label: !marks.triggers
          ? transition.label
          : transition.trigger === 'délai' && transition.delay_seconds
            ? `${transition.label}\n(délai ${transition.delay_seconds}\u00a0s)`
            : `${transition.label}\n(${transition.trigger})`,
        taken: taken.has(transition.id),
      }),
    );
  return { nodes, edges };
}
