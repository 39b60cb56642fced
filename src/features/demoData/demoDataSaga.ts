import { DEMO_API } from '@/contract/demo';
import { put, takeLatest } from 'redux-saga/effects';
import { demoDataReset, notificationAdded } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import {
  demoDataResetFailed,
  demoDataResetRequested,
  demoDataResetSucceeded,
} from './demoDataSlice';

/** `POST api/demo/reset`: the caller's demo data (every collection) goes back to its seed. */
export const DEMO_RESET_URL = DEMO_API.reset;

export function* handleDemoDataResetRequested({
  payload: scope,
}: ReturnType<typeof demoDataResetRequested>) {
  const outcome = yield* requestResource((http, signal) =>
    http.create<void>(DEMO_RESET_URL, { scope }, { signal }),
  );
  if (outcome.kind === 'failed') {
    yield put(demoDataResetFailed(outcome.error));
    if (!outcome.error.silent) {
      yield put(
        notificationAdded({
          title: 'notifications.error',
          message: outcome.error.message ?? outcome.error.messageKey,
          variant: 'danger',
          delay: 6000,
        }),
      );
    }
    return;
  }
  yield put(demoDataResetSucceeded());
  yield put(demoDataReset());
  yield put(
    notificationAdded({
      title: 'notifications.success',
      message: 'layout.customizer.demoData.done',
      variant: 'success',
      delay: 4000,
    }),
  );
}

export function* demoDataSaga() {
  yield takeLatest(demoDataResetRequested, handleDemoDataResetRequested);
}
