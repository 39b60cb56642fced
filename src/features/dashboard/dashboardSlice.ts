import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { demoDataReset } from '@/features/events';
import type { AppError } from '@/services/errors';
import { idleRequest, requestStarted, type RequestState } from '@/lib/requestState';
import {
  entrySelector,
  fieldReadReducers,
  idleEntries,
  keyedReadReducers,
  type KeyedEntries,
} from '@/lib/resourceSlice';
import { fieldSelectors } from '@/lib/selectors';
import {
  lastDays,
  type CategorySales,
  type ConversationMessage,
  type DashboardTask,
  type DateRange,
  type Order,
  type Overview,
  type Performer,
  type RevenueSeries,
  type StatWidget,
  type Targets,
} from '@/contract/dashboard';

/** What each ecommerce widget holds once loaded. */
export interface WidgetData {
  overview: Overview;
  revenue: RevenueSeries;
  targets: Targets;
  sales: CategorySales[];
  orders: Order[];
  performers: Performer[];
  tasks: DashboardTask[];
  conversation: ConversationMessage[];
}

export type WidgetName = keyof WidgetData;

export const WIDGET_NAMES: readonly WidgetName[] = [
  'overview',
  'revenue',
  'targets',
  'sales',
  'orders',
  'performers',
  'tasks',
  'conversation',
];

export interface DashboardState {
  stats: StatWidget[];
  statsRequest: RequestState;
  /** The period every widget shows (the header's control). */
  range: DateRange;
  widgets: KeyedEntries<WidgetData>;
}

/** The default period: the 15 days up to today (the template's revenue chart). */
export const DEFAULT_RANGE_DAYS = 15;

const initialState = (): DashboardState => ({
  stats: [],
  statsRequest: idleRequest(),
  range: lastDays(DEFAULT_RANGE_DAYS),
  widgets: idleEntries(WIDGET_NAMES),
});

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    ...fieldReadReducers('stats', 'stats', {
      request: (state: DashboardState) => state.statsRequest,
      empty: [],
    }),
    /** A new period: every widget (and the stat cards) loads again. */
    periodChanged(state, action: PayloadAction<DateRange>) {
      state.range = action.payload;
      requestStarted(state.statsRequest);
      for (const name of WIDGET_NAMES) requestStarted(state.widgets[name].request);
    },
    ...keyedReadReducers<'widget', DashboardState, WidgetData>(
      'widget',
      (state, name) => state.widgets[name],
    ),
    /** Optimistic: the box is ticked at once, and unticked again if saving fails. */
    taskToggleRequested(state, action: PayloadAction<{ id: string; done: boolean }>) {
      const task = state.widgets.tasks.data?.find((item) => item.id === action.payload.id);
      if (task) task.done = action.payload.done;
    },
    taskToggled(state, action: PayloadAction<DashboardTask>) {
      const tasks = state.widgets.tasks.data;
      const index = tasks?.findIndex((item) => item.id === action.payload.id) ?? -1;
      if (tasks && index >= 0) tasks[index] = action.payload;
    },
    taskToggleFailed(state, action: PayloadAction<{ id: string; done: boolean; error: AppError }>) {
      const task = state.widgets.tasks.data?.find((item) => item.id === action.payload.id);
      if (task) task.done = !action.payload.done;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(demoDataReset, (state) => {
      for (const name of WIDGET_NAMES) requestStarted(state.widgets[name].request);
    });
  },
});

export const { selectStats, selectStatsRequest, selectRange, selectWidgets } =
  fieldSelectors(dashboardSlice);

export const selectWidget = entrySelector(selectWidgets);

export const {
  statsRequested,
  statsLoaded,
  statsNotFound,
  statsFailed,
  periodChanged,
  widgetRequested,
  widgetLoaded,
  widgetNotFound,
  widgetFailed,
  taskToggleRequested,
  taskToggled,
  taskToggleFailed,
} = dashboardSlice.actions;
export default dashboardSlice;
