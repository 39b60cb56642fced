import { END, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import {
  debounceSearch,
  failureNotification,
  failureOf,
  notFoundError,
  optimisticWrite,
  takeLatestRead,
  writeResource,
  loadQuery,
} from '@/lib/resourceSaga';
import { getServices } from '@/lib/services';
import { toAppError, type AppError } from '@/services/errors';
import type { HttpClient, HttpResult } from '@/services/http';
import { checkUpload, FILES_API, type FileEntry } from '@/contract/files';
import {
  deleteRequested,
  downloadFailed,
  downloadRequested,
  entryRemoved,
  entryWriteDone,
  entryWriteFailed,
  filesFailed,
  filesLoaded,
  filesNotFound,
  filesRequested,
  filesSearched,
  folderCreateFailed,
  folderCreateRequested,
  folderCreated,
  renameFailed,
  renameRequested,
  renamed,
  selectFiles,
  selectFilesLocation,
  trashRequested,
  uploadCancelled,
  uploadFailed,
  uploadProgressed,
  uploadRefused,
  uploadRequested,
  uploadSucceeded,
} from './filesSlice';
import { takeFile } from './uploadFiles';

/** A 404 on a write: the entry was removed meanwhile (another tab, a reset). */
const GONE = 'files.errors.gone';

export function* handleFilesRequested() {
  yield* loadQuery(
    selectFilesLocation,
    FILES_API.list,
    (location) => ({
      view: location.view,
      folder: location.folderId ?? undefined,
      q: location.q || undefined,
      sort: location.sort,
    }),
    { loaded: filesLoaded, notFound: filesNotFound, failed: filesFailed },
  );
}

type UploadEvent =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; result: HttpResult<FileEntry> }
  | { kind: 'error'; error: AppError };

/**
 * One upload as a channel of events: progress from the HTTP helper, then the answer.
 * Closing the channel (the saga was cancelled) aborts the request.
 */
export function uploadChannel(
  http: HttpClient,
  file: File,
  folderId: string | null,
): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const controller = new AbortController();
    http
      .createWithFile<FileEntry>(
        FILES_API.list,
        { file, folderId: folderId ?? '' },
        {
          signal: controller.signal,
          onUploadProgress: (fraction) => emit({ kind: 'progress', fraction }),
        },
      )
      .then(
        (result) => {
          emit({ kind: 'done', result });
          emit(END);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return; // cancelled on purpose: nothing to report
          emit({ kind: 'error', error: toAppError(error) });
          emit(END);
        },
      );
    return () => controller.abort();
  });
}

function* runUpload({ id, name, folderId }: ReturnType<typeof uploadRequested>['payload']) {
  const file = takeFile(id);
  if (!file) {
    yield put(uploadFailed({ id, error: { code: 'app/unknown', messageKey: 'errors.unknown' } }));
    return;
  }
  const refusal = checkUpload(name, file.size);
  if (refusal) {
    yield put(uploadRefused({ id, reason: refusal }));
    return;
  }
  const { http } = yield* getServices();
  const channel = (yield call(uploadChannel, http, file, folderId)) as EventChannel<UploadEvent>;
  try {
    for (;;) {
      const event = (yield take(channel)) as UploadEvent;
      if (event.kind === 'progress') {
        yield put(uploadProgressed({ id, progress: event.fraction }));
      } else if (event.kind === 'done') {
        if (event.result.kind === 'ok') {
          yield put(uploadSucceeded({ id, entry: event.result.data }));
          yield put(filesRequested());
        } else {
          yield put(uploadFailed({ id, error: notFoundError(GONE) }));
        }
        return;
      } else {
        yield put(uploadFailed({ id, error: event.error }));
        return;
      }
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}

/** Each upload runs on its own until it ends or its Cancel is pressed (the request is aborted). */
export function* handleUploadRequested(action: ReturnType<typeof uploadRequested>) {
  const { id } = action.payload;
  yield race({
    upload: call(runUpload, action.payload),
    cancel: take((a: unknown) => uploadCancelled.match(a) && a.payload === id),
  });
}

/** The browser's "save as" for a Blob: a DOM side effect, so it lives here with the saga. */
export function saveBlob(blob: Blob, name: string): void {
  if (typeof URL.createObjectURL !== 'function') return; // jsdom
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function* handleDownloadRequested({ payload }: ReturnType<typeof downloadRequested>) {
  const outcome = yield* requestResource((http) => http.getFile(FILES_API.content(payload.id)));
  if (outcome.kind === 'ok') {
    yield call(saveBlob, outcome.data, payload.name);
    return;
  }
  const error = failureOf(outcome, GONE);
  yield put(downloadFailed(error));
  yield put(failureNotification('files.errors.downloadFailed', error, { name: payload.name }));
}

export function* handleRenameRequested({ payload }: ReturnType<typeof renameRequested>) {
  yield* writeResource({
    request: (http) =>
      http.updatePatch<FileEntry>(FILES_API.item(payload.id), { name: payload.name }),
    succeeded: renamed,
    failed: renameFailed,
    notFoundKey: GONE,
  });
}

export function* handleFolderCreateRequested({
  payload,
}: ReturnType<typeof folderCreateRequested>) {
  yield* writeResource({
    request: (http) => http.create<FileEntry>(FILES_API.folders, payload),
    succeeded: folderCreated,
    failed: folderCreateFailed,
    notFoundKey: GONE,
  });
}

/** Bin, restore, delete forever: the entry leaves the view at once; back with a message if refused. */
function* removeOptimistically(
  id: string,
  send: (http: HttpClient) => Promise<HttpResult<unknown>>,
  titleKey: string,
) {
  const previous = (yield select(selectFiles)) as FileEntry[];
  const name = previous.find((e) => e.id === id)?.name ?? '';
  const outcome = yield* optimisticWrite({
    apply: entryRemoved(id),
    request: send,
    succeeded: () => entryWriteDone(id),
    gone: () => entryWriteDone(id),
    failed: (error) => entryWriteFailed({ previous, error }),
    notify: { title: titleKey, params: { name } },
  });
  if (outcome.kind !== 'failed') yield put(filesRequested()); // storage used, the server's order
}

export function* handleTrashRequested({ payload }: ReturnType<typeof trashRequested>) {
  yield* removeOptimistically(
    payload.id,
    (http) => http.updatePatch(FILES_API.item(payload.id), { trashed: payload.trashed }),
    payload.trashed ? 'files.errors.binFailed' : 'files.errors.restoreFailed',
  );
}

export function* handleDeleteRequested({ payload: id }: ReturnType<typeof deleteRequested>) {
  yield* removeOptimistically(
    id,
    (http) => http.delete(FILES_API.item(id)),
    'files.errors.deleteFailed',
  );
}

export function* filesSaga() {
  yield takeLatestRead('files', [filesRequested.type, demoDataReset.type], handleFilesRequested);
  yield debounceSearch(filesSearched.type, () => filesRequested());
  yield takeEvery(uploadRequested.type, handleUploadRequested);
  yield takeEvery(downloadRequested.type, handleDownloadRequested);
  yield takeEvery(renameRequested.type, handleRenameRequested);
  yield takeEvery(folderCreateRequested.type, handleFolderCreateRequested);
  yield takeEvery(trashRequested.type, handleTrashRequested);
  yield takeEvery(deleteRequested.type, handleDeleteRequested);
}
