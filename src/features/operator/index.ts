export { OperatorPanels } from './OperatorPanels';
