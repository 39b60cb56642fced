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
import type {
  Attachment,
  BulkAction,
  ComposeFields,
  EmailCounts,
  EmailMessage,
  EmailQuery,
  EmailSummary,
} from './api';

export interface ComposeState {
  status: 'idle' | 'saving' | 'saved' | 'sending' | 'sent' | 'failed';
  /** The draft on the server once saved (later saves and the send update it). */
  draftId: string | null;
  /** Attachments already stored with the draft. */
  stored: Attachment[];
  error: AppError | null;
}

export interface EmailState {
  query: EmailQuery;
  items: EmailSummary[];
  total: number;
  listRequest: RequestState;
  selected: string[];
  counts: EmailCounts | null;
  message: EmailMessage | null;
  messageRequest: RequestState;
  compose: ComposeState;
}

const initialCompose: ComposeState = { status: 'idle', draftId: null, stored: [], error: null };

const initialState: EmailState = {
  query: { folder: 'inbox', label: null, page: 1, q: '' },
  items: [],
  total: 0,
  listRequest: idleRequest(),
  selected: [],
  counts: null,
  message: null,
  messageRequest: idleRequest(),
  compose: initialCompose,
};

export interface ComposeSubmit {
  fields: ComposeFields;
  /** Ids of files held in ./files (new attachments). */
  fileIds: string[];
  /** Stored attachments to keep (a draft's). */
  keep: string[];
  autosave?: boolean;
}

const emailSlice = createSlice({
  name: 'email',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<EmailQuery | undefined>) {
      if (action.payload) {
        const changed = JSON.stringify(action.payload) !== JSON.stringify(state.query);
        state.query = action.payload;
        if (changed) state.selected = [];
      }
      requestStarted(state.listRequest);
    },
    listLoaded(state, action: PayloadAction<{ items: EmailSummary[]; total: number }>) {
      requestSucceeded(state.listRequest);
      state.items = action.payload.items;
      state.total = action.payload.total;
      const ids = new Set(action.payload.items.map((item) => item.id));
      state.selected = state.selected.filter((id) => ids.has(id));
    },
    listFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.listRequest, action.payload);
    },
    countsLoaded(state, action: PayloadAction<EmailCounts>) {
      state.counts = action.payload;
    },
    /** The inbox or details page was left: reads in flight are aborted. */
    emailLeft() {},
    selectionChanged(state, action: PayloadAction<string[]>) {
      state.selected = action.payload;
    },
    bulkActionRequested: {
      reducer(
        state,
        action: PayloadAction<{
          ids: string[];
          action: BulkAction;
          before: EmailSummary[];
          total: number;
        }>,
      ) {
        const { ids, action: what } = action.payload;
        const folder = state.query.folder;
        const leaves =
          what === 'trash' ||
          what === 'restore' ||
          what === 'delete' ||
          (what === 'unstar' && folder === 'starred');
        if (leaves) {
          state.items = state.items.filter((item) => !ids.includes(item.id));
          state.total -= ids.length;
        } else {
          state.items.forEach((item) => {
            if (!ids.includes(item.id)) return;
            if (what === 'read' || what === 'unread') item.read = what === 'read';
            if (what === 'star' || what === 'unstar') item.starred = what === 'star';
          });
        }
        state.selected = [];
      },
      prepare: (payload: {
        ids: string[];
        action: BulkAction;
        before: EmailSummary[];
        total: number;
      }) => ({
        payload,
      }),
    },
    bulkActionDone() {},
    bulkActionFailed(
      state,
      action: PayloadAction<{ before: EmailSummary[]; total: number; error: AppError }>,
    ) {
      state.items = action.payload.before;
      state.total = action.payload.total;
    },
    messageRequested(state, _action: PayloadAction<string | null>) {
      requestStarted(state.messageRequest);
      state.message = null;
    },
    messageLoaded(state, action: PayloadAction<EmailMessage>) {
      requestSucceeded(state.messageRequest);
      state.message = action.payload;
    },
    messageNotFound(state) {
      requestNotFound(state.messageRequest);
    },
    messageFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.messageRequest, action.payload);
    },
    attachmentDownloadRequested(
      _state,
      _action: PayloadAction<{ messageId: string; attachment: Attachment }>,
    ) {},
    composeStarted(
      state,
      action: PayloadAction<{ draftId: string | null; stored: Attachment[] } | undefined>,
    ) {
      state.compose = {
        ...initialCompose,
        draftId: action.payload?.draftId ?? null,
        stored: action.payload?.stored ?? [],
      };
    },
    composeSubmitted(state, action: PayloadAction<ComposeSubmit>) {
      state.compose.status = action.payload.fields.mode === 'send' ? 'sending' : 'saving';
      state.compose.error = null;
    },
    composeSaved(state, action: PayloadAction<EmailMessage>) {
      state.compose = {
        status: action.payload.folder === 'sent' ? 'sent' : 'saved',
        draftId: action.payload.folder === 'sent' ? null : action.payload.id,
        stored: action.payload.attachments,
        error: null,
      };
    },
    composeFailed(state, action: PayloadAction<AppError>) {
      state.compose.status = 'failed';
      state.compose.error = action.payload;
    },
  },
  selectors: {
    selectQuery: (state) => state.query,
    selectItems: (state) => state.items,
    selectTotal: (state) => state.total,
    selectListRequest: (state) => state.listRequest,
    selectSelected: (state) => state.selected,
    selectCounts: (state) => state.counts,
    selectMessage: (state) => state.message,
    selectMessageRequest: (state) => state.messageRequest,
    selectCompose: (state) => state.compose,
  },
});

export const {
  selectQuery,
  selectItems,
  selectTotal,
  selectListRequest,
  selectSelected,
  selectCounts,
  selectMessage,
  selectMessageRequest,
  selectCompose,
} = emailSlice.getSelectors((root: { email?: EmailState }) => root.email ?? initialState);

export const {
  listRequested,
  listLoaded,
  listFailed,
  countsLoaded,
  emailLeft,
  selectionChanged,
  bulkActionRequested,
  bulkActionDone,
  bulkActionFailed,
  messageRequested,
  messageLoaded,
  messageNotFound,
  messageFailed,
  attachmentDownloadRequested,
  composeStarted,
  composeSubmitted,
  composeSaved,
  composeFailed,
} = emailSlice.actions;
export default emailSlice;
