import { END, eventChannel, type EventChannel } from 'redux-saga';
import { call, debounce, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { getServices } from '@/lib/services';
import { requestResource } from '@/lib/requestResource';
import { failureOf, notFoundError, putOutcome } from '@/lib/resourceSaga';
import { toAppError, type AppError } from '@/services/errors';
import type { HttpClient } from '@/services/http';
import {
  FORMS_API,
  type EditorDraft,
  type EditorId,
  type Submission,
  type UploadedFile,
} from '@/contract/forms';
import { fileRegistry } from './fileRegistry';
import {
  draftChanged,
  draftFailed,
  draftLoaded,
  draftRequested,
  draftSaved,
  fileRemoved,
  formSubmitFailed,
  formSubmitRequested,
  formSubmitted,
  selectUploads,
  uploadCancelled,
  uploadFailed,
  uploadProgressed,
  uploadStarted,
  uploadSucceeded,
  uploadsRequested,
  type UploadItem,
} from './formsSlice';

export function* handleFormSubmitRequested(action: ReturnType<typeof formSubmitRequested>) {
  const { form, url, body } = action.payload;
  const outcome = yield* requestResource((http, signal) =>
    http.create<Submission>(url, body, { signal }),
  );
  if (outcome.kind === 'ok') yield put(formSubmitted({ form, result: outcome.data }));
  else yield put(formSubmitFailed({ form, error: failureOf(outcome) }));
}

type UploadEvent =
  | { kind: 'progress'; progress: number }
  | { kind: 'done'; stored: UploadedFile }
  | { kind: 'failed'; error: AppError };

/**
 * One multipart upload as a channel of events: progress (from the HTTP helper's
 * onUploadProgress), then done or failed. Closing the channel aborts the request.
 */
export function uploadChannel(http: HttpClient, file: File): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const controller = new AbortController();
    http
      .createWithFile<UploadedFile>(
        FORMS_API.uploads,
        { file },
        {
          signal: controller.signal,
          onUploadProgress: (progress) => emit({ kind: 'progress', progress }),
        },
      )
      .then((result) => {
        emit(
          result.kind === 'ok'
            ? { kind: 'done', stored: result.data }
            : { kind: 'failed', error: notFoundError() },
        );
        emit(END);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) emit({ kind: 'failed', error: toAppError(error) });
        emit(END);
      });
    return () => controller.abort();
  });
}

function* followUpload(channel: EventChannel<UploadEvent>, id: string) {
  for (;;) {
    const event = (yield take(channel)) as UploadEvent;
    if (event.kind === 'progress') yield put(uploadProgressed({ id, progress: event.progress }));
    else if (event.kind === 'done') {
      yield put(uploadSucceeded({ id, stored: event.stored }));
      return;
    } else {
      yield put(uploadFailed({ id, error: event.error }));
      return;
    }
  }
}

const stopsUpload = (id: string) => (action: Action) =>
  (uploadCancelled.match(action) || fileRemoved.match(action)) && action.payload === id;

/** Uploads one file; a cancel (or removing the file) while it is in flight aborts the request. */
export function* uploadOne(id: string) {
  const file = fileRegistry.get(id);
  if (!file) return;
  const { http } = yield* getServices();
  yield put(uploadStarted(id));
  const channel = (yield call(uploadChannel, http, file)) as EventChannel<UploadEvent>;
  try {
    yield race({ finished: call(followUpload, channel, id), stopped: take(stopsUpload(id)) });
  } finally {
    channel.close();
  }
}

export function* handleUploadsRequested() {
  const uploads = (yield select(selectUploads)) as UploadItem[];
  for (const item of uploads) {
    if (item.status === 'queued' || item.status === 'failed' || item.status === 'cancelled') {
      yield fork(uploadOne, item.id);
    }
  }
}

function* forgetRemovedFile(action: ReturnType<typeof fileRemoved>) {
  yield call([fileRegistry, fileRegistry.remove], action.payload);
}

export function* handleDraftRequested(action: ReturnType<typeof draftRequested>) {
  const editor = action.payload;
  const outcome = yield* requestResource((http, signal) =>
    http.get<EditorDraft | null>(FORMS_API.editorDraft(editor), undefined, { signal }),
  );
  yield* putOutcome(outcome, {
    loaded: (draft) => draftLoaded({ editor, draft }),
    notFound: () => draftLoaded({ editor, draft: null }), // nothing saved yet
    failed: (error) => draftFailed({ editor, error }),
  });
}

/** Autosave: the last change of a quiet moment (600 ms) is saved through the API. */
export function* saveDraft(action: ReturnType<typeof draftChanged>) {
  const { editor, content } = action.payload;
  const outcome = yield* requestResource((http, signal) =>
    http.update<EditorDraft>(FORMS_API.editorDraft(editor), { content }, { signal }),
  );
  if (outcome.kind === 'ok') yield put(draftSaved({ editor, savedAt: outcome.data.savedAt }));
  else yield put(draftFailed({ editor, error: failureOf(outcome) }));
}

const changesOf = (editor: EditorId) => (action: Action) =>
  draftChanged.match(action) && action.payload.editor === editor;

export const AUTOSAVE_DELAY = 600;

export function* formsSaga() {
  yield takeEvery(formSubmitRequested.type, handleFormSubmitRequested);
  yield takeEvery(uploadsRequested.type, handleUploadsRequested);
  yield takeEvery(fileRemoved.type, forgetRemovedFile);
  yield takeEvery(draftRequested.type, handleDraftRequested);
  yield debounce(AUTOSAVE_DELAY, changesOf('rich'), saveDraft);
  yield debounce(AUTOSAVE_DELAY, changesOf('markdown'), saveDraft);
}
