import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Where the stream of live updates is:
 * - `off`: nobody is signed in (or not yet started);
 * - `connecting`: opening it for the first time in this session;
 * - `live`: open, events arrive;
 * - `reconnecting`: it dropped (network, server), opened again after a pause (backoff);
 * - `offline`: the browser is offline: paused until it is back;
 * - `back`: open again after a pause, said for a moment, then `live`;
 * - `closed`: the server ended it for this session (not reopened with that token).
 */
export type LiveStatus =
  'off' | 'connecting' | 'live' | 'reconnecting' | 'offline' | 'back' | 'closed';

export interface LiveState {
  status: LiveStatus;
}

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

/** The stream's status; undefined until the feature is loaded (after sign-in). */
export const selectLiveStatus = (state: { live?: LiveState }): LiveStatus | undefined =>
  state.live?.status;

/** Live updates are paused: what the top bar says. */
export const isPaused = (status: LiveStatus | undefined) =>
  status === 'offline' || status === 'reconnecting';
