import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { routeObjects } from './app/router';
import { createAppStore } from './app/store';
import { env } from './config/env';
import { appStarted, createFirebaseIdentity } from './features/auth';
import { consentStateFrom, readConsentCookies } from './features/consent';

const router = createBrowserRouter(routeObjects);
const identity = createFirebaseIdentity({ firebase: env.firebase, emulatorUrl: env.authEmulatorUrl });
const store = createAppStore(
  { identity, navigate: (to, options) => void router.navigate(to, options) },
  { consent: consentStateFrom(readConsentCookies()) },
);
store.dispatch(appStarted());

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} identity={identity} />
    </StrictMode>,
  );
}
