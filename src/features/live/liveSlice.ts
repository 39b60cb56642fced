import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LiveState, LiveStatus } from './status';

const initialState: LiveState = { status: 'off' };

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    liveStatusChanged(state, action: PayloadAction<LiveStatus>) {
      state.status = action.payload;
    },
    /** "Back" has been shown long enough. */
    liveBackShown(state) {
      if (state.status === 'back') state.status = 'live';
    },
  },
});

export const { liveStatusChanged, liveBackShown } = liveSlice.actions;
