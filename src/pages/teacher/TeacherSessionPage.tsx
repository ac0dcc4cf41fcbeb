import { useParams } from 'react-router-dom';
import { TeacherSession, useSessionTitle } from '../../features/sessions';
import { RoutePage } from '../RoutePage';

export default function TeacherSessionPage() {
  const { id = '' } = useParams();
  const title = useSessionTitle(id);
  return (
    <RoutePage title={title}>
      <TeacherSession key={id} id={id} />
    </RoutePage>
  );
}
