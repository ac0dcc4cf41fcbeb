import { useParams } from 'react-router-dom';
import { ScenarioEditor } from '../../features/scenarios';
import { RoutePage } from '../RoutePage';

export default function ScenarioPage() {
  const { id = '' } = useParams();
  return (
    <RoutePage>
      <ScenarioEditor key={id} id={id} />
    </RoutePage>
  );
}
