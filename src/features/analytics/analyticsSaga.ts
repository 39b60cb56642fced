import type { Action } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { loadGet } from '@/lib/resourceSaga';
import { ANALYTICS_API } from '@/contract/analytics';
import {
  ANALYTICS_WIDGETS,
  analyticsPageLeft,
  analyticsPageOpened,
  analyticsWidgetFailed,
  analyticsWidgetLoaded,
  analyticsWidgetNotFound,
  analyticsWidgetRequested,
  pollingChanged,
  type AnalyticsData,
  type AnalyticsWidget,
} from './analyticsSlice';

/** How often the views-per-minute card refreshes while the page is open and visible. */
export const POLL_INTERVAL_MS = 10_000;

const URLS: Record<AnalyticsWidget, string> = {
  overview: ANALYTICS_API.overview,
  newUsers: ANALYTICS_API.newUsers,
  social: ANALYTICS_API.social,
  tables: ANALYTICS_API.tables,
  live: ANALYTICS_API.live,
  locations: ANALYTICS_API.locations,
  browsers: ANALYTICS_API.browsers,
};

/** One widget's read: abortable, 404 as an outcome, failures shown in the widget. */
export function* loadAnalyticsWidget<K extends AnalyticsWidget>(name: K, action?: Action) {
  if (action && analyticsPageLeft.match(action)) return; // leaving only cancels
  yield* loadGet<AnalyticsData[K]>(URLS[name], undefined, {
    loaded: (data) =>
      analyticsWidgetLoaded({ name, data } as Parameters<typeof analyticsWidgetLoaded>[0]),
    notFound: () => analyticsWidgetNotFound(name),
    failed: (error) => analyticsWidgetFailed({ name, error }),
  });
}

/** `document.hidden` each time the tab is hidden or shown again. */
export function visibilityChannel(): EventChannel<boolean> {
  return eventChannel<boolean>((emit) => {
    const onChange = () => emit(document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}

/**
 * Views per minute, refreshed every `interval` ms. While the tab is hidden nothing is asked
 * (the poll waits for the tab to be shown, then refreshes at once). Runs until cancelled.
 */
export function* pollLiveViews(interval: number) {
  const visibility = (yield call(visibilityChannel)) as EventChannel<boolean>;
  try {
    while (true) {
      if (document.hidden) {
        yield put(pollingChanged('paused'));
        let hidden = true;
        while (hidden) hidden = (yield take(visibility)) as boolean;
      }
      yield put(pollingChanged('running'));
      yield call(loadAnalyticsWidget, 'live');
      // Wait for the next tick, or a visibility change (hidden: pause; shown: refresh now).
      yield race({ tick: delay(interval), visibility: take(visibility) });
    }
  } finally {
    visibility.close();
  }
}

/** Starts the poll when the page opens; leaving the page (or a retry) ends the running one. */
function* watchLiveViews(interval: number) {
  while (true) {
    yield take([analyticsPageOpened.type, retryLive]);
    let restart = true;
    while (restart) {
      const result = (yield race({
        poll: call(pollLiveViews, interval),
        left: take(analyticsPageLeft.type),
        retry: take(retryLive),
      })) as { left?: Action; retry?: Action };
      restart = result.retry !== undefined;
    }
    yield put(pollingChanged('stopped'));
  }
}

const retryLive = (action: Action) =>
  analyticsWidgetRequested.match(action) && action.payload === 'live';

const widgetPattern = (name: AnalyticsWidget) => (action: Action) =>
  (analyticsWidgetRequested.match(action) && action.payload === name) ||
  analyticsPageOpened.match(action) ||
  analyticsPageLeft.match(action) ||
  demoDataReset.match(action);

/** The analytics root saga; tests pass a short poll interval. */
export function createAnalyticsSaga({ pollInterval = POLL_INTERVAL_MS } = {}) {
  return function* analyticsSaga() {
    for (const name of ANALYTICS_WIDGETS) {
      yield takeLatest(widgetPattern(name), loadAnalyticsWidget, name);
    }
    yield call(watchLiveViews, pollInterval);
  };
}

export const analyticsSaga = createAnalyticsSaga();
