import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { toAppError, type AppError } from '@/services/errors';
import { isNotFound, withAbort, type HttpResult } from '@/services/http';
import type { Services } from '@/services/types';
import {
  statsFailed,
  statsLoaded,
  statsNotFound,
  statsRequested,
  type StatWidget,
} from './dashboardSlice';

export const STATS_URL = 'api/dashboard/stats';

/**
 * The pattern for every HTTP-backed saga: the client comes from saga context, the call is
 * abortable (takeLatest cancels a stale request), a 404 is a state and not an error, and a
 * failure becomes state that the widget shows where the data would be, with a retry. No
 * toast as well: the same message twice is noise (toasts are for failures with no place
 * of their own on the page).
 */
export function* handleStatsRequested() {
  const { http } = (yield getContext('services')) as Services;
  try {
    const result = (yield call(withAbort, (signal) =>
      http.get<StatWidget[]>(STATS_URL, { period: 'today' }, { signal }),
    )) as HttpResult<StatWidget[]>;
    if (isNotFound(result)) {
      yield put(statsNotFound());
      return;
    }
    yield put(statsLoaded(result.data));
  } catch (thrown) {
    const error: AppError = toAppError(thrown);
    yield put(statsFailed(error));
  }
}

export function* dashboardSaga() {
  yield takeLatest(statsRequested, handleStatsRequested);
}
