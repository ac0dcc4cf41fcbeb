import { useParams } from 'react-router-dom';
import { StudentSession } from '../../features/sessions';
import { RoutePage } from '../RoutePage';

export default function StudentSessionPage() {
  const { id = '' } = useParams();
  return (
    <RoutePage>
      {/* Keyed by id: moving to another session starts from its own state. */}
      <StudentSession key={id} id={id} />
    </RoutePage>
  );
}
