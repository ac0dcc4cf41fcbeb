import { useParams } from 'react-router-dom';
import { TeacherSession } from '../../features/sessions';
import { RoutePage } from '../RoutePage';

export default function TeacherSessionPage() {
  const { id = '' } = useParams();
  return (
    <RoutePage>
      <TeacherSession key={id} id={id} />
    </RoutePage>
  );
}
