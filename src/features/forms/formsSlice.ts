import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import {
  idleWrite,
  writeFailed,
  writeSaved,
  writeStarted,
  type WriteState,
} from '@/lib/requestState';
import { rootSelector } from '@/lib/selectors';
import type { EditorDraft, EditorId, Submission, UploadedFile } from '@/contract/forms';

export type FormId = 'validation' | 'wizard-basic' | 'wizard-progress' | 'wizard-validation';

/** A form's submit: the one write shape, and what the server stored. */
export interface SubmissionState extends WriteState {
  result: Submission | null;
}

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  type: string;
  /** 0..1 */
  progress: number;
  status: UploadStatus;
  error: AppError | null;
  stored: UploadedFile | null;
}

export interface DraftState {
  content: string | null;
  savedAt: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'saving' | 'saved' | 'failed';
  error: AppError | null;
}

export interface FormsState {
  submissions: Partial<Record<FormId, SubmissionState>>;
  uploads: UploadItem[];
  drafts: Partial<Record<EditorId, DraftState>>;
}

const initialState: FormsState = { submissions: {}, uploads: [], drafts: {} };
const idleDraft: DraftState = { content: null, savedAt: null, status: 'idle', error: null };
const idleSubmission: SubmissionState = { ...idleWrite(), result: null };
const submission = (state: FormsState, form: FormId) =>
  (state.submissions[form] ??= { ...idleSubmission });

const draft = (state: FormsState, editor: EditorId) => (state.drafts[editor] ??= { ...idleDraft });
const upload = (state: FormsState, id: string) => state.uploads.find((u) => u.id === id);

const formsSlice = createSlice({
  name: 'forms',
  initialState,
  reducers: {
    formSubmitRequested(
      state,
      action: PayloadAction<{ form: FormId; url: string; body: Record<string, unknown> }>,
    ) {
      const current = submission(state, action.payload.form);
      writeStarted(current);
      current.result = null;
    },
    formSubmitted(state, action: PayloadAction<{ form: FormId; result: Submission }>) {
      const current = submission(state, action.payload.form);
      writeSaved(current);
      current.result = action.payload.result;
    },
    formSubmitFailed(state, action: PayloadAction<{ form: FormId; error: AppError }>) {
      const current = submission(state, action.payload.form);
      writeFailed(current, action.payload.error);
      current.result = null;
    },
    formReset(state, action: PayloadAction<FormId>) {
      delete state.submissions[action.payload];
    },

    filesQueued(
      state,
      action: PayloadAction<Omit<UploadItem, 'progress' | 'status' | 'error' | 'stored'>[]>,
    ) {
      for (const file of action.payload) {
        state.uploads.push({ ...file, progress: 0, status: 'queued', error: null, stored: null });
      }
    },
    fileRemoved(state, action: PayloadAction<string>) {
      state.uploads = state.uploads.filter((u) => u.id !== action.payload);
    },
    uploadsRequested() {},
    uploadStarted(state, action: PayloadAction<string>) {
      const item = upload(state, action.payload);
      if (item) {
        item.status = 'uploading';
        item.progress = 0;
        item.error = null;
      }
    },
    uploadProgressed(state, action: PayloadAction<{ id: string; progress: number }>) {
      const item = upload(state, action.payload.id);
      if (item && item.status === 'uploading') item.progress = action.payload.progress;
    },
    uploadSucceeded(state, action: PayloadAction<{ id: string; stored: UploadedFile }>) {
      const item = upload(state, action.payload.id);
      if (item) {
        item.status = 'done';
        item.progress = 1;
        item.stored = action.payload.stored;
      }
    },
    uploadFailed(state, action: PayloadAction<{ id: string; error: AppError }>) {
      const item = upload(state, action.payload.id);
      if (item) {
        item.status = 'failed';
        item.error = action.payload.error;
      }
    },
    uploadCancelled(state, action: PayloadAction<string>) {
      const item = upload(state, action.payload);
      if (item && (item.status === 'uploading' || item.status === 'queued')) {
        item.status = 'cancelled';
        item.progress = 0;
      }
    },

    draftRequested(state, action: PayloadAction<EditorId>) {
      draft(state, action.payload).status = 'loading';
    },
    draftLoaded(state, action: PayloadAction<{ editor: EditorId; draft: EditorDraft | null }>) {
      const current = draft(state, action.payload.editor);
      current.status = 'loaded';
      current.content = action.payload.draft?.content ?? null;
      current.savedAt = action.payload.draft?.savedAt ?? null;
    },
    draftChanged(state, action: PayloadAction<{ editor: EditorId; content: string }>) {
      const current = draft(state, action.payload.editor);
      current.content = action.payload.content;
      current.status = 'saving';
    },
    draftSaved(state, action: PayloadAction<{ editor: EditorId; savedAt: string }>) {
      const current = draft(state, action.payload.editor);
      current.status = 'saved';
      current.savedAt = action.payload.savedAt;
      current.error = null;
    },
    draftFailed(state, action: PayloadAction<{ editor: EditorId; error: AppError }>) {
      const current = draft(state, action.payload.editor);
      current.status = 'failed';
      current.error = action.payload.error;
    },
  },
});

const formsState = rootSelector(formsSlice)((state) => state);
type FormsRoot = Parameters<typeof formsState>[0];
export const selectUploads = (root: FormsRoot) => formsState(root).uploads;
export const selectSubmission = (root: FormsRoot, form: FormId) =>
  formsState(root).submissions[form] ?? idleSubmission;
export const selectDraft = (root: FormsRoot, editor: EditorId) =>
  formsState(root).drafts[editor] ?? idleDraft;

export const {
  formSubmitRequested,
  formSubmitted,
  formSubmitFailed,
  formReset,
  filesQueued,
  fileRemoved,
  uploadsRequested,
  uploadStarted,
  uploadProgressed,
  uploadSucceeded,
  uploadFailed,
  uploadCancelled,
  draftRequested,
  draftLoaded,
  draftChanged,
  draftSaved,
  draftFailed,
} = formsSlice.actions;
export default formsSlice;
