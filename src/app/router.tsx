import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../config/routes';
import { lazyWithReload } from '../lib/lazyWithReload';
import { Layout } from './Layout';
import { PAGE_LOADERS, type PageLoader } from './pageLoaders';
import { NotFound, RouteError } from './RouteError';

/**
 * How a page's chunk is fetched: a chunk gone after a deploy reloads the app once per build, then
 * the route's error element says so (`lazyWithReload`). Wrapped here, so every route gets it.
 */
const loadPage = (load: PageLoader): PageLoader => lazyWithReload(load);

/** Router configuration built from the route table; pages load lazily, each in its own chunk. */
export const routeObjects: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // While the first page's code loads: the shell, and the guard's overlay or the page's frame (its
    // title and a skeleton: see RequireAccess), rather than a blank screen until the chunk has run.
    hydrateFallbackElement: <Layout pageLoading />,
    children: [
      ...ROUTES.map((route): RouteObject => {
        const load = loadPage(PAGE_LOADERS[route.path]);
        return { path: route.path, lazy: async () => ({ Component: (await load()).default }) };
      }),
      { path: '*', element: <NotFound /> },
    ],
  },
];
