/**
 * The decisions behind every graph the application draws (scenario editor, run, debriefing, role map),
 * as pure functions: the layers, the size of the box, the room between layers, how each arrow bends
 * so that its label does not sit on another's, when the canvas gives way to a list, and the view a
 * graph opens at. GraphCanvas hands their results to vis-network; test/app/ui/graphLayout.test.ts
 * checks them as tables.
 */

/** A state's marks: where the run is, where it went, and what the scenario expects of it. */
/** `last`: where a finished run left the patient (« actuel » would claim the run still goes on). */
export type GraphMark = 'current' | 'last' | 'visited' | 'expected' | 'avoid';

export type GraphNode = {
  id: string;
  label: string;
  /** Lines under the name, e.g. the vital signs « FC 112 · SpO₂ 94 % ». */
  lines?: readonly string[];
  /** The look of its kind (initial / intermédiaire / final, audience / page), before any mark. */
  group?: string;
  marks?: readonly GraphMark[];
};

export type GraphEdge = { id: string; from: string; to: string; label?: string; taken?: boolean };

/** The size of a state's name and of an arrow's label at zoom 1 (px); at READABLE_SCALE the smaller is 12 px, the smallest we show. */
export const NODE_FONT_PX = 16;
export const EDGE_FONT_PX = 14;
export const MIN_LABEL_PX = 12;
/**
 * Below this zoom an arrow's label (the smaller text) is under MIN_LABEL_PX: the view goes to a readable part
 * instead of the whole. Sized on the names alone, a fitted graph showed its transitions at 9–10 px.
 */
export const READABLE_SCALE = MIN_LABEL_PX / Math.min(NODE_FONT_PX, EDGE_FONT_PX);
/** A state's box never gets wider than this (its name wraps): it is what the spacing on a layer is sized for. */
export const NODE_MAX_WIDTH_PX = 200;
/** Under this screen width (px) a graph is a list instead of a canvas: a phone's is at most ~430 px. */
export const NARROW_CONTAINER_PX = 480;

const LINE_PX = Math.round(NODE_FONT_PX * 1.35);
const EDGE_LINE_PX = Math.round(EDGE_FONT_PX * 1.35);
/** Room left and right of each box on a layer (px). */
const NODE_GAP_PX = 40;
export const MIN_CANVAS_PX = 220;
export const MAX_CANVAS_PX = 720;

/**
 * The layer of every node, top-down: roots (nothing leads to them; else the first node) at 0, and
 * every other node one below the deepest node leading to it, arrows going back up (a return to an
 * earlier state) set aside so that a loop does not push the graph down forever. Unreached nodes start
 * their own column at 0. Deterministic: the nodes' order decides ties.
 */
export function layersOf(nodes: readonly Pick<GraphNode, 'id'>[], edges: readonly Pick<GraphEdge, 'from' | 'to'>[]): Map<string, number> {
  const ids = new Set(nodes.map((node) => node.id));
  const out = new Map<string, string[]>(nodes.map((node) => [node.id, []]));
  const incoming = new Map<string, number>(nodes.map((node) => [node.id, 0]));
  for (const edge of edges) {
    if (!ids.has(edge.from) || !ids.has(edge.to) || edge.from === edge.to) continue;
    out.get(edge.from)?.push(edge.to);
    incoming.set(edge.to, (incoming.get(edge.to) ?? 0) + 1);
  }
  // Depth-first from the roots, in order: an arrow to a node still on the path is a back edge.
  const forward = new Map<string, string[]>(nodes.map((node) => [node.id, []]));
  const seen = new Set<string>();
  const onPath = new Set<string>();
  const visit = (start: string) => {
    const stack: { id: string; next: number }[] = [{ id: start, next: 0 }];
    seen.add(start);
    onPath.add(start);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const targets = out.get(top.id) ?? [];
      if (top.next >= targets.length) {
        onPath.delete(top.id);
        stack.pop();
        continue;
      }
      const target = targets[top.next]!;
      top.next += 1;
      if (onPath.has(target)) continue;
      forward.get(top.id)!.push(target);
      if (!seen.has(target)) {
        seen.add(target);
        onPath.add(target);
        stack.push({ id: target, next: 0 });
      }
    }
  };
  const roots = nodes.filter((node) => incoming.get(node.id) === 0).map((node) => node.id);
  for (const root of roots.length > 0 ? roots : nodes.slice(0, 1).map((node) => node.id)) if (!seen.has(root)) visit(root);
  for (const node of nodes) if (!seen.has(node.id)) visit(node.id);

  // Longest path over the forward arrows (acyclic now), in topological order.
  const indegree = new Map<string, number>(nodes.map((node) => [node.id, 0]));
  for (const targets of forward.values()) for (const target of targets) indegree.set(target, (indegree.get(target) ?? 0) + 1);
  const level = new Map<string, number>(nodes.map((node) => [node.id, 0]));
  const queue = nodes.filter((node) => indegree.get(node.id) === 0).map((node) => node.id);
  for (let head = 0; head < queue.length; head += 1) {
    const id = queue[head]!;
    for (const target of forward.get(id) ?? []) {
      level.set(target, Math.max(level.get(target) ?? 0, (level.get(id) ?? 0) + 1));
      const left = (indegree.get(target) ?? 0) - 1;
      indegree.set(target, left);
      if (left === 0) queue.push(target);
    }
  }
  return level;
}

