import { put, takeLatest } from 'redux-saga/effects';
import { requestResource } from '@/lib/requestResource';
import { DASHBOARD_API, type StatWidget } from '@/contract/dashboard';
import { statsFailed, statsLoaded, statsNotFound } from '@/features/dashboard';

/** An APICore `get` as a saga: the token, the base path, 403 and 404 are handled for you. */
export function* loadStats() {
  const outcome = yield* requestResource((http, signal) =>
    http.get<StatWidget[]>(DASHBOARD_API.stats, { period: 'today' }, { signal }),
  );
  if (outcome.kind === 'ok') yield put(statsLoaded(outcome.data));
  else if (outcome.kind === 'not-found') yield put(statsNotFound());
  else yield put(statsFailed(outcome.error));
}

export function* statsWatcher() {
  yield takeLatest('dashboard/statsRequested', loadStats);
}
