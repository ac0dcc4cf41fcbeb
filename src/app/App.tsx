import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../ui/GlobalStyle';
import { theme } from '../ui/theme';
import { IdentityProvider, type Identity } from '../features/auth';
import type { AppStore } from './store';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ store, router, identity }: { store: AppStore; router: Router; identity: Identity }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <IdentityProvider identity={identity}>
          <GlobalStyle />
          <RouterProvider router={router} />
        </IdentityProvider>
      </ThemeProvider>
    </Provider>
  );
}
