import { useParams } from 'react-router-dom';
import { ScenarioEditor, useScenarioTitle } from '../../features/scenarios';
import { RoutePage } from '../RoutePage';

export default function ScenarioPage() {
  const { id = '' } = useParams();
  // The page is the scenario: its saved title heads it and names the tab (« Scénario » until it loads).
  const title = useScenarioTitle(id);
  return (
    <RoutePage title={title}>
      <ScenarioEditor key={id} id={id} />
    </RoutePage>
  );
}
