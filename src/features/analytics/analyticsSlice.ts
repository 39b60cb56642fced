import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { demoDataReset } from '@/features/events';
import { requestStarted } from '@/lib/requestState';
import {
  entrySelector,
  idleEntries,
  keyedReadReducers,
  type KeyedEntries,
} from '@/lib/resourceSlice';
import { rootSelector } from '@/lib/selectors';
import { ANALYTICS_API, type AnalyticsData } from '@/contract/analytics';

export type { AnalyticsData };

export type AnalyticsWidget = keyof AnalyticsData;

const ENDPOINTS = Object.keys(ANALYTICS_API) as AnalyticsWidget[];

/** Loaded once when the page opens: every endpoint but `live`, which is polled instead. */
export const ANALYTICS_WIDGETS = ENDPOINTS.filter((name) => name !== 'live');

export interface AnalyticsState {
  widgets: KeyedEntries<AnalyticsData>;
  /** The views-per-minute poll: running while the page is open, paused while it is hidden. */
  polling: 'stopped' | 'running' | 'paused';
}

const initialState = (): AnalyticsState => ({
  widgets: idleEntries(ENDPOINTS),
  polling: 'stopped',
});

const analyticsSlice = createSlice({
  name: 'analytics',
  initialState,
  reducers: {
    /** The page mounted: every widget loads and the views-per-minute poll starts. */
    analyticsPageOpened(state) {
      for (const name of ANALYTICS_WIDGETS) requestStarted(state.widgets[name].request);
    },
    /** The page unmounted: loads in flight are cancelled and the poll stops. */
    analyticsPageLeft(state) {
      state.polling = 'stopped';
    },
    ...keyedReadReducers<'analyticsWidget', AnalyticsState, AnalyticsData>(
      'analyticsWidget',
      (state, name) => state.widgets[name],
    ),
    pollingChanged(state, action: PayloadAction<AnalyticsState['polling']>) {
      state.polling = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(demoDataReset, (state) => {
      for (const name of ANALYTICS_WIDGETS) requestStarted(state.widgets[name].request);
    });
  },
});

const fromRoot = rootSelector(analyticsSlice);
export const selectAnalyticsWidgets = fromRoot((state) => state.widgets);
export const selectPolling = fromRoot((state) => state.polling);

export const selectAnalyticsWidget = entrySelector(selectAnalyticsWidgets);

export const {
  analyticsPageOpened,
  analyticsPageLeft,
  analyticsWidgetRequested,
  analyticsWidgetLoaded,
  analyticsWidgetNotFound,
  analyticsWidgetFailed,
  pollingChanged,
} = analyticsSlice.actions;
export default analyticsSlice;