/** How many layers, and how many nodes the widest one holds. */
export function layerCounts(levels: ReadonlyMap<string, number>): { layers: number; widest: number } {
  const perLayer = new Map<number, number>();
  for (const level of levels.values()) perLayer.set(level, (perLayer.get(level) ?? 0) + 1);
  return { layers: perLayer.size === 0 ? 0 : Math.max(...perLayer.keys()) + 1, widest: Math.max(0, ...perLayer.values()) };
}

/** Cuts a label into lines of at most `max` characters at spaces (a longer word stays whole). */
export function wrapLabel(text: string, max: number): string {
  return text
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = [];
      for (const word of paragraph.split(/ +/).filter(Boolean)) {
        const last = lines[lines.length - 1];
        if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
        else lines.push(word);
      }
      return lines.join('\n');
    })
    .join('\n');
}

const lineCount = (text: string | undefined) => (text ? text.split('\n').length : 0);

/** The room one layer takes in the arrows' direction, px: the tallest box, then the tallest arrow label between two layers. */
/** A state's box at zoom 1 (px), for its lines of text. */
export const boxHeightFor = (nodeLines: number) => Math.max(1, nodeLines) * LINE_PX + 24;

export function spacingFor(nodeLines: number, edgeLabelLines: number, direction: 'UD' | 'LR'): { levelSeparation: number; nodeSpacing: number } {
  const boxHeight = boxHeightFor(nodeLines);
  // Left to right, an arrow's label sits beside the boxes' width: the labels' lines do not add up there.
  if (direction === 'LR') return { levelSeparation: NODE_MAX_WIDTH_PX + NODE_GAP_PX * (edgeLabelLines > 0 ? 4 : 2), nodeSpacing: boxHeight + 16 };
  return { levelSeparation: boxHeight + 40 + edgeLabelLines * EDGE_LINE_PX, nodeSpacing: NODE_MAX_WIDTH_PX + NODE_GAP_PX };
}

/**
 * An arrow label's widest line, in characters, so that two labels of arrows fanning out of one state
 * (their middles half a layer's spacing apart) do not touch.
 */
export function edgeLabelChars(nodeSpacing: number): number {
  return Math.max(8, Math.floor(nodeSpacing / 2 / (EDGE_FONT_PX * 0.6)));
}

/**
 * The canvas height (px) that fits the layers (top-down) or the widest layer (left to right) at
 * zoom 1, within bounds: a 3-layer graph gets a short box, not one 90 % empty.
 */
export function canvasHeightFor(counts: { layers: number; widest: number }, spacing: { levelSeparation: number; nodeSpacing: number }, direction: 'UD' | 'LR'): number {
  const along = direction === 'UD' ? counts.layers * spacing.levelSeparation : counts.widest * spacing.nodeSpacing;
  return Math.min(MAX_CANVAS_PX, Math.max(MIN_CANVAS_PX, Math.round(along + 40)));
}

export type EdgeCurve = { type: 'curvedCW' | 'curvedCCW'; roundness: number } | null;

/**
 * How each arrow bends so that its label has a place of its own. Arrows joining the same two states
 * (either way) are spread symmetrically on both sides of the straight line, each label at the middle of
 * its own curve; a lone arrow going one layer down is straight (null: vis-network's default); one going
 * further down, back up or along its layer bends away, so that it and its label do not run through the
 * boxes in between.
 */
