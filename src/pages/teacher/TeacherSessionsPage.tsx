import { TeacherSessions } from '../../features/sessions';
import { RoutePage } from '../RoutePage';

export default function TeacherSessionsPage() {
  return (
    <RoutePage>
      <TeacherSessions />
    </RoutePage>
  );
}
