import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import { requestCases } from '@/lib/request';
import { writeStarted, type RequestState, type WriteState } from '@/lib/requestState';
import { rootSelector } from '@/lib/selectors';
import type { EditorId, Submission, UploadedFile } from '@/contract/forms';
import { draftOf, formsRequests, idleDraft, idleSubmission } from './requests';

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

/** An editor's draft: its read, then each autosave. */
export interface DraftState {
  content: string | null;
  savedAt: string | null;
  request: RequestState;
  save: WriteState;
}

export interface FormsState {
  submissions: Partial<Record<FormId, SubmissionState>>;
  uploads: UploadItem[];
  drafts: Partial<Record<EditorId, DraftState>>;
}

const initialState: FormsState = { submissions: {}, uploads: [], drafts: {} };

/** How an upload ended: stored, or failed with the reason. */
type UploadEnd = { id: string } & (
  { status: 'done'; stored: UploadedFile } | { status: 'failed'; error: AppError }
);

const uploadOf = (state: FormsState, id: string) => state.uploads.find((u) => u.id === id);

const formsSlice = createSlice({
  name: 'forms',
  initialState,
  reducers: {
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
      const item = uploadOf(state, action.payload);
      if (item) Object.assign(item, { status: 'uploading', progress: 0, error: null });
    },
    uploadProgressed(state, { payload }: PayloadAction<{ id: string; progress: number }>) {
      const item = uploadOf(state, payload.id);
      if (item?.status === 'uploading') item.progress = payload.progress;
    },
    uploadEnded(state, { payload: { id, ...end } }: PayloadAction<UploadEnd>) {
      const item = uploadOf(state, id);
      if (item) Object.assign(item, end, end.status === 'done' && { progress: 1 });
    },
    uploadCancelled(state, action: PayloadAction<string>) {
      const item = uploadOf(state, action.payload);
      if (item && (item.status === 'uploading' || item.status === 'queued'))
        Object.assign(item, { status: 'cancelled', progress: 0 });
    },

    /** Each edit: shown as saving at once; the saga saves once the typing pauses. */
    draftChanged(state, { payload }: PayloadAction<{ editor: EditorId; content: string }>) {
      const draft = draftOf(state, payload.editor);
      draft.content = payload.content;
      writeStarted(draft.save);
    },
  },
  extraReducers: requestCases(...formsRequests),
});

const formsState = rootSelector(formsSlice)((state) => state);
type FormsRoot = Parameters<typeof formsState>[0];
const IDLE_SUBMISSION = idleSubmission();
const IDLE_DRAFT = idleDraft();
export const selectUploads = (root: FormsRoot) => formsState(root).uploads;
export const selectSubmission = (root: FormsRoot, form: FormId) =>
  formsState(root).submissions[form] ?? IDLE_SUBMISSION;
export const selectDraft = (root: FormsRoot, editor: EditorId) =>
  formsState(root).drafts[editor] ?? IDLE_DRAFT;

export const {
  formReset,
  filesQueued,
  fileRemoved,
  uploadsRequested,
  uploadStarted,
  uploadProgressed,
  uploadEnded,
  uploadCancelled,
  draftChanged,
} = formsSlice.actions;
export default formsSlice;
