import type { ReactNode } from 'react';
import { Page } from '../ui/Page';
import { useCurrentRoute } from './useCurrentRoute';

/** A page titled from the route table (the same words as the menu and `document.title`). */
export function RoutePage({ lead, children }: { lead?: string; children?: ReactNode }) {
  const route = useCurrentRoute();
  return (
    <Page title={route?.title ?? ''} lead={lead ?? route?.summary}>
      {children}
    </Page>
  );
}
