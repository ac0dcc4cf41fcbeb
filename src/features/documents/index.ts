export { CharterBanner } from './CharterBanner';
export { DocumentsAdmin } from './DocumentsAdmin';
export { MyConsents } from './MyConsents';
