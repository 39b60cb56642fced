import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { toAppError, type AppError } from '@/services/errors';
import { isNotFound, withAbort, type HttpResult } from '@/services/http';
import type { Services } from '@/services/types';
import { notificationAdded } from '../events';
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
 * failure becomes state + a toast unless it was a silent cancellation.
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
    if (!error.silent) {
      yield put(
        notificationAdded({
          title: 'notifications.error',
          message: error.message ?? error.messageKey,
          variant: 'danger',
          delay: 5000,
        }),
      );
    }
  }
}

export function* dashboardSaga() {
  yield takeLatest(statsRequested, handleStatsRequested);
}
