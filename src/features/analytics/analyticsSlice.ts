import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { demoDataReset } from '@/features/events';
import { idleRequest, requestStarted } from '@/lib/requestState';
import { keyedReadReducers, rootSelector, type KeyedEntry } from '@/lib/resourceSlice';
import type { AnalyticsData } from './api';

export type { AnalyticsData };

export type AnalyticsWidget = keyof AnalyticsData;

/** Loaded once when the page opens; `live` is polled instead. */
export const ANALYTICS_WIDGETS: readonly AnalyticsWidget[] = [
  'overview',
  'newUsers',
  'social',
  'tables',
  'locations',
  'browsers',
];

export type AnalyticsWidgetState<T> = KeyedEntry<T>;

type Widgets = { [K in AnalyticsWidget]: AnalyticsWidgetState<AnalyticsData[K]> };

export interface AnalyticsState {
  widgets: Widgets;
  /** The views-per-minute poll: running while the page is open, paused while it is hidden. */
  polling: 'stopped' | 'running' | 'paused';
}

const initialState = (): AnalyticsState => ({
  widgets: Object.fromEntries(
    [...ANALYTICS_WIDGETS, 'live'].map((name) => [name, { data: null, request: idleRequest() }]),
  ) as unknown as Widgets,
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

export const selectAnalyticsWidget = <K extends AnalyticsWidget>(
  root: { analytics?: AnalyticsState },
  name: K,
): AnalyticsWidgetState<AnalyticsData[K]> => selectAnalyticsWidgets(root)[name];

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
