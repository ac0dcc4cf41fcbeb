export { RoleMap } from './RoleMap';
export { GuideView } from './GuideView';
export { ProductShot, SHOT_SIZES, shotSource } from './ProductShot';
export { accessMap, audiencesOf, pagesByAudience, toGraph, AUDIENCES, type AccessRow, type Audience } from './accessMap';
