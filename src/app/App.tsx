import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { HydrationProvider } from '../ui/hydration';
import { theme } from '../ui/theme';
import { IdentityProvider, type Identity } from '../features/auth';
import type { AppStore, RootState } from './store';

type AppProps = {
  store: AppStore;
  identity: Identity;
  /** The router: the browser's, or the static one that pre-renders public pages at build time. */
  children: ReactNode;
  /** The state the pre-rendered HTML was drawn from: the first (hydrating) render reads it. */
  serverState?: RootState;
};

export function App({ store, identity, children, serverState }: AppProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <IdentityProvider identity={identity}>
          <HydrationProvider adopting={serverState !== undefined}>
            {children}
          </HydrationProvider>
        </IdentityProvider>
      </ThemeProvider>
    </Provider>
  );
}
