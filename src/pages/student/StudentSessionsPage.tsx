import { StudentSessions } from '../../features/sessions';
import { RoutePage } from '../RoutePage';

export default function StudentSessionsPage() {
  return (
    <RoutePage>
      <StudentSessions />
    </RoutePage>
  );
}
