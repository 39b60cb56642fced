import { all, call, spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { authSaga } from '@/features/auth';
import { demoDataSaga } from '@/features/demoData';
import { layoutSaga } from '@/features/layout';
import { localeSaga } from '@/features/locale';
import { notificationsSaga } from '@/features/notifications';

/** A saga that keeps crashing on start is a bug to fix, not to retry forever. */
const MAX_RESTARTS = 3;

const featureSagas = [localeSaga, layoutSaga, notificationsSaga, authSaga, demoDataSaga];

/**
 * Runs a feature's root saga on its own: one that crashes is logged and restarted (a few
 * times), instead of taking every other feature down with it. Lazy features run through it too.
 */
export function* keepAlive(saga: Saga) {
  for (let attempt = 1; attempt <= MAX_RESTARTS + 1; attempt += 1) {
    try {
      yield call(saga);
      return;
    } catch (error) {
      console.error(`${saga.name} crashed (attempt ${attempt})`, error);
    }
  }
}

export function* rootSaga() {
  yield all(featureSagas.map((saga) => spawn(keepAlive, saga)));
}
