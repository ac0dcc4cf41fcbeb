export { RoleMap } from './RoleMap';
export { accessMap, audiencesOf, toGraph, AUDIENCES, type AccessRow, type Audience } from './accessMap';
