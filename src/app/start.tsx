import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { env } from '../config/env';
import { FRAME_MARKER, firstRenderMode, readAccessHint } from '../features/access';
import { appStarted, createFirebaseIdentity } from '../features/auth';
import { consentStateFrom, readConsentCookies } from '../features/consent';
import { nextTask } from '../lib/nextTask';
import { App } from './App';
import { routeObjects } from './router';
import { createAppStore, visitorRootState, type RootState } from './store';

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the first page's lazy module is loaded, so the first render is that page. */
const routerReady = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/** Starts the app in `container`; each step is its own task, so a phone's main thread is never blocked for long. */
export async function start(container: HTMLElement) {
  const identity = createFirebaseIdentity({ firebase: env.firebase, emulatorUrl: env.authEmulatorUrl });
  const store = createAppStore(
    { identity, navigate: (to, options) => void router.navigate(to, options) },
    // The access hint lets a reload draw the page's frame at once (src/features/access/accessHint.ts).
    { consent: consentStateFrom(readConsentCookies()), accessHint: { hint: readAccessHint() } },
  );
  await nextTask();
  const router: Router = createBrowserRouter(routeObjects);

  const app = (serverState?: RootState) => (
    <StrictMode>
      <App store={store} identity={identity} serverState={serverState}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );

  // Pages behind the guard (and any page not pre-rendered) are drawn here, in the same task as the
  // router is made: the shell and the guard's overlay, or the page's frame from the access hint,
  // commit before the page's chunks and the identity provider's SDK (requested just before and just
  // after) take the main thread. A signed-in reload's first render waited for all of them (issue "The
  // public face and the feel of the product": 209 ms against 44 ms for a public page).
  //
  // A protected page's pre-rendered frame (shown by public/first-paint.js when the stored hint fits)
  // was drawn for nobody in particular: it is replaced, not adopted. React empties the container in
  // the same commit as it draws, so the frame the HTML brought gives way to the app's own in one task.
  const mode = firstRenderMode({ hasMarkup: container.hasChildNodes(), isFrame: container.querySelector(`[${FRAME_MARKER}]`) !== null });
  if (mode === 'render') {
    // Someone signed in is named from the session stored on this browser while the page's chunks load
    // (src/features/auth/storedSession.ts): their profile call need not wait for the page's first render.
    store.dispatch(appStarted());
    const root = createRoot(container);
    flushSync(() => root.render(app()));
    return;
  }

  await nextTask();
  store.dispatch(appStarted());
  await nextTask();
  // Public pages arrive pre-rendered: React adopts their HTML, drawn for a visitor (the state a
  // first-time visitor's store is already in). Transitions let React work in slices, not one long task.
  await routerReady(router);
  startTransition(() => {
    hydrateRoot(container, app(visitorRootState()));
  });
}
