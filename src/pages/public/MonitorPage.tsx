/**
 * `/moniteur/:token` (public, full screen: the route table's `layout`): the patient monitor for the
 * simulation room's screen. The token in the address is the only key; nobody signs in on that screen.
 */
import { useParams } from 'react-router-dom';
import { Monitor } from '../../features/monitor';

export default function MonitorPage() {
  const { token = '' } = useParams();
  // A new link is a new monitor: nothing of the previous one's state carries over.
  return <Monitor key={token} token={token} />;
}
