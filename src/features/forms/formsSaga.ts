import type { Action } from '@reduxjs/toolkit';
import { call, debounce, fork, put, race, select, take, takeEvery } from 'typed-redux-saga';
import { notFoundError, requestsSaga } from '@/lib/request';
import { uploadResource } from '@/lib/upload';
import { FORMS_API, type EditorId, type UploadedFile } from '@/contract/forms';
import { fileRegistry } from './fileRegistry';
import {
  draftChanged,
  fileRemoved,
  selectUploads,
  uploadCancelled,
  uploadEnded,
  uploadProgressed,
  uploadStarted,
  uploadsRequested,
} from './formsSlice';
import { formsRequests, saveDraft } from './requests';

const stopsUpload = (id: string) => (action: Action) =>
  (uploadCancelled.match(action) || fileRemoved.match(action)) && action.payload === id;

/** Uploads one file; a cancel (or removing the file) while it is in flight aborts the request. */
function* uploadOne(id: string) {
  const file = fileRegistry.get(id);
  if (!file) return;
  yield* put(uploadStarted(id));
  const { outcome } = yield* race({
    outcome: call(uploadResource<UploadedFile>, FORMS_API.uploads, { file }, (progress: number) =>
      uploadProgressed({ id, progress }),
    ),
    stopped: take(stopsUpload(id)),
  });
  if (outcome?.kind === 'ok') yield* put(uploadEnded({ id, status: 'done', stored: outcome.data }));
  else if (outcome) {
    const error = outcome.kind === 'failed' ? outcome.error : notFoundError();
    yield* put(uploadEnded({ id, status: 'failed', error }));
  }
}

function* handleUploadsRequested() {
  for (const { id, status } of yield* select(selectUploads)) {
    if (status === 'queued' || status === 'failed' || status === 'cancelled')
      yield* fork(uploadOne, id);
  }
}

function* forgetRemovedFile(action: ReturnType<typeof fileRemoved>) {
  yield* call([fileRegistry, fileRegistry.remove], action.payload);
}

const changesOf = (editor: EditorId) => (action: Action) =>
  draftChanged.match(action) && action.payload.editor === editor;

function* requestSave({ payload }: ReturnType<typeof draftChanged>) {
  yield* put(saveDraft.requested(payload));
}

/** Autosave: the last change of a quiet moment is saved through the API. */
export const AUTOSAVE_DELAY = 600;

export function* formsSaga() {
  yield* fork(requestsSaga(...formsRequests));
  yield* takeEvery(uploadsRequested, handleUploadsRequested);
  yield* takeEvery(fileRemoved, forgetRemovedFile);
  yield* debounce(AUTOSAVE_DELAY, changesOf('rich'), requestSave);
  yield* debounce(AUTOSAVE_DELAY, changesOf('markdown'), requestSave);
}
