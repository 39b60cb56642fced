import { createSlice } from '@reduxjs/toolkit';
import { requestCases } from '@/lib/request';
import {
  idleEntries,
  idleRequest,
  idleWrite,
  requestStarted,
  type Entries,
  type RequestState,
  type WriteState,
} from '@/lib/requestState';
import { entrySelector, fieldSelectors } from '@/lib/selectors';
import { lastDays, type DateRange, type StatWidget } from '@/contract/dashboard';
import { dashboardRequests, periodChanged, WIDGET_NAMES, type WidgetData } from './requests';

export { periodChanged, WIDGET_NAMES, type WidgetData, type WidgetName } from './requests';

export interface DashboardState {
  stats: StatWidget[];
  statsRequest: RequestState;
  /** The period every widget shows (the header's control). */
  range: DateRange;
  widgets: Entries<WidgetData>;
  /** The last tick of a task's box (a refusal is said in a toast). */
  toggle: WriteState;
}

/** The default period: the 15 days up to today (the template's revenue chart). */
export const DEFAULT_RANGE_DAYS = 15;

const initialState = (): DashboardState => ({
  stats: [],
  statsRequest: idleRequest(),
  range: lastDays(DEFAULT_RANGE_DAYS),
  widgets: idleEntries(WIDGET_NAMES),
  toggle: idleWrite(),
});

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // A new period: the stat cards and every widget (the keyed read does that) load again.
    builder.addCase(periodChanged, (state, { payload }) => {
      state.range = payload;
      requestStarted(state.statsRequest);
    });
    requestCases(...dashboardRequests)(builder);
  },
});

export const { selectStats, selectStatsRequest, selectRange, selectWidgets } =
  fieldSelectors(dashboardSlice);

export const selectWidget = entrySelector(selectWidgets);

export default dashboardSlice;
