import { actionChannel, call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import { demoDataReset } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import {
  failureNotification,
  failureOf,
  loadGet,
  optimisticWrite,
  takeLatestRead,
} from '@/lib/resourceSaga';
import type { FormValue } from '@/services/http/types';
import {
  EMAIL_API,
  PAGE_SIZE,
  type EmailCounts,
  type EmailMessage,
  type EmailQuery,
  type EmailSummary,
} from '@/contract/email';
import {
  attachmentDownloadRequested,
  bulkActionDone,
  bulkActionFailed,
  bulkActionRequested,
  composeFailed,
  composeSaved,
  composeSubmitted,
  countsLoaded,
  listFailed,
  listLoaded,
  listRequested,
  messageFailed,
  messageLoaded,
  messageNotFound,
  messageRequested,
  selectCompose,
  selectQuery,
  type ComposeState,
} from './emailSlice';
import { heldFile, releaseFile } from './files';

function* loadCounts() {
  const outcome = yield* requestResource((http, signal) =>
    http.get<EmailCounts>(EMAIL_API.counts, undefined, { signal }),
  );
  // The counts are an extra: a failure leaves the last ones shown.
  if (outcome.kind === 'ok') yield put(countsLoaded(outcome.data));
}

export function* handleListRequested() {
  const query = (yield select(selectQuery)) as EmailQuery;
  yield fork(loadCounts);
  yield* loadGet<{ items: EmailSummary[]; total: number }>(
    EMAIL_API.messages,
    {
      folder: query.folder,
      label: query.label,
      page: query.page,
      pageSize: PAGE_SIZE,
      q: query.q || undefined,
    },
    // A folder the server does not know is an empty one.
    { loaded: listLoaded, notFound: () => listLoaded({ items: [], total: 0 }), failed: listFailed },
  );
}

/** Optimistic: the list changed at once; put back with a message when the server refuses. */
export function* handleBulkActionRequested(action: ReturnType<typeof bulkActionRequested>) {
  const { ids, action: what, before, total } = action.payload;
  const outcome = yield* optimisticWrite({
    request: (http) => http.create(EMAIL_API.bulk, { ids, action: what }),
    succeeded: () => bulkActionDone(),
    gone: () => bulkActionDone(),
    failed: (error) => bulkActionFailed({ before, total, error }),
    notify: 'email.bulkFailed',
  });
  if (outcome.kind !== 'failed') yield put(listRequested());
}

export function* handleMessageRequested(action: ReturnType<typeof messageRequested>) {
  let id = action.payload;
  if (!id) {
    // No id: the newest message of the inbox.
    const newest = yield* requestResource((http, signal) =>
      http.get<{ items: EmailSummary[]; total: number }>(
        EMAIL_API.messages,
        { folder: 'inbox', page: 1, pageSize: 1 },
        { signal },
      ),
    );
    if (newest.kind === 'failed') {
      yield put(messageFailed(newest.error));
      return;
    }
    id = newest.kind === 'ok' ? (newest.data.items[0]?.id ?? null) : null;
    if (!id) {
      yield put(messageNotFound());
      return;
    }
  }
  const messageId = id;
  const outcome = yield* loadGet<EmailMessage>(EMAIL_API.message(messageId), undefined, {
    loaded: messageLoaded,
    notFound: messageNotFound,
    failed: messageFailed,
  });
  if (outcome.kind === 'ok' && !outcome.data.read) {
    // Opening marks it read; a failure here costs nothing visible.
    yield* requestResource((http) =>
      http.create(EMAIL_API.bulk, { ids: [messageId], action: 'read' }),
    );
  }
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function* handleAttachmentDownloadRequested(
  action: ReturnType<typeof attachmentDownloadRequested>,
) {
  const { messageId, attachment } = action.payload;
  const outcome = yield* requestResource((http) =>
    http.getFile(EMAIL_API.attachment(messageId, attachment.id)),
  );
  if (outcome.kind === 'ok') {
    yield call(saveBlob, outcome.data, attachment.name);
    return;
  }
  yield put(
    failureNotification('email.downloadFailed', failureOf(outcome), { name: attachment.name }),
  );
}

/** Send or save a draft: multipart through createWithFile (new) or updateWithFile (a draft). */
export function* handleComposeSubmitted(action: ReturnType<typeof composeSubmitted>) {
  const { fields, fileIds, keep } = action.payload;
  const compose = (yield select(selectCompose)) as ComposeState;
  const files = fileIds.map(heldFile).filter((file): file is File => file !== undefined);
  const body: Record<string, FormValue> = { ...fields, attachments: files, keepAttachments: keep };
  const draftId = compose.draftId;
  const outcome = yield* requestResource((http) =>
    draftId
      ? http.updateWithFile<EmailMessage>(EMAIL_API.message(draftId), body)
      : http.createWithFile<EmailMessage>(EMAIL_API.messages, body),
  );
  if (outcome.kind === 'ok') {
    fileIds.forEach(releaseFile);
    yield put(composeSaved(outcome.data));
  } else {
    // Everything typed stays in the form; the reason is shown there.
    yield put(composeFailed(failureOf(outcome)));
  }
}

export function* emailSaga() {
  yield takeLatestRead('email', [listRequested.type, demoDataReset.type], handleListRequested);
  yield takeLatestRead('email', messageRequested.type, handleMessageRequested);
  yield takeEvery(bulkActionRequested.type, handleBulkActionRequested);
  yield takeEvery(attachmentDownloadRequested.type, handleAttachmentDownloadRequested);
  yield fork(watchCompose);
}

/** One save at a time, in order: an autosave never races the Send that follows it. */
function* watchCompose() {
  const channel = (yield actionChannel(composeSubmitted.type)) as Channel<
    ReturnType<typeof composeSubmitted>
  >;
  for (;;) {
    const action = (yield take(channel)) as ReturnType<typeof composeSubmitted>;
    yield call(handleComposeSubmitted, action);
  }
}
