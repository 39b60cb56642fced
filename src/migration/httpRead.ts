import { put, takeLatest } from 'redux-saga/effects';
import { requestResource } from '@/lib/requestResource';
import { notFoundError } from '@/lib/request';
import { DASHBOARD_API, type StatWidget } from '@/contract/dashboard';
import { readStats } from '@/features/dashboard';

/** An APICore `get` as a saga: the token, the base path, 403 and 404 are handled for you. */
export function* loadStats() {
  const outcome = yield* requestResource((http, signal) =>
    http.get<StatWidget[]>(DASHBOARD_API.stats, { period: 'today' }, { signal }),
  );
  const request = undefined;
  if (outcome.kind === 'ok') yield put(readStats.succeeded({ request, data: outcome.data }));
  else if (outcome.kind === 'not-found')
    yield put(readStats.failed({ request, error: notFoundError() }));
  else yield put(readStats.failed({ request, error: outcome.error }));
}

export function* statsWatcher() {
  yield takeLatest(readStats.requested, loadStats);
}
