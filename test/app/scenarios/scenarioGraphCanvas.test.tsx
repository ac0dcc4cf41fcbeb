/**
 * The editor's schema (src/features/scenarios/ScenarioGraphCanvas.tsx) once drawn: its own tools, and no
 * second « Ajouter un état » — states are added in the list beside it (scenarioEditor.test.tsx).
 */
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { newScenarioContent } from '../../../contract/scenarioGraph';
import { ScenarioGraphCanvas } from '../../../src/features/scenarios/ScenarioGraphCanvas';
import { theme } from '../../../src/ui/theme';

jest.mock('vis-network/standalone', () => jest.requireActual('../support/visNetworkStub'));

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
