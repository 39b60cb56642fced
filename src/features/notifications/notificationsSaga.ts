import { delay, put, race, take, takeEvery } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { notificationAdded, notificationDismissed } from './notificationsSlice';

/** Dismisses a toast after its delay, unless the person closed it first (then the timer stops). */
export function* handleNotificationAdded(action: ReturnType<typeof notificationAdded>) {
  const { id, delay: ms } = action.payload;
  if (ms <= 0) return;
  const { expired } = (yield race({
    expired: delay(ms),
    closed: take((a: Action) => notificationDismissed.match(a) && a.payload === id),
  })) as { expired?: true };
  if (expired) yield put(notificationDismissed(id));
}

export function* notificationsSaga() {
  yield takeEvery(notificationAdded, handleNotificationAdded);
}
