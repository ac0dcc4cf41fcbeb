export {
  organisationStatusReceived,
  organisationCheckFailed,
  selectOrganisationStatus,
  selectOrganisationState,
  type OrganisationState,
} from './organisationSlice';
export type { OrganisationRecord } from './types';
