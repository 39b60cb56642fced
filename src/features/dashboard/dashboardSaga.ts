import { put, takeLatest } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import { DASHBOARD_API, type StatWidget } from './api';
import { statsFailed, statsLoaded, statsNotFound, statsRequested } from './dashboardSlice';

/**
 * The pattern for every HTTP-backed read: `requestResource` makes the call abortable
 * (takeLatest cancels a stale request), turns a 404 into an outcome and any failure into an
 * AppError, which the widget shows where the data would be, with a retry. No toast as well:
 * the same message twice is noise (toasts are for failures with no place on the page).
 */
export function* handleStatsRequested() {
  const outcome = yield* requestResource((http, signal) =>
    http.get<StatWidget[]>(DASHBOARD_API.stats, { period: 'today' }, { signal }),
  );
  if (outcome.kind === 'ok') yield put(statsLoaded(outcome.data));
  else if (outcome.kind === 'not-found') yield put(statsNotFound());
  else yield put(statsFailed(outcome.error));
}

export function* dashboardSaga() {
  // Reset demo data: the numbers on screen are reloaded.
  yield takeLatest([statsRequested.type, demoDataReset.type], handleStatsRequested);
}
