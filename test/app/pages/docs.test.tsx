import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { accessMap, toGraph } from '../../../src/features/docs';
import { renderApp } from '../ui/renderApp';

// Counts how many times the module is loaded, and what the page asks it to draw.
const mockVis = { loads: 0, Network: jest.fn() };
jest.mock('vis-network/standalone', () => {
  mockVis.loads += 1;
  return { Network: mockVis.Network };
});

beforeEach(() => {
  mockVis.Network.mockReset().mockImplementation(() => ({ on: jest.fn(), destroy: jest.fn() }));
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('role map data', () => {
  it('gives every public page to everyone, and every protected page to its roles and the hyperadmin', () => {
    const rows = accessMap();
    expect(rows[0]).toEqual({ id: 'public', label: 'Pages publiques (29)', path: null, audiences: ['visiteur', 'admin', 'hyperadmin', 'enseignant', 'etudiant'] });
    const byPath = Object.fromEntries(rows.map((row) => [row.path, row.audiences]));
    expect(byPath['/auth/user_account']).toEqual(['admin', 'hyperadmin', 'enseignant', 'etudiant']);
    expect(byPath['/teacher/students']).toEqual(['hyperadmin', 'enseignant']);
    expect(byPath['/auth/deleteOldUsers']).toEqual(['hyperadmin']);
    expect(byPath['/auth/login']).toBeUndefined();
  });

  it('draws one edge per page an audience can open', () => {
    const rows = accessMap();
    const { nodes, edges } = toGraph(rows);
    expect(nodes.filter((node) => node.group === 'audience').map((node) => node.label)).toEqual(['Visiteur', 'Administrateur', 'Hyperadministrateur', 'Enseignant', 'Étudiant']);
    expect(edges).toHaveLength(rows.reduce((sum, row) => sum + row.audiences.length, 0));
    expect(edges).toContainEqual({ id: 'audience:etudiant->page:/student/sessionsTable', from: 'audience:etudiant', to: 'page:/student/sessionsTable' });
  });
});

describe('documentation page', () => {
  it('does not load vis-network on another page', async () => {
    renderApp('/', { user: null });
    await screen.findByRole('heading', { level: 1 });
    expect(mockVis.loads).toBe(0);
    expect(mockVis.Network).not.toHaveBeenCalled();
  });

  it('loads vis-network when the map is shown, and draws the route table', async () => {
    renderApp('/docs/start', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Documentation' });
    await waitFor(() => expect(mockVis.Network).toHaveBeenCalledTimes(1));
    expect(mockVis.loads).toBe(1);
    const [container, data] = mockVis.Network.mock.calls[0] as [HTMLElement, ReturnType<typeof toGraph>];
    expect(container).toBe(screen.getByRole('img', { name: /Carte des accès par rôle/ }));
    expect(data).toEqual(toGraph(accessMap()));
  });

  it('waits until the map nears the screen before loading vis-network', async () => {
    const observed: { callback: IntersectionObserverCallback; element: Element | null } = { callback: () => undefined, element: null };
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        observed.callback = callback;
      }
      observe(element: Element) {
        observed.element = element;
      }
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true });
    try {
      renderApp('/docs/start', { user: null });
      await screen.findByRole('heading', { level: 1, name: 'Documentation' });
      await waitFor(() => expect(observed.element).toBe(screen.getByRole('img', { name: /Carte des accès par rôle/ })));
      expect(mockVis.Network).not.toHaveBeenCalled();

      act(() => observed.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      await waitFor(() => expect(mockVis.Network).toHaveBeenCalledTimes(1));
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('gives the same information as a table', async () => {
    renderApp('/docs/start', { user: null });
    const table = await screen.findByRole('table', { name: 'Pages accessibles par rôle' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Page', 'Visiteur', 'Administrateur', 'Hyperadministrateur', 'Enseignant', 'Étudiant']);
    const row = within(table).getByRole('row', { name: /Mes dossiers/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Non', 'Non', 'Oui', 'Oui', 'Non']);
  });

  it('says so when the map cannot be loaded', async () => {
    mockVis.Network.mockImplementation(() => {
      throw new Error('canvas');
    });
    renderApp('/docs/start', { user: null });
    expect(await screen.findByText(/La carte n'a pas pu être chargée/)).toBeInTheDocument();
  });

  it('imports vis-network in two places only (the role map, the scenario graph), and dynamically', () => {
    const importers = sourceFiles(path.join(__dirname, '../../../src')).filter((file) => /from 'vis-network|import\('vis-network/.test(readFileSync(file, 'utf8')));
    expect(importers.map((file) => path.basename(file)).sort()).toEqual(['RoleMapGraph.tsx', 'ScenarioGraphCanvas.tsx']);
    for (const importer of importers) {
      const source = readFileSync(importer, 'utf8');
      expect(source).toContain("import('vis-network/standalone')");
      // Only types may be imported statically (they vanish at compile time).
      expect(source.match(/^import .*vis-network.*$/gm)?.every((line) => line.startsWith('import type '))).toBe(true);
    }
  });
});