export function edgeCurves(edges: readonly Pick<GraphEdge, 'id' | 'from' | 'to'>[], levels: ReadonlyMap<string, number>): Map<string, EdgeCurve> {
  const groups = new Map<string, Pick<GraphEdge, 'id' | 'from' | 'to'>[]>();
  for (const edge of edges) {
    const key = edge.from < edge.to ? `${edge.from}\u0000${edge.to}` : `${edge.to}\u0000${edge.from}`;
    groups.set(key, [...(groups.get(key) ?? []), edge]);
  }
  const curves = new Map<string, EdgeCurve>();
  for (const group of groups.values()) {
    if (group.length === 1) {
      const edge = group[0]!;
      const span = (levels.get(edge.to) ?? 0) - (levels.get(edge.from) ?? 0);
      // One layer down: straight. Further down, the straight line would run through the states of the layers
      // between (a scenario's column of states hid its shortcut, the expected good path, behind them): it bends
      // out of the column, the more so the more layers it skips. Up or along a layer: away, as below.
      if (span === 1) curves.set(edge.id, null);
      else if (span > 1) curves.set(edge.id, { type: 'curvedCCW', roundness: Math.min(0.9, Math.round((0.45 + 0.2 * span) * 100) / 100) });
      else curves.set(edge.id, { type: 'curvedCW', roundness: 0.35 });
      continue;
    }
    group.forEach((edge, index) => {
      // The side in a frame shared by the group (lower id → higher id), turned into the arrow's own.
      const offset = index - (group.length - 1) / 2;
      const canonical = edge.from < edge.to ? 1 : -1;
      const side = offset * canonical;
      if (side === 0) curves.set(edge.id, null);
      else curves.set(edge.id, { type: side > 0 ? 'curvedCW' : 'curvedCCW', roundness: Math.min(0.9, Math.round(Math.abs(offset) * 0.4 * 100) / 100) });
    });
  }
  return curves;
}

/** The canvas or the list: a narrow screen (a phone) gets the list; an unmeasured one (0) the canvas. */
export function graphModeFor(width: number | null): 'canvas' | 'list' {
  return width !== null && width > 0 && width < NARROW_CONTAINER_PX ? 'list' : 'canvas';
}

/**
 * The view a graph opens at, once fitted: the whole graph when its names are readable at that zoom;
 * otherwise the focused state (the current one, else the first) at the smallest readable zoom, the rest by dragging.
 */
export function viewFor(fitScale: number, focus: string | null): { kind: 'whole' } | { kind: 'focus'; node: string; scale: number } {
  return focus && fitScale < READABLE_SCALE ? { kind: 'focus', node: focus, scale: READABLE_SCALE } : { kind: 'whole' };
}

/**
 * Where, along the layers (px from the canvas's middle), the focused state is drawn when the view opens on
 * it: in the middle when the graph goes on both sides, but never leaving empty room before the first layer or
 * after the last (centred on the first state, the top half of the box showed nothing). `boxHeight`: a
 * state's box (px at zoom 1); `viewportPx`: the canvas's size along the layers.
 */
export function focusOffset(view: { level: number; layers: number; levelSeparation: number; boxHeight: number; viewportPx: number; scale: number }): number {
  const { level, layers, levelSeparation, boxHeight, viewportPx, scale } = view;
  const margin = 16 / scale;
  const at = level * levelSeparation;
  const first = -boxHeight / 2 - margin;
  const last = (Math.max(1, layers) - 1) * levelSeparation + boxHeight / 2 + margin;
  const half = viewportPx / 2 / scale;
  const centre = last - first <= 2 * half ? (first + last) / 2 : Math.min(Math.max(at, first + half), last - half);
  return Math.round((at - centre) * scale);
}

/** The states in the order the list shows them: the current (or a finished run's last) one first, then the others as given. */
export function listOrder<T extends Pick<GraphNode, 'marks'>>(nodes: readonly T[]): T[] {
  const isNow = (node: T) => Boolean(node.marks?.includes('current') || node.marks?.includes('last'));
  return [...nodes.filter(isNow), ...nodes.filter((node) => !isNow(node))];
}

/** The zoom after « Zoom + » / « Zoom − »: by steps of 25 %, within what vis-network draws well. */
export function zoomStep(scale: number, direction: 'in' | 'out'): number {
  const next = direction === 'in' ? scale * 1.25 : scale / 1.25;
  return Math.min(3, Math.max(0.1, Math.round(next * 1000) / 1000));
}

/** Everything the canvas hands to vis-network that depends on the data, computed once per change. */
export function layoutFor(nodes: readonly GraphNode[], edges: readonly GraphEdge[], direction: 'UD' | 'LR') {
  const levels = layersOf(nodes, edges);
  const nodeLines = Math.max(1, ...nodes.map((node) => lineCount(node.label) + (node.lines?.length ?? 0) + (node.marks && node.marks.length > 0 ? 1 : 0)));
  const provisional = spacingFor(nodeLines, 0, direction);
  const chars = edgeLabelChars(provisional.nodeSpacing);
  const labels = new Map(edges.map((edge) => [edge.id, edge.label ? wrapLabel(edge.label, chars) : '']));
  const edgeLines = Math.max(0, ...[...labels.values()].map(lineCount));
  const spacing = spacingFor(nodeLines, edgeLines, direction);
  const counts = layerCounts(levels);
  return { levels, labels, spacing, height: canvasHeightFor(counts, spacing, direction), curves: edgeCurves(edges, levels), counts, boxHeight: boxHeightFor(nodeLines) };
}
