/**
 * The editor's schema (src/features/scenarios/ScenarioGraphCanvas.tsx) once drawn: its own tools, and no
 * second « Ajouter un état » — states are added in the list beside it (scenarioEditor.test.tsx).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { newScenarioContent } from '../../../contract/scenarioGraph';
import { ScenarioGraphCanvas } from '../../../src/features/scenarios/ScenarioGraphCanvas';
import { theme } from '../../../src/ui/theme';

// The stub network, recording the handlers the editor registers and each whole-graph fit it asks for.
const mockFits: unknown[] = [];
const mockHandlers = new Map<string, (() => void)[]>();
jest.mock('vis-network/standalone', () => {
  const stub = jest.requireActual('../support/visNetworkStub');
  class Network extends stub.Network {
    on(event: string, handler: () => void) {
      mockHandlers.set(event, [...(mockHandlers.get(event) ?? []), handler]);
    }
    once(event: string, handler: () => void) {
      this.on(event, handler);
    }
    fit(options: unknown) {
      mockFits.push(options);
    }
  }
  return { ...stub, Network };
});
beforeEach(() => {
  mockFits.length = 0;
  mockHandlers.clear();
});
const fire = (event: string) => {
  for (const handler of mockHandlers.get(event) ?? []) handler();
};

it('offers « Relier deux états » and « Supprimer la sélection » beside the zoom, and no « Ajouter un état » of its own', async () => {
  const graph = newScenarioContent('Détresse respiratoire').graph;
  render(
    <ThemeProvider theme={theme}>
      <ScenarioGraphCanvas graph={graph} readOnly={false} onConnect={jest.fn()} onDelete={jest.fn()} onOpen={jest.fn()} />
    </ThemeProvider>,
  );
  expect(await screen.findByRole('button', { name: 'Relier deux états' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Supprimer la sélection' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Zoom +' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter un état' })).not.toBeInTheDocument();
});

it.each([false, true])('fitted whole after the first drawing, on each resize (its tab opened) and on « Recentrer » (read only: %s)', async (readOnly) => {
  render(
    <ThemeProvider theme={theme}>
      <ScenarioGraphCanvas graph={newScenarioContent('Détresse respiratoire').graph} readOnly={readOnly} onConnect={jest.fn()} onDelete={jest.fn()} onOpen={jest.fn()} />
    </ThemeProvider>,
  );
  const refit = await screen.findByRole('button', { name: 'Recentrer' });
  // Only the author draws arrows; « Recentrer » is for every reader.
  expect(screen.queryAllByRole('button', { name: 'Relier deux états' })).toHaveLength(readOnly ? 0 : 1);
  const before = mockFits.length;
  act(() => fire('afterDrawing'));
  expect(mockFits).toHaveLength(before + 1);
  act(() => fire('resize'));
  expect(mockFits).toHaveLength(before + 2);
  fireEvent.click(refit);
  expect(mockFits).toHaveLength(before + 3);
  expect(mockFits.at(-1)).toEqual({ animation: false });
});
