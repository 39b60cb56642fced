import { createAction } from '@reduxjs/toolkit';
import { call, fork, put, takeEvery } from 'typed-redux-saga';
import { notificationAdded } from '@/features/events';
import { requestsSaga } from '@/lib/request';
import { chatRequests } from './requests';

/** A message's text to the clipboard (not a request: said in a toast either way). */
export const messageCopyRequested = createAction<string>('chat/messageCopyRequested');

function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('no clipboard'));
  return navigator.clipboard.writeText(text);
}

function* copyMessage({ payload }: ReturnType<typeof messageCopyRequested>) {
  try {
    yield* call(writeClipboard, payload);
    yield* put(notificationAdded({ title: 'chat.copied', message: '', variant: 'success' }));
  } catch {
    yield* put(
      notificationAdded({ title: 'chat.copyFailed', message: '', variant: 'danger', delay: 6000 }),
    );
  }
}

export function* chatSaga() {
  yield* fork(requestsSaga(...chatRequests));
  yield* takeEvery(messageCopyRequested, copyMessage);
}
