import { useParams } from 'react-router-dom';
import { TeacherSession, useSessionTitle } from '../../features/sessions';
import { RoutePage } from '../RoutePage';

export default function TeacherSessionPage() {
  const { id = '' } = useParams();
  // The page is the session: its title heads it and names the tab.
  const title = useSessionTitle(id);
  return (
    <RoutePage title={title}>
      <TeacherSession key={id} id={id} />
    </RoutePage>
  );
}
