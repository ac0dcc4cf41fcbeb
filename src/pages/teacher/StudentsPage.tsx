import { Students } from '../../features/sessions';
import { RoutePage } from '../RoutePage';

export default function StudentsPage() {
  return (
    <RoutePage>
      <Students />
    </RoutePage>
  );
}
