/** The graph's pure decisions (src/ui/graph/graphLayout.ts, scenarioGraph.ts), as tables. */
import {
  canvasHeightFor,
  edgeCurves,
  EDGE_FONT_PX,
  edgeLabelChars,
  focusOffset,
  graphModeFor,
  layersOf,
  layoutFor,
  listOrder,
  MAX_CANVAS_PX,
  MIN_CANVAS_PX,
  NODE_FONT_PX,
  READABLE_SCALE,
  viewFor,
  wrapLabel,
  zoomStep,
  type GraphMark,
} from '../../../../src/ui/graph/graphLayout';
import { takenFromPath } from '../../../../src/ui/graph/scenarioGraph';

const nodes = (...ids: string[]) => ids.map((id) => ({ id }));
const edges = (...pairs: string[]) => pairs.map((pair, index) => ({ id: `e${index}`, from: pair.split('>')[0]!, to: pair.split('>')[1]! }));
const levels = (map: Map<string, number>) => Object.fromEntries(map);

test('a state’s name and an arrow’s label are at least 12 px at the smallest zoom the view opens at', () => {
  expect(NODE_FONT_PX * READABLE_SCALE).toBeGreaterThanOrEqual(12);
  expect(EDGE_FONT_PX * READABLE_SCALE).toBeGreaterThanOrEqual(12);
});

test.each([
  ['a chain', nodes('a', 'b', 'c'), edges('a>b', 'b>c'), { a: 0, b: 1, c: 2 }],
  ['a fork and a join: the join below its deepest parent', nodes('a', 'b', 'c', 'd'), edges('a>b', 'a>c', 'c>d', 'b>d', 'a>d'), { a: 0, b: 1, c: 1, d: 2 }],
  ['a return to an earlier state does not push the graph down', nodes('a', 'b', 'c'), edges('a>b', 'b>c', 'c>a'), { a: 0, b: 1, c: 2 }],
  ['a cycle with no root starts at the first state', nodes('a', 'b'), edges('a>b', 'b>a'), { a: 0, b: 1 }],
  ['a state nothing reaches starts its own column', nodes('a', 'b', 'lone'), edges('a>b'), { a: 0, b: 1, lone: 0 }],
  ['an arrow to an unknown state or to itself is ignored', nodes('a', 'b'), edges('a>b', 'b>nowhere', 'b>b'), { a: 0, b: 1 }],
  ['no states', nodes(), edges(), {}],
])('layersOf: %s', (_case, given, arrows, expected) => {
  expect(levels(layersOf(given, arrows))).toEqual(expected);
});

test.each([
  ['short stays whole', 'Oxygène', 14, 'Oxygène'],
  ['cut at spaces', 'Aspiration des voies aériennes supérieures', 15, 'Aspiration des\nvoies aériennes\nsupérieures'],
  ['a word longer than the line stays whole', 'Désobstruction rhinopharyngée', 10, 'Désobstruction\nrhinopharyngée'],
  ['existing lines are kept, each cut', 'Appel du SAMU\n(décision du formateur)', 14, 'Appel du SAMU\n(décision du\nformateur)'],
])('wrapLabel: %s', (_case, text, max, expected) => {
  expect(wrapLabel(text, max)).toBe(expected);
});

test.each([
  ['a lone arrow going down is straight', edges('a>b'), { e0: null }],
  ['a lone arrow going back up bends away', edges('b>a'), { e0: { type: 'curvedCW', roundness: 0.35 } }],
  ['two arrows between the same states, either way, on opposite sides', edges('a>b', 'b>a'), { e0: { type: 'curvedCCW', roundness: 0.2 }, e1: { type: 'curvedCCW', roundness: 0.2 } }],
  ['two arrows the same way, on opposite sides', edges('a>b', 'a>b'), { e0: { type: 'curvedCCW', roundness: 0.2 }, e1: { type: 'curvedCW', roundness: 0.2 } }],
  ['three arrows: one straight, one each side', edges('a>b', 'a>b', 'a>b'), { e0: { type: 'curvedCCW', roundness: 0.4 }, e1: null, e2: { type: 'curvedCW', roundness: 0.4 } }],
])('edgeCurves: %s', (_case, arrows, expected) => {
  expect(Object.fromEntries(edgeCurves(arrows, new Map([['a', 0], ['b', 1]])))).toEqual(expected);
});

test.each([
  ['one layer down: straight', edges('a>b'), { e0: null }],
  ['two layers down, past the state between: bends out of the column', edges('a>c'), { e0: { type: 'curvedCCW', roundness: 0.85 } }],
  ['three layers down: as far as a curve goes', edges('a>d'), { e0: { type: 'curvedCCW', roundness: 0.9 } }],
  ['back up two layers: bends the other way of its own direction', edges('c>a'), { e0: { type: 'curvedCW', roundness: 0.35 } }],
])('edgeCurves across layers: %s', (_case, arrows, expected) => {
  expect(Object.fromEntries(edgeCurves(arrows, new Map([['a', 0], ['b', 1], ['c', 2], ['d', 3]])))).toEqual(expected);
});

test('two arrows joining the same states either way bend to opposite sides of the line between them', () => {
  // curvedCCW from a to b and curvedCCW from b to a: each turns left of its own direction, so they part.
  const curves = edgeCurves(edges('a>b', 'b>a'), new Map([['a', 0], ['b', 1]]));
  expect(curves.get('e0')?.type).toBe(curves.get('e1')?.type);
});

