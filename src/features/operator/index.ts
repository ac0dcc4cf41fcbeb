export { OperatorPanels } from './OperatorPanels';
export { PurgePanel } from './PurgePanel';
