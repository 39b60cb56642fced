import { createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import { requestCases } from '@/lib/request';
import { idleRequest, idleWrite, writeReset } from '@/lib/requestState';
import type { RequestState, WriteState } from '@/lib/requestState';
import { rootSelector } from '@/lib/selectors';
import type { FileEntry, FileSort, FileView, FolderCrumb, StorageUsage } from '@/contract/files';
import { filesAdapter, filesRequests } from './requests';

export interface FilesLocation {
  view: FileView;
  folderId: string | null;
  q: string;
  sort: FileSort;
}

export interface Upload {
  id: string;
  name: string;
  size: number;
  /** 0 to 1 */
  progress: number;
  status: 'uploading' | 'done' | 'failed' | 'cancelled' | 'refused';
  /** refused: why (i18n key suffix); failed: the server's error. */
  reason: 'tooLarge' | 'typeNotAllowed' | null;
  error: AppError | null;
}

export interface FilesState {
  location: FilesLocation;
  items: EntityState<FileEntry, string>;
  path: FolderCrumb[];
  usage: StorageUsage | null;
  request: RequestState;
  uploads: Upload[];
  /** A rename / new folder: a refusal is shown beside the name field of that dialog. */
  nameWrite: WriteState;
  /** The last Bin / restore / delete: a refusal is rolled back with a toast. */
  entryWrite: WriteState;
}

export const initialState: FilesState = {
  location: { view: 'folder', folderId: null, q: '', sort: 'name' },
  items: filesAdapter.getInitialState(),
  path: [],
  usage: null,
  request: idleRequest(),
  uploads: [],
  nameWrite: idleWrite(),
  entryWrite: idleWrite(),
};

/** How an upload ended: done, failed (the server's error) or refused before it was sent (why). */
type UploadEnd = Pick<Upload, 'id' | 'status'> & Partial<Pick<Upload, 'reason' | 'error'>>;

const uploadOf = (state: FilesState, id: string) => state.uploads.find((u) => u.id === id);

const filesSlice = createSlice({
  name: 'files',
  initialState,
  reducers: {
    uploadRequested(
      state,
      action: PayloadAction<{ id: string; name: string; size: number; folderId: string | null }>,
    ) {
      const { id, name, size } = action.payload;
      state.uploads.unshift({
        id,
        name,
        size,
        progress: 0,
        status: 'uploading',
        reason: null,
        error: null,
      });
    },
    uploadProgressed(state, { payload }: PayloadAction<{ id: string; progress: number }>) {
      const upload = uploadOf(state, payload.id);
      if (upload) upload.progress = payload.progress;
    },
    uploadEnded(state, { payload: { id, ...end } }: PayloadAction<UploadEnd>) {
      const upload = uploadOf(state, id);
      if (upload) Object.assign(upload, end, end.status === 'done' && { progress: 1 });
    },
    uploadCancelled(state, action: PayloadAction<string>) {
      const upload = uploadOf(state, action.payload);
      if (upload?.status === 'uploading') upload.status = 'cancelled';
    },
    uploadDismissed(state, action: PayloadAction<string>) {
      state.uploads = state.uploads.filter((u) => u.id !== action.payload);
    },
    downloadRequested(_state, _action: PayloadAction<{ id: string; name: string }>) {},
    /** Its dialog opens again: the last save's outcome no longer closes it. */
    nameDialogOpened: (state) => writeReset(state.nameWrite),
  },
  extraReducers: requestCases(...filesRequests),
});

const fromRoot = rootSelector(filesSlice);
export const selectFiles = fromRoot((state) => filesAdapter.getSelectors().selectAll(state.items));
export const selectFilesLocation = fromRoot((state) => state.location);
export const selectFilesPath = fromRoot((state) => state.path);
export const selectFilesUsage = fromRoot((state) => state.usage);
export const selectFilesRequest = fromRoot((state) => state.request);
export const selectUploads = fromRoot((state) => state.uploads);
export const selectNameStatus = fromRoot((state) => state.nameWrite.status);
export const selectNameError = fromRoot((state) => state.nameWrite.error);

export const {
  uploadRequested,
  uploadProgressed,
  uploadEnded,
  uploadCancelled,
  uploadDismissed,
  downloadRequested,
  nameDialogOpened,
} = filesSlice.actions;
export default filesSlice;
