import { createAction, type Action } from '@reduxjs/toolkit';
import { call, debounce, fork, put, select, takeEvery } from 'typed-redux-saga';
import { ALL_AREAS } from '@/contract/events.plain';
import { liveChanged, liveResynced, notificationAdded } from '@/features/events';
import { requestsSaga } from '@/lib/request';
import { selectActiveId, selectShown } from './chatSlice';
import { chatRequests, listConversations, openThread } from './requests';

/** A message's text to the clipboard (not a request: said in a toast either way). */
export const messageCopyRequested = createAction<string>('chat/messageCopyRequested');

/**
 * Changes of one burst (a message announces every member's row) are read once, this long
 * after the last of them.
 */
export const LIVE_REFETCH_MS = 100;

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

/** A live change of the chat (or of everything), or a resync: what the page shows is stale. */
const chatChanged = (action: Action) =>
  liveResynced.match(action) ||
  (liveChanged.match(action) && [ALL_AREAS, 'chat'].includes(action.payload.area));

/** The list and the open thread, read again (only while the page is on screen). */
function* refetchShown() {
  if (!(yield* select(selectShown))) return;
  yield* put(listConversations.requested());
  const activeId = yield* select(selectActiveId);
  if (activeId) yield* put(openThread.requested(activeId));
}

export function* chatSaga() {
  yield* fork(requestsSaga(...chatRequests));
  yield* takeEvery(messageCopyRequested, copyMessage);
  yield* debounce(LIVE_REFETCH_MS, chatChanged, refetchShown);
}
