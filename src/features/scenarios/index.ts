export { Dossiers } from './Dossiers';
export { ScenarioEditor } from './ScenarioEditor';
