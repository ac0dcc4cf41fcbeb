export {
  organisationStatusReceived,
  organisationCheckFailed,
  selectOrganisationStatus,
  selectOrganisationState,
  type OrganisationState,
} from './organisationSlice';
export type { OrganisationCheck, OrganisationRecord } from './types';
export { addOrganisationListeners } from './organisationListeners';
export { default as organisationSlice } from './organisationSlice';
export { useGetOrganisationQuery, useListOrganisationsQuery, useUpdateOrganisationMutation } from './organisationApi';
export { OrganisationPicker } from './OrganisationPicker';
export { OrganisationSettingsForm } from './OrganisationSettingsForm';
