import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  idleWrite,
  writeFailed,
  writeStarted,
  type RequestState,
  type WriteState,
} from '@/lib/requestState';
import { fieldReadReducers, readReducers } from '@/lib/resourceSlice';
import { fieldSelectors } from '@/lib/selectors';
import type {
  Attachment,
  BulkAction,
  ComposeFields,
  EmailCounts,
  EmailMessage,
  EmailQuery,
  EmailSummary,
} from '@/contract/email';

/** A draft save or a Send: `sending` while a Send is saving, `sent` once it is saved. */
export interface ComposeState extends WriteState {
  sending: boolean;
  sent: boolean;
  /** The draft on the server once saved (later saves and the send update it). */
  draftId: string | null;
  /** Attachments already stored with the draft. */
  stored: Attachment[];
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

const initialCompose: ComposeState = {
  ...idleWrite(),
  sending: false,
  sent: false,
  draftId: null,
  stored: [],
};

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
    ...readReducers('list', {
      request: (state: EmailState) => state.listRequest,
      requested: (state, query: EmailQuery | undefined) => {
        if (!query) return;
        const changed = JSON.stringify(query) !== JSON.stringify(state.query);
        state.query = query;
        if (changed) state.selected = [];
      },
      loaded: (state, { items, total }: { items: EmailSummary[]; total: number }) => {
        state.items = items;
        state.total = total;
        const ids = new Set(items.map((item) => item.id));
        state.selected = state.selected.filter((id) => ids.has(id));
      },
    }),
    countsLoaded(state, action: PayloadAction<EmailCounts>) {
      state.counts = action.payload;
    },
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
    /** No id: the newest message of the inbox. */
    ...fieldReadReducers('message', 'message', {
      request: (state: EmailState) => state.messageRequest,
      requested: (state, _id: string | null) => {
        state.message = null;
      },
    }),
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
      writeStarted(state.compose);
      state.compose.sending = action.payload.fields.mode === 'send';
    },
    composeSaved(state, action: PayloadAction<EmailMessage>) {
      const sent = action.payload.folder === 'sent';
      state.compose = {
        ...initialCompose,
        status: 'saved',
        sent,
        draftId: sent ? null : action.payload.id,
        stored: action.payload.attachments,
      };
    },
    composeFailed(state, action: PayloadAction<AppError>) {
      writeFailed(state.compose, action.payload);
      state.compose.sending = false;
    },
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
} = fieldSelectors(emailSlice);

export const {
  listRequested,
  listLoaded,
  listFailed,
  countsLoaded,
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
