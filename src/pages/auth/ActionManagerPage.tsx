import { ActionManager } from '../../features/auth';
import { RoutePage } from '../RoutePage';

export default function ActionManagerPage() {
  return (
    <RoutePage>
      <ActionManager />
    </RoutePage>
  );
}
