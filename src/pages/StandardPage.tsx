import { useLocation } from 'react-router-dom';
import { routeForPath } from '../app/routes';
import { Page } from '../ui/Page';

/** A page whose title and purpose come from the route table. */
export default function StandardPage() {
  const route = routeForPath(useLocation().pathname);
  return <Page title={route?.title ?? ''} lead={route?.summary} />;
}
