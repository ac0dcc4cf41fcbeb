import { OperatorPanels, PurgePanel } from '../../features/operator';
import { RoutePage } from '../RoutePage';

export default function OperatorPage() {
  return (
    <RoutePage>
      <OperatorPanels />
      <PurgePanel />
    </RoutePage>
  );
}
