export { RoleMap } from './RoleMap';
export { GuideView } from './GuideView';
export { accessMap, audiencesOf, pagesByAudience, toGraph, AUDIENCES, type AccessRow, type Audience } from './accessMap';
