import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/App';
import { routeObjects } from './app/router';
import { createAppStore, initialRootState, type RootState } from './app/store';
import { env } from './config/env';
import { appStarted, createFirebaseIdentity } from './features/auth';
import { consentStateFrom, readConsentCookies } from './features/consent';

type Router = ReturnType<typeof createBrowserRouter>;

// Start-up is cut into several tasks so that a phone's main thread never stays blocked for long.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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

async function start(container: HTMLElement) {
  await nextTask();
  const router = createBrowserRouter(routeObjects);
  await nextTask();
  const identity = createFirebaseIdentity({ firebase: env.firebase, emulatorUrl: env.authEmulatorUrl });
  const store = createAppStore(
    { identity, navigate: (to, options) => void router.navigate(to, options) },
    { consent: consentStateFrom(readConsentCookies()) },
  );
  store.dispatch(appStarted());
  await nextTask();

  const app = (serverState?: RootState) => (
    <StrictMode>
      <App store={store} identity={identity} serverState={serverState}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  // Public pages arrive pre-rendered: React adopts their HTML, drawn from the initial state.
  // Transitions let React work in slices rather than in one long task.
  if (container.hasChildNodes()) {
    await routerReady(router);
    startTransition(() => {
      hydrateRoot(container, app(initialRootState()));
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app()));
  }
}

const container = document.getElementById('root');
if (container) void start(container);
