import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessMap, pagesByAudience, toGraph } from '../../../src/features/docs';
import { guides, PRODUCT_SHOTS } from '../../../src/config/messages/guides';
import { PATHS } from '../../../src/config/routes';
import { renderApp } from '../ui/renderApp';
import { webpSize } from '../../support/webpSize';

// Counts how many times the module is loaded, and what the page asks it to draw.
const mockVis = { loads: 0, Network: jest.fn() };
jest.mock('vis-network/standalone', () => {
  mockVis.loads += 1;
  return {
    Network: mockVis.Network,
    // Holds what it is given, so that the test reads what the page asked to draw.
    DataSet: class {
      items: { id: string }[];
      constructor(items: { id: string }[]) {
        this.items = items;
      }
      getIds() {
        return this.items.map((item) => item.id);
      }
      update() {}
      remove() {}
    },
  };
});

beforeEach(() => {
  mockVis.Network.mockReset().mockImplementation(() => ({ on: jest.fn(), destroy: jest.fn(), fit: jest.fn(), getScale: () => 1, focus: jest.fn(), selectNodes: jest.fn() }));
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('role map data', () => {
  it('lists, for each signed-in role, the protected pages it may open', () => {
    const byRole = Object.fromEntries(pagesByAudience(accessMap()).map(({ audience, pages }) => [audience, pages.map((page) => page.path)]));
    expect(Object.keys(byRole)).toEqual(['admin', 'hyperadmin', 'enseignant', 'etudiant']);
    expect(byRole.etudiant).toEqual(['/auth/user_account', '/student/sessionsTable', '/student/sessions/:id']);
    expect(byRole.admin).toContain('/teacher/sessions/:id');
    expect(byRole.admin).not.toContain('/session/dossiers/Dossiers');
  });

  it('gives every public page to everyone, and every protected page to its roles and the hyperadmin', () => {
    const rows = accessMap();
    expect(rows[0]).toEqual({ id: 'public', label: 'Pages publiques (34)', path: null, audiences: ['visiteur', 'admin', 'hyperadmin', 'enseignant', 'etudiant'] });
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

describe('documentation landing', () => {
  it('offers the three guides, and the appendix, without routes or graph', async () => {
    renderApp('/docs/start', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Documentation' });
    expect(screen.getByRole('link', { name: 'Lire le guide de l’enseignant' })).toHaveAttribute('href', '/docs/start/enseignant');
    expect(screen.getByRole('link', { name: 'Lire le guide de l’étudiant' })).toHaveAttribute('href', '/docs/start/etudiant');
    expect(screen.getByRole('link', { name: 'Lire le guide de l’administrateur' })).toHaveAttribute('href', '/docs/start/administrateur');
    expect(screen.getByRole('link', { name: 'Voir la carte des accès' })).toHaveAttribute('href', '/docs/start/carte-des-acces');
    // The map is for IT teams: last, under its own heading, without « annexe » or « table des routes » for buyers.
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe('Choisissez votre guide');
    expect(headings.at(-1)).toBe('Pour les équipes techniques');
    expect(document.body.textContent).not.toMatch(/Annexe technique|table des routes/);
    expect(document.body.textContent).not.toMatch(/\/teacher\/|\/auth\/users/);
    expect(screen.queryByRole('table')).toBeNull();
    expect(mockVis.loads).toBe(0);
  });
});

describe('guides', () => {
  it.each([
    ['/docs/start/enseignant', 'Guide de l’enseignant', ['Planifier une session', 'Démarrer la session', 'Publier les résultats', 'Enregistrer une nouvelle version', 'J’accepte la charte']],
    ['/docs/start/etudiant', 'Guide de l’étudiant', ['Confirmer ma présence', 'J’autorise l’enregistrement', 'Retirer mon consentement', 'Donner mon avis', 'Envoyer mon avis']],
    ['/docs/start/administrateur', 'Guide de l’administrateur', ['Inviter un utilisateur', 'Importer un fichier CSV', 'Créer le groupe', 'Publier une nouvelle version', 'Payer']],
  ])('%s: "%s" quotes the product’s own buttons', async (path, title, labels) => {
    renderApp(path, { user: null });
    await screen.findByRole('heading', { level: 1, name: title });
    const text = document.body.textContent ?? '';
    for (const label of labels) expect(text).toContain(`«\u00a0${label}\u00a0»`);
    // A table of contents leads to each step.
    const contents = screen.getByRole('navigation', { name: 'Sur cette page' });
    const steps = guides[path]?.steps ?? [];
    expect(within(contents).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(steps.map((step) => `#${step.id}`));
    for (const step of steps) expect(document.getElementById(step.id)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Toute la documentation' })).toHaveAttribute('href', '/docs/start');
  });

  it('shows every product screenshot once, at both sizes, lazily, with French alt text', async () => {
    const seen: string[] = [];
    for (const guide of [PATHS.docsTeacher, PATHS.docsStudent, PATHS.docsAdmin]) {
      const view = renderApp(guide, { user: null });
      await screen.findByRole('heading', { level: 1 });
      // The guide's own pictures: the page's frame has its own (the logo is an image too).
      for (const image of within(screen.getByRole('main')).getAllByRole('img')) {
        const name = /^\/product\/(.+)-1280\.webp$/.exec(image.getAttribute('src') ?? '')?.[1] ?? '';
        seen.push(name);
        // Each as large as its attributes say (the file itself is read), so that the guide keeps its room before it arrives.
        const computer = webpSize(path.join(__dirname, '../../../public', `/product/${name}-1280.webp`));
        expect([name, image.getAttribute('width'), image.getAttribute('height')]).toEqual([name, String(computer.width), String(computer.height)]);
        expect(image).toHaveAttribute('loading', 'lazy');
        // A French description of what the screen shows, not a file name.
        expect(image.getAttribute('alt')).toMatch(/^(La |Le |L’).{40,}/);
        const source = image.parentElement?.querySelector('source');
        expect(source).toHaveAttribute('srcset', `/product/${name}-375.webp`);
        const phone = webpSize(path.join(__dirname, '../../../public', `/product/${name}-375.webp`));
        expect([name, source?.getAttribute('width'), source?.getAttribute('height')]).toEqual([name, String(phone.width), String(phone.height)]);
      }
      view.unmount();
    }
    expect(seen.sort()).toEqual([...PRODUCT_SHOTS].sort());
  });
});

describe('access map appendix', () => {
  it('reads as a list per role, with the same as a table', async () => {
    renderApp('/docs/start/carte-des-acces', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Carte des accès' });
    const student = screen.getByRole('region', { name: 'Étudiant' });
    expect(within(student).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mon compte /auth/user_account',
      'Mes sessions /student/sessionsTable',
      'Ma session /student/sessions/:id',
    ]);
    const table = screen.getByRole('table', { name: 'Pages accessibles par rôle' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Page', 'Visiteur', 'Administrateur', 'Hyperadministrateur', 'Enseignant', 'Étudiant']);
    const row = within(table).getByRole('row', { name: /Mes dossiers/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Non', 'Non', 'Oui', 'Oui', 'Non']);
  });

  it('does not load vis-network on another page', async () => {
    renderApp('/', { user: null });
    await screen.findByRole('heading', { level: 1 });
    expect(mockVis.loads).toBe(0);
    expect(mockVis.Network).not.toHaveBeenCalled();
  });

  it('loads vis-network only when the graph is asked for, and draws the route table', async () => {
    renderApp('/docs/start/carte-des-acces', { user: null });
    const show = await screen.findByRole('button', { name: 'Afficher le graphe' });
    expect(mockVis.loads).toBe(0);
    await userEvent.setup().click(show);
    await waitFor(() => expect(mockVis.Network).toHaveBeenCalledTimes(1));
    expect(mockVis.loads).toBe(1);
    const [container, data] = mockVis.Network.mock.calls[0] as [HTMLElement, { nodes: { items: { id: string }[] }; edges: { items: { id: string; from: string; to: string }[] } }];
    expect(container).toBe(screen.getByRole('img', { name: /Carte des accès par rôle/ }));
    const expected = toGraph(accessMap());
    expect(data.nodes.items.map((node) => node.id)).toEqual(expected.nodes.map((node) => node.id));
    expect(data.edges.items.map(({ id, from, to }) => ({ id, from, to }))).toEqual(expected.edges);
  });

  it('says so when the map cannot be loaded', async () => {
    mockVis.Network.mockImplementation(() => {
      throw new Error('canvas');
    });
    renderApp('/docs/start/carte-des-acces', { user: null });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Afficher le graphe' }));
    expect(await screen.findByText(/La carte n’a pas pu être chargée/)).toBeInTheDocument();
  });

  it('imports vis-network only dynamically, in the one hook that draws every graph', () => {
    const root = path.join(__dirname, '../../..');
    const importers = sourceFiles(path.join(root, 'src')).filter((file) => /from 'vis-network|import\('vis-network/.test(readFileSync(file, 'utf8')));
    expect(importers.map((file) => path.relative(root, file).split(path.sep).join('/'))).toEqual(['src/ui/useVisNetwork.ts']);
    const source = readFileSync(path.join(root, 'src/ui/useVisNetwork.ts'), 'utf8');
    expect(source).toContain("import('vis-network/standalone')");
    // Only types may be imported or re-exported statically (they vanish at compile time).
    const staticLines = source.match(/^(import|export) .*vis-network.*$/gm) ?? [];
    expect(staticLines.length).toBeGreaterThan(0);
    for (const line of staticLines) expect(line).toMatch(/^(import|export) type /);
  });
});
