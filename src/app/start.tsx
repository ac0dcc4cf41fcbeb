import { addListener } from '@reduxjs/toolkit';
import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { env } from '../config/env';
import { FRAME_MARKER, FRAME_SHOWN, firstRenderMode, readAccessHint, selectGuardView } from '../features/access';
import { appStarted, createFirebaseIdentity } from '../features/auth';
import { consentStateFrom, readConsentCookies } from '../features/consent';
import { selectQueriesInFlight } from '../lib/api/dataLayer';
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

/** At most this long, the frame the HTML brought stays as it is before the app draws its own. */
export const HTML_FRAME_HOLD_MS = 300;

/**
 * Resolves once the page can be drawn whole, or after `maxMs`: the guard shows more than the frame, the
 * page's module is loaded, and the data layer has nothing on its way (the page's first query, sent before
 * the app started, is answered: its rows come in the same render rather than in the next).
 */
function pageSettled(store: ReturnType<typeof createAppStore>, router: Router, maxMs: number): Promise<void> {
  const { pathname, search } = window.location;
  const settled = () => {
    const state = store.getState();
    return router.state.initialized && selectGuardView(state, pathname, search).kind !== 'provisional' && !selectQueriesInFlight(state);
  };
  return new Promise<void>((resolve) => {
    if (settled()) return resolve();
    const finish = () => {
      stopStore();
      stopRouter();
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (settled()) finish();
    };
    // After every action, as it is reduced: not `store.subscribe`, whose calls for RTK Query's answers wait
    // for the next animation frame (RTK's auto-batching), which put up to a frame between the last answer and the page.
    const stopStore = store.dispatch(addListener({ predicate: () => true, effect: check }));
    const stopRouter = router.subscribe(check);
    const timer = setTimeout(finish, maxMs);
  });
}

/** Starts the app in `container`; each step is its own task, so a phone's main thread is never blocked for long. */
export async function start(container: HTMLElement, { htmlFrameHoldMs = HTML_FRAME_HOLD_MS } = {}) {
  // The identity provider's SDK waits for the first page to be drawn with its answers (identity.ts says why).
  let markPageDrawn: () => void = () => undefined;
  const pageDrawn = new Promise<void>((resolve) => (markPageDrawn = resolve));
  const identity = createFirebaseIdentity({ firebase: env.firebase, emulatorUrl: env.authEmulatorUrl, pageDrawn });
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
  // after) take the main thread. A signed-in reload's first render waited for all of them (209 ms against
  // 44 ms for a public page: docs/performance-journal.md).
  //
  // A protected page's pre-rendered frame (shown by public/first-paint.js when the stored hint fits)
  // was drawn for nobody in particular: it is replaced, not adopted. React empties the container in
  // the same commit as it draws, so the frame the HTML brought gives way to the app's own in one task.
  const mode = firstRenderMode({ hasMarkup: container.hasChildNodes(), isFrame: container.querySelector(`[${FRAME_MARKER}]`) !== null });
  if (mode === 'render') {
    // Someone signed in is named from the session stored on this browser while the page's chunks load
    // (src/features/auth/storedSession.ts): their profile call need not wait for the page's first render.
    store.dispatch(appStarted());
    // The frame the HTML brought is on screen: drawing the same frame again would cost the main thread
    // (≈ 20 ms here) just as the fresh answers arrive. The first render waits for the guard's decision,
    // the page's module and its first answers instead, `htmlFrameHoldMs` at most, and draws the page whole.
    const settled = pageSettled(store, router, htmlFrameHoldMs);
    if (document.documentElement.hasAttribute(FRAME_SHOWN) && container.querySelector(`[${FRAME_MARKER}]`)) await settled;
    const root = createRoot(container);
    flushSync(() => root.render(app()));
    // Drawn with its first answers (held above), or about to be (the store's next frame): the SDK may come.
    void settled.then(markPageDrawn);
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
  markPageDrawn();
}
