import { useLocation } from 'react-router-dom';
import { routeForPath, type AppRoute } from '../config/routes';

/** The route-table row of the page being shown: its title, summary and audience. */
export function useCurrentRoute(): AppRoute | undefined {
  return routeForPath(useLocation().pathname);
}
