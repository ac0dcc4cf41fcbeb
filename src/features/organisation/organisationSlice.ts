import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userSignedIn, userSignedOut } from '../auth';
import type { OrganisationRecord } from './types';

export type OrganisationState =
  | { status: 'unknown'; organisation: null; message: null }
  | { status: 'active'; organisation: OrganisationRecord; message: null }
  | { status: 'inactive'; organisation: OrganisationRecord | null; message: string | null };

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
    /** docs/product.md §8: every failure makes the organisation inactive, with its message. */
    organisationCheckFailed(
      _state,
      action: PayloadAction<{ message: string; organisation: OrganisationRecord | null }>,
    ): OrganisationState {
      return { status: 'inactive', organisation: action.payload.organisation, message: action.payload.message };
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

export const { organisationStatusReceived, organisationCheckFailed } = organisationSlice.actions;
export const { selectOrganisationStatus, selectOrganisationState } = organisationSlice.selectors;
export default organisationSlice;
