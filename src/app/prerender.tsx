/**
 * Build-time rendering of the public pages (webpack's `prerender` build runs this in Node).
 * Each page is drawn for a first-time visitor — nobody signed in, no cookie read — so the same
 * HTML serves everyone; public/first-paint.js hides what does not apply to a returning visitor,
 * and the browser then adopts the page (`hydrateRoot`) and carries on.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { documentTitle } from '../config/product';
import type { Identity } from '../features/auth';
import { App } from './App';
import { routeObjects } from './router';
import { PUBLIC_PATHS, routeForPath } from '../config/routes';
import { createAppStore, startingRootState, visitorRootState } from './store';
import { FRAME_MARKER, framedPaths, frameKindsFor, FrameOnlyProvider } from '../features/access';

/**
 * Every public page of the route table with a fixed path: the pages a visitor can land on before
 * signing in. A path with a parameter (`/moniteur/:token`) has no file of its own on a static host.
 */
export const PRERENDERED_PATHS = PUBLIC_PATHS.filter((path) => !path.includes('/:'));

/** The protected pages with a fixed path: their frame (layout, title, skeleton), never their content. */
export const FRAMED_PATHS = framedPaths();

// Nothing is signed in at build time, and nothing may be.
const noIdentity: Identity = {
  observe: () => () => undefined,
  signIn: async () => ({ value: null, error: 'auth/operation-not-allowed' }),
  createAccount: async () => ({ value: null, error: 'auth/operation-not-allowed' }),
  sendPasswordReset: async () => ({ value: null, error: 'auth/operation-not-allowed' }),
  signOut: async () => undefined,
  getIdToken: async () => null,
  accountActions: {
    inspect: async () => ({ value: null, error: 'auth/operation-not-allowed' }),
    resetPassword: async () => ({ value: null, error: 'auth/operation-not-allowed' }),
    apply: async () => ({ value: null, error: 'auth/operation-not-allowed' }),
  },
  changePassword: async () => ({ value: null, error: 'auth/operation-not-allowed' }),
  sendEmailVerification: async () => ({ value: null, error: 'auth/operation-not-allowed' }),
};

/** `frameFor`: for a protected page's frame, the kinds of stored hint that may see it (prerenderedFrame.ts). */
export type PrerenderedPage = { title: string; styles: string; html: string; frameFor?: readonly string[] };

export async function prerender(pathname: string): Promise<PrerenderedPage> {
  return render(pathname, false);
}

/**
 * A protected page's frame, drawn for nobody in particular: the layout with only the way home in the
 * menus, the page's title and a skeleton, in a wrapper that stays hidden unless public/first-paint.js
 * finds a stored hint of one of the kinds listed (those the guard would draw the frame for).
 */
export async function prerenderFrame(pathname: string): Promise<PrerenderedPage> {
  const page = await render(pathname, true);
  return { ...page, html: `<div ${FRAME_MARKER}="">${page.html}</div>`, frameFor: frameKindsFor(pathname) };
}

async function render(pathname: string, frame: boolean): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routeObjects);
  // Resolves the page's lazy module, as the browser router does before it draws.
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirige au lieu de s'afficher`);
  if (context.statusCode !== 200) throw new Error(`${pathname} répond ${context.statusCode}`);

  const state = frame ? startingRootState() : visitorRootState();
  const store = createAppStore({ identity: noIdentity, navigate: () => undefined }, state);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App store={store} identity={noIdentity} serverState={state}>
            {frame ? (
              <FrameOnlyProvider>
                <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
              </FrameOnlyProvider>
            ) : (
              <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
            )}
          </App>
        </StrictMode>,
      ),
    );
    const title = documentTitle(routeForPath(pathname)?.title ?? '');
    return { title, styles: sheet.getStyleTags(), html };
  } finally {
    sheet.seal();
  }
}
