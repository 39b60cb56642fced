import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';

export interface StatWidget {
  id: string;
  label: string;
  value: number;
  /** Rendered with the value: `$` for money, '' for counts. */
  prefix: string;
  /** Change against the previous period, in percent. */
  change: number;
}

export type StatsStatus = 'idle' | 'loading' | 'succeeded' | 'failed' | 'not-found';

export interface DashboardState {
  stats: StatWidget[];
  status: StatsStatus;
  error: AppError | null;
}

const initialState: DashboardState = { stats: [], status: 'idle', error: null };

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    statsRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    statsLoaded(state, action: PayloadAction<StatWidget[]>) {
      state.status = 'succeeded';
      state.stats = action.payload;
    },
    statsNotFound(state) {
      state.status = 'not-found';
      state.stats = [];
    },
    statsFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectStats: (state) => state.stats,
    selectStatsStatus: (state) => state.status,
    selectStatsError: (state) => state.error,
  },
});

export const { statsRequested, statsLoaded, statsNotFound, statsFailed } = dashboardSlice.actions;
export const { selectStats, selectStatsStatus, selectStatsError } = dashboardSlice.selectors;
export default dashboardSlice;
