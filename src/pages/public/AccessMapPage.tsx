import { docsMessages } from '../../config/messages/docs';
import { RoleMap } from '../../features/docs';
import { RoutePage } from '../RoutePage';

/** The documentation's developer appendix: who reaches which page, from the route table. */
export default function AccessMapPage() {
  return (
    <RoutePage lead={docsMessages.mapLead}>
      <RoleMap />
    </RoutePage>
  );
}