test.each([
  // Two labels fanning out of one state are half a layer's spacing apart: each fits in that half.
  [240, 14],
  [120, 8],
  [400, 23],
])('edgeLabelChars(node spacing %s) = %s characters', (spacing, chars) => {
  expect(edgeLabelChars(spacing)).toBe(chars);
  expect(chars * 14 * 0.6).toBeLessThanOrEqual(Math.max(spacing / 2, 8 * 14 * 0.6));
});

test.each([
  ['three layers: a short box', { layers: 3, widest: 2 }, 'UD', 3 * 150 + 40],
  ['one layer: never below the minimum', { layers: 1, widest: 1 }, 'UD', MIN_CANVAS_PX],
  ['sixty layers: never above the maximum', { layers: 60, widest: 1 }, 'UD', MAX_CANVAS_PX],
  ['left to right: the widest layer decides', { layers: 2, widest: 5 }, 'LR', 5 * 80 + 40],
] as const)('canvasHeightFor: %s', (_case, counts, direction, height) => {
  expect(canvasHeightFor(counts, { levelSeparation: 150, nodeSpacing: 80 }, direction)).toBe(height);
});

test('the box follows the graph: a three-state chain gets a box three layers high, not a fixed 40 rem', () => {
  const small = layoutFor([{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }, { id: 'c', label: 'C' }], [...edges('a>b', 'b>c')], 'UD');
  expect(small.counts).toEqual({ layers: 3, widest: 1 });
  expect(small.height).toBe(3 * small.spacing.levelSeparation + 40);
  // Longer arrow labels (more lines) get more room between layers.
  const labelled = layoutFor([{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }], [{ id: 'e', from: 'a', to: 'b', label: 'Aspiration des voies aériennes supérieures' }], 'UD');
  expect(labelled.spacing.levelSeparation).toBeGreaterThan(layoutFor([{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }], [{ id: 'e', from: 'a', to: 'b', label: 'O2' }], 'UD').spacing.levelSeparation);
  expect(labelled.labels.get('e')).toBe('Aspiration des\nvoies\naériennes\nsupérieures');
});

test.each([
  ['a phone', 375, 'list'],
  ['just under the limit', 479, 'list'],
  ['the limit', 480, 'canvas'],
  ['a small tablet', 570, 'canvas'],
  ['a wide screen', 1200, 'canvas'],
  ['not measured yet', null, 'canvas'],
  ['nothing laid out (0)', 0, 'canvas'],
] as const)('graphModeFor: %s', (_case, width, mode) => {
  expect(graphModeFor(width)).toBe(mode);
});

test.each([
  ['fits readable: the whole graph', 1, 'initial', { kind: 'whole' }],
  ['just readable', READABLE_SCALE, 'initial', { kind: 'whole' }],
  ['too small: the focused state at a readable zoom', 0.3, 'etat-2', { kind: 'focus', node: 'etat-2', scale: READABLE_SCALE }],
  ['too small and nothing to focus: the whole', 0.3, null, { kind: 'whole' }],
] as const)('viewFor: %s', (_case, scale, focus, view) => {
  expect(viewFor(scale, focus)).toEqual(view);
});

test.each([
  ['the current state first, the others in order', [['a'], ['b', 'current'], ['c', 'visited']], ['b', 'a', 'c']],
  ['no current state: as given', [['a'], ['b']], ['a', 'b']],
  ['a finished run: its last state first', [['a', 'visited'], ['b'], ['c', 'last']], ['c', 'a', 'b']],
])('listOrder: %s', (_case, given, order) => {
  const list = given.map(([id, ...marks]) => ({ id: id!, marks: marks as GraphMark[] }));
  expect(listOrder(list).map((node) => node.id)).toEqual(order);
});

test.each([
  [1, 'in', 1.25],
  [1, 'out', 0.8],
  [2.8, 'in', 3],
  [0.11, 'out', 0.1],
] as const)('zoomStep(%s, %s) = %s', (scale, direction, next) => {
  expect(zoomStep(scale, direction)).toBe(next);
});

test.each([
  ['each step by the transition joining it', ['a', 'b', 'c'], ['t1', 't2']],
  ['a step with no transition is skipped', ['a', 'c'], []],
  ['one state: nothing taken', ['a'], []],
])('takenFromPath: %s', (_case, path, taken) => {
  const graph = {
    states: [],
    transitions: [
      { id: 't1', from: 'a', to: 'b', label: 'x', trigger: 'action des apprenants' as const },
      { id: 't2', from: 'b', to: 'c', label: 'y', trigger: 'action des apprenants' as const },
      { id: 't3', from: 'b', to: 'c', label: 'z', trigger: 'action des apprenants' as const },
    ],
  };
  expect(takenFromPath(graph, path)).toEqual(taken);
});

test.each([
  // Five layers 100 px apart, boxes 60 px tall, a 200 px canvas at zoom 1: the view shows 2 layers.
  ['the first state: at the top, not in the middle of empty room', 0, 5, 1, -54],
  ['a state in the middle: in the middle', 2, 5, 1, 0],
  ['the last state: at the bottom', 4, 5, 1, 54],
  ['a graph shorter than the view: centred', 0, 1, 1, 0],
  ['zoomed out by half: the same room, at half the size', 0, 5, 0.5, -69],
] as const)('focusOffset: %s', (_case, level, layers, scale, offset) => {
  expect(focusOffset({ level, layers, levelSeparation: 100, boxHeight: 60, viewportPx: 200, scale })).toBe(offset);
});
