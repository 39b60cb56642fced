import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { demoDataReset } from '@/features/events';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  requestFailed,
  requestNotFound,
  requestStarted,
  requestSucceeded,
  type RequestState,
} from '@/lib/requestState';
import type {
  AnalyticsOverview,
  BrowserShare,
  LiveViews,
  LocationMarker,
  NewUsersRow,
  SocialTraffic,
  TrafficTables,
} from './api';

/** What each analytics widget holds once loaded. */
export interface AnalyticsData {
  overview: AnalyticsOverview;
  newUsers: NewUsersRow[];
  social: SocialTraffic;
  tables: TrafficTables;
  live: LiveViews;
  locations: LocationMarker[];
  browsers: BrowserShare[];
}

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

export interface AnalyticsWidgetState<T> {
  data: T | null;
  request: RequestState;
}

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

type Loaded = { [K in AnalyticsWidget]: { name: K; data: AnalyticsData[K] } }[AnalyticsWidget];

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
    analyticsWidgetRequested(state, action: PayloadAction<AnalyticsWidget>) {
      requestStarted(state.widgets[action.payload].request);
    },
    analyticsWidgetLoaded(state, action: PayloadAction<Loaded>) {
      const widget = state.widgets[action.payload.name] as AnalyticsWidgetState<unknown>;
      widget.data = action.payload.data;
      requestSucceeded(widget.request);
    },
    analyticsWidgetNotFound(state, action: PayloadAction<AnalyticsWidget>) {
      const widget = state.widgets[action.payload] as AnalyticsWidgetState<unknown>;
      widget.data = null;
      requestNotFound(widget.request);
    },
    analyticsWidgetFailed(
      state,
      action: PayloadAction<{ name: AnalyticsWidget; error: AppError }>,
    ) {
      requestFailed(state.widgets[action.payload.name].request, action.payload.error);
    },
    pollingChanged(state, action: PayloadAction<AnalyticsState['polling']>) {
      state.polling = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(demoDataReset, (state) => {
      for (const name of ANALYTICS_WIDGETS) requestStarted(state.widgets[name].request);
    });
  },
  selectors: {
    selectAnalyticsWidgets: (state) => state.widgets,
    selectPolling: (state) => state.polling,
  },
});

const fallback = initialState();

export const { selectAnalyticsWidgets, selectPolling } = analyticsSlice.getSelectors(
  (root: { analytics?: AnalyticsState }) => root.analytics ?? fallback,
);

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
