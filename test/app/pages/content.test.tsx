import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { PAGE_LOADERS } from '../../../src/app/pageLoaders';
import { RouteError } from '../../../src/app/RouteError';
import { theme } from '../../../src/ui/theme';
import { ROUTES, routeForPath } from '../../../src/config/routes';
import { articles } from '../../../src/config/messages/articles';
import ArticlePage from '../../../src/pages/public/ArticlePage';
import MyDataPage from '../../../src/pages/public/MyDataPage';
import { makeUser } from '../fixtures';
import { activeOrganisation, renderApp } from '../ui/renderApp';

async function pathsShowing(page: unknown): Promise<string[]> {
  const loaded = await Promise.all(ROUTES.map(async (route) => ({ path: route.path, page: (await PAGE_LOADERS[route.path]()).default })));
  return loaded.filter((route) => route.page === page).map((route) => route.path).sort();
}

describe('pages of running text', () => {
  it('has a text for every route that shows one, and no text without a route', async () => {
    // /getmyData shows its article with the signed-in person's download beside it.
    expect([...(await pathsShowing(ArticlePage)), ...(await pathsShowing(MyDataPage))].sort()).toEqual(Object.keys(articles).sort());
  });

  it.each(Object.keys(articles).map((path) => [path, routeForPath(path)?.title]))('%s is titled "%s", with sections', async (path, title) => {
    renderApp(path, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/lorem|ipsum|TODO/i);
  });
});

describe('titles and unknown pages', () => {
  it('sets a French document title per route', async () => {
    renderApp('/legal/cgu', { user: null });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe("Conditions générales d’utilisation · SimuSession");
  });

  it('shows "Page introuvable" with a way home for an unknown path', async () => {
    renderApp('/nulle-part', { user: makeUser('etudiant'), organisation: activeOrganisation });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l’accueil" })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page introuvable · SimuSession');
  });
});

describe('error boundary', () => {
  it('shows a French message and a way home instead of a blank page', async () => {
    const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('panne');
    };
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l’accueil" })).toHaveAttribute('href', '/');
    silence.mockRestore();
  });
});
