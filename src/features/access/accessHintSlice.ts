import { createSlice } from '@reduxjs/toolkit';
import { identityStateObserved, userSignedOut } from '../auth';
import type { AccessHint } from './accessHint';

/** The hint read from storage when the app started (see accessHint.ts); it only ever loses credence. */
export type AccessHintState = { hint: AccessHint | null };

const initialState: AccessHintState = { hint: null };

const accessHintSlice = createSlice({
  name: 'accessHint',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // The provider reported nobody, or somebody else: the hint was about another session.
      .addCase(identityStateObserved, (state, { payload }) => (payload && payload.uid === state.hint?.uid ? state : initialState))
      .addCase(userSignedOut, () => initialState);
  },
  selectors: {
    selectAccessHint: (state) => state.hint,
  },
});

export const { selectAccessHint } = accessHintSlice.selectors;
export default accessHintSlice;
