import { useParams } from 'react-router-dom';
import { StudentSession, useSessionTitle } from '../../features/sessions';
import { RoutePage } from '../RoutePage';

export default function StudentSessionPage() {
  const { id = '' } = useParams();
  const title = useSessionTitle(id);
  return (
    <RoutePage title={title}>
      {/* Keyed by id: moving to another session starts from its own state. */}
      <StudentSession key={id} id={id} />
    </RoutePage>
  );
}
