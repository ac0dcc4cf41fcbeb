export { DocumentsAdmin } from './DocumentsAdmin';
export { MyConsents } from './MyConsents';
