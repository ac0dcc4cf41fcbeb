import type { ReactNode } from 'react';
import { Page } from '../ui/Page';
import { usePageTitle } from '../ui/usePageTitle';
import { useCurrentRoute } from './useCurrentRoute';

/**
 * A page titled from the route table (the same words as the menu and `document.title`), or by what it
 * shows (`title`: a scenario's own title), in its heading and the tab's title alike.
 */
export function RoutePage({ title, lead, children }: { title?: string; lead?: string; children?: ReactNode }) {
  const route = useCurrentRoute();
  usePageTitle(title);
  return (
    <Page title={title ?? route?.title ?? ''} lead={lead ?? route?.summary}>
      {children}
    </Page>
  );
}
