import { workspaceMessages as t } from '../config/messages/account';
import { EmptyState } from '../ui/content';
import { RoutePage } from './RoutePage';
import { useCurrentRoute } from './useCurrentRoute';

/**
 * A role's working page whose content is not part of this version: its title, who it is for
 * (the route's summary) and an honest empty state, never sample data.
 */
export default function WorkspacePage() {
  const route = useCurrentRoute();
  const content = route && t.pages[route.path];
  if (!content) return null;
  return (
    <RoutePage>
      <EmptyState title={content.emptyTitle}>
        <p>{content.emptyText}</p>
        <p>{t.comingSoon}</p>
      </EmptyState>
    </RoutePage>
  );
}
