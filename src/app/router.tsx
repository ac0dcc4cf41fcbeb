import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../config/routes';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { Layout } from './Layout';
import { PAGE_LOADERS, type PageLoader } from './pageLoaders';
import { NotFound, RouteError } from './RouteError';

/**
 * How a page's chunk is fetched. The one seam for the data layer's reload-once-on-a-failed-chunk
 * helper (`lazyWithReload`, src/lib): wrap the loader here, and every route gets it.
 */
const loadPage = (load: PageLoader) => load;

/** Router configuration built from the route table; pages load lazily, each in its own chunk. */
export const routeObjects: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // While the first page's code loads, the overlay of spec §4 rather than a blank screen.
    hydrateFallbackElement: <LoadingOverlay />,
    children: [
      ...ROUTES.map((route): RouteObject => {
        const load = loadPage(PAGE_LOADERS[route.path]);
        return { path: route.path, lazy: async () => ({ Component: (await load()).default }) };
      }),
      { path: '*', element: <NotFound /> },
    ],
  },
];
