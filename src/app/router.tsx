import type { RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { NotFound, RouteError } from './RouteError';
import { ROUTES } from './routes';

/** Router configuration built from the route table; pages load lazily, each in its own chunk. */
export const routeObjects: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
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
