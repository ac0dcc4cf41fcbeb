export { decideAccess, type AccessDecision, type AccessInput } from './decideAccess';
export { safeRedirectPath, loginPathFor } from './redirectTarget';
export { RequireAccess } from './RequireAccess';
