import { put } from 'redux-saga/effects';
import { notificationAdded } from '@/features/events';
import type { AppError } from '@/services/errors';

/** No toast component in the page: a saga asks for one; texts are i18n keys or server words. */
export function* toastFailure(error: AppError) {
  if (error.silent) return; // a cancelled request is no failure
  yield put(
    notificationAdded({
      title: 'notifications.error',
      message: error.message ?? error.messageKey,
      variant: 'danger',
      delay: 6000,
    }),
  );
}
