export { DemoRequestForm, demoRequestErrors, EMPTY_DEMO_REQUEST, type DemoRequestDraft, type DemoRequestErrors } from './DemoRequestForm';
export { useRequestDemoMutation } from './demoRequestApi';
