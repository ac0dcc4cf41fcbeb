export {
  organisationStatusReceived,
  organisationCheckFailed,
  organisationUnreachable,
  organisationRetryRequested,
  subscriptionPaid,
  selectOrganisationStatus,
  selectOrganisationState,
  type OrganisationState,
} from './organisationSlice';
export type { OrganisationCheck, OrganisationRecord } from './types';
export { addOrganisationListeners, INACTIVE_RECHECK_MS } from './organisationListeners';
export { default as organisationSlice } from './organisationSlice';
export { useGetOrganisationQuery, useListOrganisationsQuery, useUpdateOrganisationMutation } from './organisationApi';
export { OrganisationPicker } from './OrganisationPicker';
export { OrganisationSettingsForm } from './OrganisationSettingsForm';
export { OrganisationUnreachable } from './OrganisationUnreachable';
export { readOrganisationCheck, type CheckReading } from './parseOrganisation';
export { daysLeft, organisationRows, type Row } from './organisationRows';
