import type { Action } from '@reduxjs/toolkit';
import { select, takeEvery, takeLatest } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { pageLeft } from '@/lib/feature';
import { leftFeature, loadGet, optimisticWrite, takeLatestRead } from '@/lib/resourceSaga';
import {
  DASHBOARD_API,
  type DashboardTask,
  type DateRange,
  type StatWidget,
} from '@/contract/dashboard';
import {
  periodChanged,
  selectRange,
  statsFailed,
  statsLoaded,
  statsNotFound,
  statsRequested,
  taskToggled,
  taskToggleFailed,
  taskToggleRequested,
  widgetFailed,
  widgetLoaded,
  widgetNotFound,
  widgetRequested,
  WIDGET_NAMES,
  type WidgetData,
  type WidgetName,
} from './dashboardSlice';

const WIDGET_URLS: Record<WidgetName, string> = {
  overview: DASHBOARD_API.overview,
  revenue: DASHBOARD_API.revenue,
  targets: DASHBOARD_API.targets,
  sales: DASHBOARD_API.sales,
  orders: DASHBOARD_API.orders,
  performers: DASHBOARD_API.performers,
  tasks: DASHBOARD_API.tasks,
  conversation: DASHBOARD_API.conversation,
};

/**
 * The pattern for every HTTP-backed read: `requestResource` makes the call abortable
 * (takeLatest cancels a stale request), turns a 404 into an outcome and any failure into an
 * AppError, which the widget shows where the data would be, with a retry. No toast as well:
 * the same message twice is noise (toasts are for failures with no place on the page).
 */
export function* handleStatsRequested() {
  const range = (yield select(selectRange)) as DateRange;
  yield* loadGet<StatWidget[]>(
    DASHBOARD_API.stats,
    { ...range },
    { loaded: statsLoaded, notFound: statsNotFound, failed: statsFailed },
  );
}

/** One widget's read, with the period from the state. */
export function* handleWidgetRequested<K extends WidgetName>(name: K, action: Action) {
  if (pageLeft.match(action)) return; // leaving only cancels (takeLatest did that already)
  const range = (yield select(selectRange)) as DateRange;
  yield* loadGet<WidgetData[K]>(
    WIDGET_URLS[name],
    { ...range },
    {
      loaded: (data) => widgetLoaded({ name, data } as Parameters<typeof widgetLoaded>[0]),
      notFound: () => widgetNotFound(name),
      failed: (error) => widgetFailed({ name, error }),
    },
  );
}

/**
 * Each widget has its own takeLatest: a retry of one widget never cancels another, while a
 * new period (or leaving the page) cancels every stale request before the next one starts.
 */
const widgetPattern = (name: WidgetName) => (action: Action) =>
  (widgetRequested.match(action) && action.payload === name) ||
  periodChanged.match(action) ||
  leftFeature('dashboard')(action) ||
  demoDataReset.match(action);

/** Writes: optimistic (the reducer ticked the box), rolled back with a message on failure. */
export function* handleTaskToggleRequested(action: ReturnType<typeof taskToggleRequested>) {
  const { id, done } = action.payload;
  yield* optimisticWrite({
    request: (http, signal) =>
      http.updatePatch<DashboardTask>(
        `${DASHBOARD_API.tasks}/${encodeURIComponent(id)}`,
        { done },
        { signal },
      ),
    succeeded: taskToggled,
    failed: (error) => taskToggleFailed({ id, done, error }),
    notify: 'dashboard.tasks.saveFailed',
  });
}

export function* dashboardSaga() {
  yield takeLatestRead(
    'dashboard',
    [statsRequested.type, periodChanged.type, demoDataReset.type],
    handleStatsRequested,
  );
  for (const name of WIDGET_NAMES) {
    yield takeLatest(widgetPattern(name), handleWidgetRequested, name);
  }
  yield takeEvery(taskToggleRequested.type, handleTaskToggleRequested);
}
