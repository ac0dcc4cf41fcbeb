import { guides } from '../../config/messages/guides';
import { GuideView } from '../../features/docs';
import { RoutePage } from '../RoutePage';
import { useCurrentRoute } from '../useCurrentRoute';

/** A role's guide (`/docs/start/enseignant`, …): title from the route table, text from the catalogue. */
export default function GuidePage() {
  const route = useCurrentRoute();
  const guide = route && guides[route.path];
  if (!route || !guide) return null;
  return (
    <RoutePage lead={guide.lead}>
      <GuideView path={route.path} />
    </RoutePage>
  );
}
