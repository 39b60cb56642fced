import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  requestFailed,
  requestNotFound,
  requestStarted,
  requestSucceeded,
  type RequestState,
} from '@/lib/requestState';
import type { FileEntry, FileListing, FileSort, FileView, FolderCrumb, StorageUsage } from './api';

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
  items: FileEntry[];
  path: FolderCrumb[];
  usage: StorageUsage | null;
  request: RequestState;
  uploads: Upload[];
  /** A refused rename / new folder: shown beside the name field of that dialog. */
  nameError: AppError | null;
  nameStatus: 'idle' | 'saving' | 'done' | 'failed';
}

export const initialState: FilesState = {
  location: { view: 'folder', folderId: null, q: '', sort: 'name' },
  items: [],
  path: [],
  usage: null,
  request: idleRequest(),
  uploads: [],
  nameError: null,
  nameStatus: 'idle',
};

const filesSlice = createSlice({
  name: 'files',
  initialState,
  reducers: {
    filesRequested(state, action: PayloadAction<Partial<FilesLocation> | undefined>) {
      state.location = { ...state.location, ...action.payload };
      requestStarted(state.request);
    },
    filesLoaded(state, action: PayloadAction<FileListing>) {
      requestSucceeded(state.request);
      state.items = action.payload.items;
      state.path = action.payload.path;
      state.usage = action.payload.usage;
    },
    filesNotFound(state) {
      requestNotFound(state.request);
      state.items = [];
    },
    filesFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.request, action.payload);
    },
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
    uploadProgressed(state, action: PayloadAction<{ id: string; progress: number }>) {
      const upload = state.uploads.find((u) => u.id === action.payload.id);
      if (upload) upload.progress = action.payload.progress;
    },
    uploadRefused(
      state,
      action: PayloadAction<{ id: string; reason: 'tooLarge' | 'typeNotAllowed' }>,
    ) {
      const upload = state.uploads.find((u) => u.id === action.payload.id);
      if (upload) Object.assign(upload, { status: 'refused', reason: action.payload.reason });
    },
    uploadSucceeded(state, action: PayloadAction<{ id: string; entry: FileEntry }>) {
      const upload = state.uploads.find((u) => u.id === action.payload.id);
      if (upload) Object.assign(upload, { status: 'done', progress: 1 });
    },
    uploadFailed(state, action: PayloadAction<{ id: string; error: AppError }>) {
      const upload = state.uploads.find((u) => u.id === action.payload.id);
      if (upload) Object.assign(upload, { status: 'failed', error: action.payload.error });
    },
    uploadCancelled(state, action: PayloadAction<string>) {
      const upload = state.uploads.find((u) => u.id === action.payload);
      if (upload?.status === 'uploading') upload.status = 'cancelled';
    },
    uploadDismissed(state, action: PayloadAction<string>) {
      state.uploads = state.uploads.filter((u) => u.id !== action.payload);
    },
    downloadRequested(_state, _action: PayloadAction<{ id: string; name: string }>) {},
    downloadFailed(_state, _action: PayloadAction<AppError>) {},
    nameDialogOpened(state) {
      state.nameError = null;
      state.nameStatus = 'idle';
    },
    renameRequested(state, _action: PayloadAction<{ id: string; name: string }>) {
      state.nameStatus = 'saving';
      state.nameError = null;
    },
    renamed(state, action: PayloadAction<FileEntry>) {
      state.nameStatus = 'done';
      const index = state.items.findIndex((e) => e.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
    },
    renameFailed(state, action: PayloadAction<AppError>) {
      state.nameStatus = 'failed';
      state.nameError = action.payload;
    },
    folderCreateRequested(
      state,
      _action: PayloadAction<{ name: string; parentId: string | null }>,
    ) {
      state.nameStatus = 'saving';
      state.nameError = null;
    },
    folderCreated(state, action: PayloadAction<FileEntry>) {
      state.nameStatus = 'done';
      if (state.location.view === 'folder' && state.location.folderId === action.payload.parentId) {
        state.items.unshift(action.payload);
      }
    },
    folderCreateFailed(state, action: PayloadAction<AppError>) {
      state.nameStatus = 'failed';
      state.nameError = action.payload;
    },
    /** Move to Bin (trashed: true) or restore (false): the entry leaves the view at once. */
    trashRequested(_state, _action: PayloadAction<{ id: string; trashed: boolean }>) {},
    deleteRequested(_state, _action: PayloadAction<string>) {},
    entryRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((e) => e.id !== action.payload);
    },
    entryWriteDone(_state, _action: PayloadAction<string>) {},
    /** Rollback of a refused Bin / restore / delete: the view as it was. */
    entryWriteFailed(state, action: PayloadAction<{ previous: FileEntry[]; error: AppError }>) {
      state.items = action.payload.previous;
    },
  },
  selectors: {
    selectFiles: (state) => state.items,
    selectFilesLocation: (state) => state.location,
    selectFilesPath: (state) => state.path,
    selectFilesUsage: (state) => state.usage,
    selectFilesRequest: (state) => state.request,
    selectUploads: (state) => state.uploads,
  },
});

export const {
  selectFiles,
  selectFilesLocation,
  selectFilesPath,
  selectFilesUsage,
  selectFilesRequest,
  selectUploads,
} = filesSlice.getSelectors((root: { files?: FilesState }) => root.files ?? initialState);

export const selectNameStatus = (root: { files?: FilesState }) =>
  (root.files ?? initialState).nameStatus;
export const selectNameError = (root: { files?: FilesState }) =>
  (root.files ?? initialState).nameError;

export const {
  filesRequested,
  filesLoaded,
  filesNotFound,
  filesFailed,
  uploadRequested,
  uploadProgressed,
  uploadRefused,
  uploadSucceeded,
  uploadFailed,
  uploadCancelled,
  uploadDismissed,
  downloadRequested,
  downloadFailed,
  nameDialogOpened,
  renameRequested,
  renamed,
  renameFailed,
  folderCreateRequested,
  folderCreated,
  folderCreateFailed,
  trashRequested,
  deleteRequested,
  entryRemoved,
  entryWriteDone,
  entryWriteFailed,
} = filesSlice.actions;
export default filesSlice;
