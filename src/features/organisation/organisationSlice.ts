import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userSignedIn, userSignedOut } from '../auth';
import type { OrganisationRecord } from './types';

export type OrganisationState =
  | { status: 'unknown'; organisation: null; message: null }
  | { status: 'active'; organisation: OrganisationRecord; message: null }
  | { status: 'inactive'; organisation: OrganisationRecord | null; message: string | null }
  /**
   * The check has had no answer yet because the API or the network failed: nothing is known of the
   * organisation, so nothing may be said of it (neither « inactive » nor « active »). The listener tries
   * again after `retryInSeconds`, or at once when asked (`retrying` while that try travels).
   */
  | { status: 'unreachable'; organisation: null; message: null; retryInSeconds: number; retrying: boolean };

/**
 * The organisation's admin has just paid its subscription (the upgrade page): the organisation
 * listener asks the access check again at once, so the guard lets everybody in without a reload.
 */
export const subscriptionPaid = createAction<{ subscription_end: string }>('organisation/subscriptionPaid');

const initialState = { status: 'unknown', organisation: null, message: null } as OrganisationState;

const organisationSlice = createSlice({
  name: 'organisation',
  initialState,
  reducers: {
    /** The API answered with an `isActive` value. */
    organisationStatusReceived(
      _state,
      action: PayloadAction<{ isActive: boolean; organisation: OrganisationRecord }>,
    ): OrganisationState {
      const { isActive, organisation } = action.payload;
      return isActive
        ? { status: 'active', organisation, message: null }
        : { status: 'inactive', organisation, message: null };
    },
    /** The API refused the check (its own answer, a 4xx with its message): the organisation is not open to this person. */
    organisationCheckFailed(
      _state,
      action: PayloadAction<{ message: string; organisation: OrganisationRecord | null }>,
    ): OrganisationState {
      return { status: 'inactive', organisation: action.payload.organisation, message: action.payload.message };
    },
    /**
     * The check could not be answered (5xx, network, time-out, an unreadable body). An answer the API gave
     * before stays: an outage says nothing new about the organisation. Without one, the state says the
     * service is unreachable, never that the organisation is inactive (an admin was once shown the payment
     * page during an outage).
     */
    organisationUnreachable(state, action: PayloadAction<{ retryInSeconds: number }>): OrganisationState {
      if (state.status === 'active' || state.status === 'inactive') return state;
      return { status: 'unreachable', organisation: null, message: null, retryInSeconds: action.payload.retryInSeconds, retrying: false };
    },
    /** « Réessayer »: the listener asks again now rather than at the end of its wait. */
    organisationRetryRequested(state): OrganisationState {
      return state.status === 'unreachable' ? { ...state, retrying: true } : state;
    },
  },
  extraReducers: (builder) => {
    // A new user, or none: whatever was known belongs to someone else.
    builder.addCase(userSignedIn, () => initialState).addCase(userSignedOut, () => initialState);
  },
  selectors: {
    selectOrganisationStatus: (state) => state.status,
    selectOrganisationState: (state) => state,
  },
});

export const { organisationStatusReceived, organisationCheckFailed, organisationUnreachable, organisationRetryRequested } =
  organisationSlice.actions;
export const { selectOrganisationStatus, selectOrganisationState } = organisationSlice.selectors;
export default organisationSlice;
