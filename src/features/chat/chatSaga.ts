import { call, delay, put, select, takeEvery } from 'redux-saga/effects';
import { demoDataReset, notificationAdded } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import { failureOf, loadGet, optimisticWrite, takeLatestRead } from '@/lib/resourceSaga';
import { CHAT_API, type ChatMessage, type Conversation } from '@/contract/chat';
import {
  chatLeft,
  conversationRead,
  conversationsFailed,
  conversationsLoaded,
  conversationsRequested,
  messageCopyRequested,
  messageDeleted,
  messageDeleteFailed,
  messageDeleteRequested,
  messageRetryRequested,
  messageSendFailed,
  messageSendRequested,
  messageSent,
  messagesLoaded,
  selectAllMessages,
  threadFailed,
  threadNotFound,
  threadOpened,
  type ThreadMessage,
} from './chatSlice';

/** How often an open thread asks for new messages (the contact's replies). */
export const CHAT_POLL_MS = 1500;

export function* handleConversationsRequested(action: { type: string }) {
  if (action.type === chatLeft.type) return;
  yield* loadGet<Conversation[]>(CHAT_API.conversations, undefined, {
    loaded: conversationsLoaded,
    notFound: () => conversationsLoaded([]),
    failed: conversationsFailed,
  });
}

function* loadThread(conversationId: string) {
  const outcome = yield* requestResource((http, signal) =>
    http.get<ChatMessage[]>(CHAT_API.messages(conversationId), undefined, { signal }),
  );
  if (outcome.kind === 'ok') yield put(messagesLoaded({ conversationId, messages: outcome.data }));
  return outcome;
}

function* markRead(conversationId: string) {
  const outcome = yield* requestResource((http, signal) =>
    http.create<Conversation>(CHAT_API.read(conversationId), {}, { signal }),
  );
  if (outcome.kind === 'ok') yield put(conversationRead(outcome.data));
}

/**
 * One open thread: load it, mark it read, then keep asking for new messages (the contact's
 * replies) until another thread is opened or the page is left (takeLatest cancels it and
 * aborts the request in flight).
 */
export function* handleThreadOpened(action: { type: string; payload?: unknown }) {
  if (action.type !== threadOpened.type) return;
  const conversationId = action.payload as string;
  const first = yield* loadThread(conversationId);
  if (first.kind === 'not-found') {
    yield put(threadNotFound());
    return;
  }
  if (first.kind === 'failed') {
    yield put(threadFailed(first.error));
    return;
  }
  yield* markRead(conversationId);
  for (;;) {
    yield delay(CHAT_POLL_MS);
    const next = yield* loadThread(conversationId);
    if (next.kind !== 'ok') continue; // a missed poll is retried at the next tick
    if (next.data.some((m) => !m.fromMe && !m.read)) {
      yield* markRead(conversationId);
    }
  }
}

function* send(message: ThreadMessage) {
  const outcome = yield* requestResource((http) =>
    http.create<ChatMessage>(CHAT_API.messages(message.conversationId), { text: message.text }),
  );
  const clientId = message.clientId ?? message.id;
  if (outcome.kind === 'ok') yield put(messageSent({ clientId, message: outcome.data }));
  // Marked as failed in the thread, with a retry: never silently dropped.
  else {
    const error = failureOf(outcome);
    yield put(messageSendFailed({ conversationId: message.conversationId, clientId, error }));
  }
}

export function* handleMessageSendRequested(action: ReturnType<typeof messageSendRequested>) {
  yield* send(action.payload);
}

export function* handleMessageRetryRequested(action: ReturnType<typeof messageRetryRequested>) {
  const all = (yield select(selectAllMessages)) as Record<string, ThreadMessage[]>;
  const message = all[action.payload.conversationId]?.find(
    (item) => item.clientId === action.payload.clientId,
  );
  if (message) yield* send(message);
}

export function* handleMessageDeleteRequested(action: ReturnType<typeof messageDeleteRequested>) {
  const message = action.payload;
  // A message that never reached the server only lives here.
  if (message.status !== 'sent') {
    yield put(messageDeleted());
    return;
  }
  yield* optimisticWrite({
    request: (http) => http.delete(CHAT_API.message(message.conversationId, message.id)),
    succeeded: () => messageDeleted(),
    gone: () => messageDeleted(),
    failed: (error) => messageDeleteFailed({ message, error }),
    notify: 'chat.deleteFailed',
  });
}

function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('no clipboard'));
  return navigator.clipboard.writeText(text);
}

export function* handleMessageCopyRequested(action: ReturnType<typeof messageCopyRequested>) {
  try {
    yield call(writeClipboard, action.payload);
    yield put(notificationAdded({ title: 'chat.copied', message: '', variant: 'success' }));
  } catch {
    yield put(
      notificationAdded({ title: 'chat.copyFailed', message: '', variant: 'danger', delay: 6000 }),
    );
  }
}

export function* chatSaga() {
  // chatLeft also clears the open thread (the page's own event); pageLeft cancels as well.
  yield takeLatestRead(
    'chat',
    [conversationsRequested.type, demoDataReset.type, chatLeft.type],
    handleConversationsRequested,
  );
  yield takeLatestRead('chat', [threadOpened.type, chatLeft.type], handleThreadOpened);
  yield takeEvery(messageSendRequested.type, handleMessageSendRequested);
  yield takeEvery(messageRetryRequested.type, handleMessageRetryRequested);
  yield takeEvery(messageDeleteRequested.type, handleMessageDeleteRequested);
  yield takeEvery(messageCopyRequested.type, handleMessageCopyRequested);
}
