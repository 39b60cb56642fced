import {
  actionChannel,
  call,
  fork,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import { demoDataReset, notificationAdded } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import type { AppError } from '@/services/errors';
import type { FormValue } from '@/services/http/types';
import {
  EMAIL_API,
  PAGE_SIZE,
  type EmailCounts,
  type EmailMessage,
  type EmailQuery,
  type EmailSummary,
} from './api';
import {
  attachmentDownloadRequested,
  bulkActionDone,
  bulkActionFailed,
  bulkActionRequested,
  composeFailed,
  composeSaved,
  composeSubmitted,
  countsLoaded,
  emailLeft,
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

const errorText = (error: AppError) =>
  error.message?.trim() ? error.message.trim() : error.messageKey;
const notFoundError: AppError = {
  code: 'http/not-found',
  messageKey: 'errors.http.notFound',
  status: 404,
};

function* loadCounts() {
  const outcome = yield* requestResource((http, signal) =>
    http.get<EmailCounts>(EMAIL_API.counts, undefined, { signal }),
  );
  // The counts are an extra: a failure leaves the last ones shown.
  if (outcome.kind === 'ok') yield put(countsLoaded(outcome.data));
}

export function* handleListRequested(action: { type: string }) {
  if (action.type === emailLeft.type) return;
  const query = (yield select(selectQuery)) as EmailQuery;
  yield fork(loadCounts);
  const outcome = yield* requestResource((http, signal) =>
    http.get<{ items: EmailSummary[]; total: number }>(
      EMAIL_API.messages,
      {
        folder: query.folder,
        label: query.label,
        page: query.page,
        pageSize: PAGE_SIZE,
        q: query.q || undefined,
      },
      { signal },
    ),
  );
  if (outcome.kind === 'ok') yield put(listLoaded(outcome.data));
  else if (outcome.kind === 'not-found') yield put(listLoaded({ items: [], total: 0 }));
  else yield put(listFailed(outcome.error));
}

/** Optimistic: the list changed at once; put back with a message when the server refuses. */
export function* handleBulkActionRequested(action: ReturnType<typeof bulkActionRequested>) {
  const { ids, action: what, before, total } = action.payload;
  const outcome = yield* requestResource((http) =>
    http.create(EMAIL_API.bulk, { ids, action: what }),
  );
  if (outcome.kind === 'failed') {
    yield put(bulkActionFailed({ before, total, error: outcome.error }));
    yield put(
      notificationAdded({
        title: 'email.bulkFailed',
        message: errorText(outcome.error),
        variant: 'danger',
        delay: 6000,
      }),
    );
    return;
  }
  yield put(bulkActionDone());
  yield put(listRequested());
}

export function* handleMessageRequested(action: { type: string; payload?: unknown }) {
  if (action.type === emailLeft.type) return;
  let id = action.payload as string | null;
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
  const outcome = yield* requestResource((http, signal) =>
    http.get<EmailMessage>(EMAIL_API.message(messageId), undefined, { signal }),
  );
  if (outcome.kind === 'not-found') {
    yield put(messageNotFound());
    return;
  }
  if (outcome.kind === 'failed') {
    yield put(messageFailed(outcome.error));
    return;
  }
  yield put(messageLoaded(outcome.data));
  if (!outcome.data.read) {
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
  const error = outcome.kind === 'failed' ? outcome.error : notFoundError;
  yield put(
    notificationAdded({
      title: 'email.downloadFailed',
      message: errorText(error),
      params: { name: attachment.name },
      variant: 'danger',
      delay: 6000,
    }),
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
    yield put(composeFailed(outcome.kind === 'failed' ? outcome.error : notFoundError));
  }
}

export function* emailSaga() {
  yield takeLatest([listRequested.type, demoDataReset.type, emailLeft.type], handleListRequested);
  yield takeLatest([messageRequested.type, emailLeft.type], handleMessageRequested);
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
