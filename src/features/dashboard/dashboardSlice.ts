import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  requestFailed,
  requestNotFound,
  requestStarted,
  requestSucceeded,
  type RequestState,
} from '@/lib/requestState';
import type { StatWidget } from './api';

export interface DashboardState {
  stats: StatWidget[];
  statsRequest: RequestState;
}

const initialState: DashboardState = { stats: [], statsRequest: idleRequest() };

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    statsRequested(state) {
      requestStarted(state.statsRequest);
    },
    statsLoaded(state, action: PayloadAction<StatWidget[]>) {
      requestSucceeded(state.statsRequest);
      state.stats = action.payload;
    },
    statsNotFound(state) {
      requestNotFound(state.statsRequest);
      state.stats = [];
    },
    statsFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.statsRequest, action.payload);
    },
  },
  selectors: {
    selectStats: (state) => state.stats,
    selectStatsRequest: (state) => state.statsRequest,
  },
});

declare module '@/lib/feature' {
  interface LazyLoadedSlices {
    dashboard: DashboardState;
  }
}

/** Read through the root state; before the feature is injected they answer the initial state. */
export const { selectStats, selectStatsRequest } = dashboardSlice.getSelectors(
  (root: { dashboard?: DashboardState }) => root.dashboard ?? initialState,
);

export const { statsRequested, statsLoaded, statsNotFound, statsFailed } = dashboardSlice.actions;
export default dashboardSlice;
