import { DEMO_API } from '@/contract/demo';
import { put, takeLatest } from 'redux-saga/effects';
import { demoDataReset, notificationAdded } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import {
  demoDataResetFailed,
  demoDataResetRequested,
  demoDataResetSucceeded,
  sampleDataFailed,
  sampleDataRequested,
  sampleDataSucceeded,
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

/**
 * `POST` (load) or `DELETE` (clear) `api/demo/sample-data`: the workspace's sample rows in
 * place of its own, or none. The failure stays on the card (its request state); the success
 * refetches what the pages show (`demoDataReset`) and says so.
 */
export function* handleSampleDataRequested({
  payload: action,
}: ReturnType<typeof sampleDataRequested>) {
  const outcome = yield* requestResource((http, signal) =>
    action === 'load'
      ? http.create<void>(DEMO_API.sampleData, {}, { signal })
      : http.delete<void>(DEMO_API.sampleData, { signal }),
  );
  if (outcome.kind === 'failed') {
    yield put(sampleDataFailed(outcome.error));
    return;
  }
  yield put(sampleDataSucceeded());
  yield put(demoDataReset());
  yield put(
    notificationAdded({
      title: 'notifications.success',
      message: action === 'load' ? 'admin.sampleData.loaded' : 'admin.sampleData.cleared',
      variant: 'success',
      delay: 4000,
    }),
  );
}

export function* demoDataSaga() {
  yield takeLatest(demoDataResetRequested, handleDemoDataResetRequested);
  yield takeLatest(sampleDataRequested, handleSampleDataRequested);
}
