import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import { queryReadReducers, writeReducers } from '@/lib/resourceSlice';
import { rootSelector } from '@/lib/selectors';
import type {
  FileEntry,
  FileListing,
  FileSort,
  FileView,
  FolderCrumb,
  StorageUsage,
} from '@/contract/files';

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
  /** A rename / new folder: a refusal is shown beside the name field of that dialog. */
  nameWrite: WriteState;
}

export const initialState: FilesState = {
  location: { view: 'folder', folderId: null, q: '', sort: 'name' },
  items: [],
  path: [],
  usage: null,
  request: idleRequest(),
  uploads: [],
  nameWrite: idleWrite(),
};

const filesSlice = createSlice({
  name: 'files',
  initialState,
  reducers: {
    /** `filesSearched(q)`: each keystroke; the listing is read once typing pauses (the saga). */
    ...queryReadReducers('files', {
      request: (state: FilesState) => state.request,
      query: (state) => state.location,
      loaded: (state, { items, path, usage }: FileListing) => {
        Object.assign(state, { items, path, usage });
      },
      notFound: (state) => {
        state.items = [];
      },
    }),
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
    ...writeReducers('rename', 'renamed', {
      write: (state: FilesState) => state.nameWrite,
      opened: 'nameDialogOpened',
      requested: (_state, _rename: { id: string; name: string }) => {},
      saved: (state, entry: FileEntry) => {
        const index = state.items.findIndex((e) => e.id === entry.id);
        if (index >= 0) state.items[index] = entry;
      },
    }),
    ...writeReducers('folderCreate', 'folderCreated', {
      write: (state: FilesState) => state.nameWrite,
      requested: (_state, _folder: { name: string; parentId: string | null }) => {},
      saved: (state, folder: FileEntry) => {
        if (state.location.view === 'folder' && state.location.folderId === folder.parentId) {
          state.items.unshift(folder);
        }
      },
    }),
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
});

const fromRoot = rootSelector(filesSlice);
export const selectFiles = fromRoot((state) => state.items);
export const selectFilesLocation = fromRoot((state) => state.location);
export const selectFilesPath = fromRoot((state) => state.path);
export const selectFilesUsage = fromRoot((state) => state.usage);
export const selectFilesRequest = fromRoot((state) => state.request);
export const selectUploads = fromRoot((state) => state.uploads);
export const selectNameStatus = fromRoot((state) => state.nameWrite.status);
export const selectNameError = fromRoot((state) => state.nameWrite.error);

export const {
  filesRequested,
  filesLoaded,
  filesNotFound,
  filesFailed,
  filesSearched,
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
