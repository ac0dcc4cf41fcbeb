export { Dossiers } from './Dossiers';
export { ScenarioEditor, useScenarioTitle } from './ScenarioEditor';
