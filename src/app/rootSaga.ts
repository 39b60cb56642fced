import { all, call, spawn } from 'redux-saga/effects';
import { authSaga } from '@/features/auth';
import { dashboardSaga } from '@/features/dashboard';
import { layoutSaga } from '@/features/layout';
import { localeSaga } from '@/features/locale';
import { notificationsSaga } from '@/features/notifications';

/** A saga that keeps crashing on start is a bug to fix, not to retry forever. */
const MAX_RESTARTS = 3;

const featureSagas = [localeSaga, layoutSaga, notificationsSaga, authSaga, dashboardSaga];

/**
 * Each feature's root saga runs on its own: one that crashes is logged and restarted (a few times),
 * instead of taking every other feature down with it.
 */
export function* rootSaga() {
  yield all(
    featureSagas.map((saga) =>
      spawn(function* keepAlive() {
        for (let attempt = 1; attempt <= MAX_RESTARTS + 1; attempt += 1) {
          try {
            yield call(saga);
            return;
          } catch (error) {
            console.error(`${saga.name} crashed (attempt ${attempt})`, error);
          }
        }
      }),
    ),
  );
}
