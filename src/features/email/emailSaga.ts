import { actionChannel, call, fork, put, select, take, takeEvery } from 'typed-redux-saga';
import { downloadFile } from '@/lib/download';
import { notFoundError, requestsSaga } from '@/lib/request';
import { requestResource } from '@/lib/requestResource';
import type { HttpClient } from '@/services/http';
import { EMAIL_API, type EmailMessage } from '@/contract/email';
import {
  attachmentDownloadRequested,
  composeFailed,
  composeSaved,
  composeSubmitted,
  selectCompose,
} from './emailSlice';
import { heldFile, releaseFile } from './files';
import { emailRequests, markRead, readMessage } from './requests';

function* handleAttachmentDownloadRequested({
  payload: { messageId, attachment },
}: ReturnType<typeof attachmentDownloadRequested>) {
  const file = (http: HttpClient) => http.getFile(EMAIL_API.attachment(messageId, attachment.id));
  yield* downloadFile(file, attachment.name, 'email.downloadFailed');
}

/** Opening a message marks it read; a failure there costs nothing visible. */
function* markOpenedRead({ payload: { data } }: ReturnType<typeof readMessage.succeeded>) {
  if (!data.read) yield* requestResource(markRead(data.id));
}

/** Send or save a draft: multipart, a new message or the draft saved before. */
function* handleComposeSubmitted({ payload }: ReturnType<typeof composeSubmitted>) {
  const { fields, fileIds, keep } = payload;
  const { draftId } = yield* select(selectCompose);
  const files = fileIds.map(heldFile).filter((file): file is File => file !== undefined);
  const body = { ...fields, attachments: files, keepAttachments: keep };
  const outcome = yield* requestResource((http) =>
    draftId
      ? http.updateWithFile<EmailMessage>(EMAIL_API.message(draftId), body)
      : http.createWithFile<EmailMessage>(EMAIL_API.messages, body),
  );
  if (outcome.kind === 'ok') {
    fileIds.forEach(releaseFile);
    yield* put(composeSaved(outcome.data));
  } else {
    // Everything typed stays in the form; the reason is shown there.
    yield* put(composeFailed(outcome.kind === 'failed' ? outcome.error : notFoundError()));
  }
}

/** One save at a time, in order: an autosave never races the Send that follows it. */
function* watchCompose() {
  const channel = yield* actionChannel(composeSubmitted);
  for (;;) yield* call(handleComposeSubmitted, yield* take(channel));
}

export function* emailSaga() {
  yield* fork(requestsSaga(...emailRequests));
  yield* takeEvery(readMessage.succeeded, markOpenedRead);
  yield* takeEvery(attachmentDownloadRequested, handleAttachmentDownloadRequested);
  yield* fork(watchCompose);
}
