import { UsersAdmin } from '../../features/users';
import { RoutePage } from '../RoutePage';

export default function UsersPage() {
  return (
    <RoutePage>
      <UsersAdmin />
    </RoutePage>
  );
}
