/**
 * The shared graph canvas (src/ui/graph/GraphCanvas.tsx) and the run's graph on it: what it hands to
 * vis-network (the canvas itself is Chromium's business: the e2e specs), its zoom buttons, its marks
 * and legend, and the list that replaces it in a narrow container.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { ScenarioContent } from '../../../../contract/schemas/scenarios';
import { RunGraph } from '../../../../src/features/sessions/teacher/RunGraph';
import { GraphCanvas, type GraphEdge, type GraphNode } from '../../../../src/ui/graph/GraphCanvas';
import { READABLE_SCALE } from '../../../../src/ui/graph/graphLayout';
import { theme } from '../../../../src/ui/theme';

type Drawn = { id: string; label?: string; level?: number; borderWidth?: number; width?: number };
type DrawnOptions = {
  layout: { hierarchical: { direction: string; sortMethod: string; levelSeparation: number } };
  nodes: { font: { size: number } };
  edges: { font: { size: number; background: string } };
  interaction: Record<string, unknown>;
};
const mockVis = {
  created: [] as { data: { nodes: { items: Drawn[] }; edges: { items: Drawn[] } }; options: DrawnOptions; calls: [string, unknown][] }[],
  fitScale: 1,
};
jest.mock('vis-network/standalone', () => ({
  DataSet: class {
    items: { id: string }[];
    constructor(items: { id: string }[]) {
      this.items = items;
    }
    getIds() {
      return this.items.map((item) => item.id);
    }
    update(items: { id: string }[]) {
      this.items = this.items.map((item) => items.find((next) => next.id === item.id) ?? item);
    }
    remove() {}
  },
  Network: class {
    record: (typeof mockVis.created)[number];
    scale = 1;
    constructor(_element: HTMLElement, data: (typeof mockVis.created)[number]['data'], options: DrawnOptions) {
      this.record = { data, options, calls: [] };
      mockVis.created.push(this.record);
    }
    on() {}
    selectNodes(ids: string[]) {
      this.record.calls.push(['selectNodes', ids]);
    }
    fit() {
      this.scale = mockVis.fitScale;
      this.record.calls.push(['fit', this.scale]);
    }
    getScale() {
      return this.scale;
    }
    focus(node: string, options: { scale: number }) {
      this.record.calls.push(['focus', { node, scale: options.scale }]);
    }
    moveTo(options: { scale: number }) {
      this.scale = options.scale;
      this.record.calls.push(['moveTo', options.scale]);
    }
    setOptions() {}
    destroy() {}
  },
}));

const NODES: GraphNode[] = [
  { id: 'a', label: 'Détresse respiratoire modérée', lines: ['FC 160 · SpO₂ 91\u00a0%'], marks: ['visited'] },
  { id: 'b', label: 'Aggravation', marks: ['current'] },
  { id: 'c', label: 'Stabilisation', marks: ['expected'] },
];
const EDGES: GraphEdge[] = [
  { id: 'ab', from: 'a', to: 'b', label: 'Pas d’oxygène', taken: true },
  { id: 'bc', from: 'b', to: 'c', label: 'Oxygène' },
];

const withTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const last = () => mockVis.created[mockVis.created.length - 1]!;

const wide = window.innerWidth;
beforeEach(() => {
  mockVis.created = [];
  mockVis.fitScale = 1;
});
// jsdom's window is 1024 px wide (the canvas); a test sets a phone's width.
afterEach(() => {
  window.innerWidth = wide;
});

it('hands vis-network a top-down layered layout, names of 16 px (12 px at the smallest zoom) and a box as tall as the layers', async () => {
  withTheme(<GraphCanvas nodes={NODES} edges={EDGES} label="Graphe du scénario" failedText="Indisponible" focus="b" />);
  await waitFor(() => expect(mockVis.created).toHaveLength(1));
  const { options, data } = last();
  expect(options.layout.hierarchical).toMatchObject({ direction: 'UD', sortMethod: 'directed' });
  expect(options.nodes.font.size * READABLE_SCALE).toBeGreaterThanOrEqual(12);
  expect(options.edges.font.size).toBeGreaterThanOrEqual(12);
  // Labels on the page's colour, in the middle of their own curve.
  expect(options.edges.font.background).toBe(theme.colors.background);
  expect(options.interaction).toMatchObject({ dragView: true });
  expect(data.nodes.items.map((node) => [node.id, node.level])).toEqual([
    ['a', 0],
    ['b', 1],
    ['c', 2],
  ]);
  const canvas = screen.getByRole('img', { name: 'Graphe du scénario' });
  expect(canvas.style.height).toBe(`${3 * options.layout.hierarchical.levelSeparation + 40}px`);
  expect(canvas).toHaveAttribute('data-layers', '3');
});

it('shows the marks in words, with a wider border, the path taken thicker, and a legend', async () => {
  withTheme(<GraphCanvas nodes={NODES} edges={EDGES} label="Graphe" failedText="Indisponible" />);
  await waitFor(() => expect(mockVis.created).toHaveLength(1));
  const { nodes, edges } = last().data;
  const node = (id: string) => nodes.items.find((one) => one.id === id)!;
  expect(node('b').label).toBe('Aggravation\n▶ actuel');
  expect(node('a').label).toBe('Détresse respiratoire\nmodérée\nFC 160 · SpO₂ 91\u00a0%\n✓ parcouru');
  expect(node('c').label).toBe('Stabilisation\n◎ à atteindre');
  expect(node('b').borderWidth).toBeGreaterThan(node('a').borderWidth!);
  expect(node('a').borderWidth).toBeGreaterThan(theme.graph.borderWidth);
  expect(edges.items.find((edge) => edge.id === 'ab')!.width).toBeGreaterThan(edges.items.find((edge) => edge.id === 'bc')!.width!);
  const legend = await screen.findByRole('list', { name: 'Légende' });
  expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Déjà parcouru', 'À atteindre', 'État actuel', 'Transition empruntée']);
});

it('moves the current mark when the run goes on: the state left loses its look', async () => {
  const view = withTheme(<GraphCanvas nodes={NODES} edges={EDGES} label="Graphe" failedText="Indisponible" />);
  await waitFor(() => expect(mockVis.created).toHaveLength(1));
  const moved = NODES.map((node) => (node.id === 'b' ? { ...node, marks: ['visited' as const] } : node.id === 'c' ? { ...node, marks: ['current' as const] } : node));
  view.rerender(
    <ThemeProvider theme={theme}>
      <GraphCanvas nodes={moved} edges={EDGES} label="Graphe" failedText="Indisponible" />
    </ThemeProvider>,
  );
  await waitFor(() => expect(last().data.nodes.items.find((node) => node.id === 'c')!.label).toBe('Stabilisation\n▶ actuel'));
  const left = last().data.nodes.items.find((node) => node.id === 'b')!;
  expect(left.label).toBe('Aggravation\n✓ parcouru');
  expect(left.borderWidth).toBe(3);
});

it('zooms with « Zoom + » and « Zoom − », and « Ajuster » fits the graph again', async () => {
  const user = userEvent.setup();
  withTheme(<GraphCanvas nodes={NODES} edges={EDGES} label="Graphe" failedText="Indisponible" />);
  const controls = await screen.findByRole('group', { name: 'Affichage du graphe' });
  expect(within(controls).getAllByRole('button').map((button) => button.textContent)).toEqual(['Zoom +', 'Zoom −', 'Ajuster']);
  await user.click(screen.getByRole('button', { name: 'Zoom +' }));
  await user.click(screen.getByRole('button', { name: 'Zoom −' }));
  const fitsBefore = last().calls.filter(([name]) => name === 'fit').length;
  await user.click(screen.getByRole('button', { name: 'Ajuster' }));
  expect(last().calls.filter(([name]) => name === 'moveTo')).toEqual([
    ['moveTo', 1.25],
    ['moveTo', 1],
  ]);
  expect(last().calls.filter(([name]) => name === 'fit')).toHaveLength(fitsBefore + 1);
});

it.each([
  ['fits readable: opens on the whole graph', 1, []],
  ['too small to read: opens on the current state at 12 px', 0.4, [['focus', { node: 'b', scale: READABLE_SCALE }]]],
])('%s', async (_case, fitScale, focused) => {
  mockVis.fitScale = fitScale;
  withTheme(<GraphCanvas nodes={NODES} edges={EDGES} label="Graphe" failedText="Indisponible" focus="b" />);
  await waitFor(() => expect(last().calls).toContainEqual(['selectNodes', ['b']]));
  expect(last().calls.filter(([name]) => name === 'focus')).toEqual(focused);
});

it('on a narrow screen (a phone), draws no canvas: the list, current state first, with its marks and arrows in words', async () => {
  window.innerWidth = 375;
  withTheme(<GraphCanvas nodes={NODES} edges={EDGES} label="Graphe" failedText="Indisponible" />);
  const list = await screen.findByRole('list', { name: 'Les états, l’état actuel en premier' });
  const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
  expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Aggravation', 'Détresse respiratoire modérée', 'Stabilisation']);
  expect(items[0]).toHaveTextContent('Aggravation — État actuel');
  expect(items[0]).toHaveTextContent('Oxygène → Stabilisation');
  expect(items[1]).toHaveTextContent('Pas d’oxygène → Aggravation (empruntée)');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  await act(async () => undefined);
  expect(mockVis.created).toHaveLength(0);
});

describe('the run’s graph', () => {
  const vitals = { fc: 160, pa: '90/50', spo2: 91, fr: 60, temperature: 38.2, conscience: 'Réactif' };
  const graph: ScenarioContent['graph'] = {
    states: [
      { id: 'initial', name: 'Détresse', kind: 'initial', vitals, description: '' },
      { id: 'mieux', name: 'Amélioration', kind: 'final', vitals: { ...vitals, spo2: 97 }, description: '', expected: { kind: 'à atteindre' } },
      { id: 'pire', name: 'Épuisement', kind: 'final', vitals, description: '', expected: { kind: 'à éviter' } },
    ],
    transitions: [
      { id: 't1', from: 'initial', to: 'mieux', label: 'Oxygène', trigger: 'action des apprenants' },
      { id: 't2', from: 'initial', to: 'pire', label: 'Rien', trigger: 'délai', delay_seconds: 300 },
    ],
  };

  it.each([
    ['without the expectations', false, ['Détresse\n(initial)\nFC 160 · SpO₂ 91\u00a0%\n✓ parcouru', 'Amélioration\n(final)\nFC 160 · SpO₂ 97\u00a0%\n▶ actuel', 'Épuisement\n(final)\nFC 160 · SpO₂ 91\u00a0%']],
    [
      'with the expectations « à atteindre » / « à éviter »',
      true,
      ['Détresse\n(initial)\nFC 160 · SpO₂ 91\u00a0%\n✓ parcouru', 'Amélioration\n(final)\nFC 160 · SpO₂ 97\u00a0%\n◎ à atteindre · ▶ actuel', 'Épuisement\n(final)\nFC 160 · SpO₂ 91\u00a0%\n⚠ à éviter'],
    ],
    [
      'once the run is over: where it ended, not « actuel »',
      false,
      ['Détresse\n(initial)\nFC 160 · SpO₂ 91\u00a0%\n✓ parcouru', 'Amélioration\n(final)\nFC 160 · SpO₂ 97\u00a0%\n■ dernier état', 'Épuisement\n(final)\nFC 160 · SpO₂ 91\u00a0%'],
      true,
    ],
  ])('draws the path taken and the current state, %s', async (_case, expected, labels, ended = false) => {
    withTheme(<RunGraph graph={graph} current="mieux" path={['initial', 'mieux']} expected={expected} ended={ended} onTransition={() => undefined} />);
    await waitFor(() => expect(mockVis.created).toHaveLength(1));
    expect(last().data.nodes.items.map((node) => node.label)).toEqual(labels);
    expect(last().data.edges.items.map((edge) => [edge.id, edge.width])).toEqual([
      ['t1', 5],
      ['t2', 2],
    ]);
  });
});
