import type { Action } from '@reduxjs/toolkit';
import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { demoDataReset, notificationAdded } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import { DASHBOARD_API, type DashboardTask, type DateRange, type StatWidget } from './api';
import {
  dashboardLeft,
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
export function* handleStatsRequested(action: Action) {
  // Leaving the page only cancels what was in flight (takeLatest did that already).
  if (dashboardLeft.match(action)) return;
  const range = (yield select(selectRange)) as DateRange;
  const outcome = yield* requestResource((http, signal) =>
    http.get<StatWidget[]>(DASHBOARD_API.stats, { ...range }, { signal }),
  );
  if (outcome.kind === 'ok') yield put(statsLoaded(outcome.data));
  else if (outcome.kind === 'not-found') yield put(statsNotFound());
  else yield put(statsFailed(outcome.error));
}

/** One widget's read, with the period from the state. */
export function* handleWidgetRequested<K extends WidgetName>(name: K, action: Action) {
  if (dashboardLeft.match(action)) return;
  const range = (yield select(selectRange)) as DateRange;
  const outcome = yield* requestResource((http, signal) =>
    http.get<WidgetData[K]>(WIDGET_URLS[name], { ...range }, { signal }),
  );
  if (outcome.kind === 'ok') {
    yield put(widgetLoaded({ name, data: outcome.data } as Parameters<typeof widgetLoaded>[0]));
  } else if (outcome.kind === 'not-found') yield put(widgetNotFound(name));
  else yield put(widgetFailed({ name, error: outcome.error }));
}

/**
 * Each widget has its own takeLatest: a retry of one widget never cancels another, while a
 * new period (or leaving the page) cancels every stale request before the next one starts.
 */
const widgetPattern = (name: WidgetName) => (action: Action) =>
  (widgetRequested.match(action) && action.payload === name) ||
  periodChanged.match(action) ||
  dashboardLeft.match(action) ||
  demoDataReset.match(action);

/** Writes: optimistic (the reducer ticked the box), rolled back with a message on failure. */
export function* handleTaskToggleRequested(action: ReturnType<typeof taskToggleRequested>) {
  const { id, done } = action.payload;
  const outcome = yield* requestResource((http, signal) =>
    http.updatePatch<DashboardTask>(
      `${DASHBOARD_API.tasks}/${encodeURIComponent(id)}`,
      { done },
      { signal },
    ),
  );
  if (outcome.kind === 'ok') {
    yield put(taskToggled(outcome.data));
    return;
  }
  const error = outcome.kind === 'failed' ? outcome.error : null;
  yield put(
    taskToggleFailed({
      id,
      done,
      error: error ?? { code: 'http/not-found', messageKey: 'errors.http.notFound' },
    }),
  );
  if (!error?.silent) {
    yield put(
      notificationAdded({
        title: 'dashboard.tasks.saveFailed',
        // The server's own words when it wrote some, else the translated text (the toast translates keys).
        message: error ? error.message?.trim() || error.messageKey : 'errors.http.notFound',
        variant: 'danger',
        delay: 5000,
      }),
    );
  }
}

export function* dashboardSaga() {
  yield takeLatest(
    (action: Action) =>
      statsRequested.match(action) ||
      periodChanged.match(action) ||
      dashboardLeft.match(action) ||
      demoDataReset.match(action),
    handleStatsRequested,
  );
  for (const name of WIDGET_NAMES) {
    yield takeLatest(widgetPattern(name), handleWidgetRequested, name);
  }
  yield takeEvery(taskToggleRequested.type, handleTaskToggleRequested);
}
