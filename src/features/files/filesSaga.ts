import { call, fork, put, race, take, takeEvery } from 'typed-redux-saga';
import { downloadFile } from '@/lib/download';
import { notFoundError, requestsSaga } from '@/lib/request';
import { uploadResource } from '@/lib/upload';
import type { HttpClient } from '@/services/http';
import { checkUpload, FILES_API, type FileEntry } from '@/contract/files';
import {
  downloadRequested,
  uploadCancelled,
  uploadEnded,
  uploadProgressed,
  uploadRequested,
} from './filesSlice';
import { filesRequests, GONE, listFiles } from './requests';
import { takeFile } from './uploadFiles';

function* runUpload({ id, name, folderId }: ReturnType<typeof uploadRequested>['payload']) {
  const file = takeFile(id);
  if (!file) {
    const error = { code: 'app/unknown', messageKey: 'errors.unknown' } as const;
    return yield* put(uploadEnded({ id, status: 'failed', error }));
  }
  const refusal = checkUpload(name, file.size);
  if (refusal) return yield* put(uploadEnded({ id, status: 'refused', reason: refusal }));
  const outcome = yield* uploadResource<FileEntry>(
    FILES_API.list,
    { file, folderId: folderId ?? '' },
    (progress) => uploadProgressed({ id, progress }),
  );
  if (outcome.kind === 'ok') {
    yield* put(uploadEnded({ id, status: 'done' }));
    yield* put(listFiles.requested());
  } else {
    const error = outcome.kind === 'failed' ? outcome.error : notFoundError(GONE);
    yield* put(uploadEnded({ id, status: 'failed', error }));
  }
}

/** Each upload runs on its own until it ends or its Cancel is pressed (the request is aborted). */
function* handleUploadRequested({ payload }: ReturnType<typeof uploadRequested>) {
  yield* race({
    upload: call(runUpload, payload),
    cancel: take((a: unknown) => uploadCancelled.match(a) && a.payload === payload.id),
  });
}

function* handleDownloadRequested({ payload: { id, name } }: ReturnType<typeof downloadRequested>) {
  const file = (http: HttpClient) => http.getFile(FILES_API.content(id));
  yield* downloadFile(file, name, 'files.errors.downloadFailed', GONE);
}

export function* filesSaga() {
  yield* fork(requestsSaga(...filesRequests));
  yield* takeEvery(uploadRequested, handleUploadRequested);
  yield* takeEvery(downloadRequested, handleDownloadRequested);
}
