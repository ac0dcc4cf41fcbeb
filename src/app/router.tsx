import type { RouteObject } from 'react-router-dom';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { Layout } from './Layout';
import { NotFound, RouteError } from './RouteError';
import { ROUTES } from './routes';

/** Router configuration built from the route table; pages load lazily, each in its own chunk. */
export const routeObjects: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // While the first page's code loads, the overlay of spec §4 rather than a blank screen.
    hydrateFallbackElement: <LoadingOverlay />,
    children: [
      ...ROUTES.map(
        (route): RouteObject => ({
          path: route.path,
          lazy: async () => ({ Component: (await route.load()).default }),
        }),
      ),
      { path: '*', element: <NotFound /> },
    ],
  },
];
