import { Dossiers } from '../../features/scenarios';
import { RoutePage } from '../RoutePage';

export default function DossiersPage() {
  return (
    <RoutePage>
      <Dossiers />
    </RoutePage>
  );
}
