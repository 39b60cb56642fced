import { createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import { requestCases } from '@/lib/request';
import {
  idleRequest,
  idleWrite,
  writeFailed,
  writeStarted,
  type RequestState,
  type WriteState,
} from '@/lib/requestState';
import { fieldSelectors, rootSelector } from '@/lib/selectors';
import type {
  Attachment,
  ComposeFields,
  EmailCounts,
  EmailMessage,
  EmailQuery,
  EmailSummary,
} from '@/contract/email';
import { emailAdapter, emailRequests } from './requests';

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
  items: EntityState<EmailSummary, string>;
  total: number;
  listRequest: RequestState;
  selected: string[];
  counts: EmailCounts | null;
  countsRequest: RequestState;
  message: EmailMessage | null;
  messageRequest: RequestState;
  /** The last bulk change (refused: rolled back with a toast). */
  bulkWrite: WriteState;
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
  items: emailAdapter.getInitialState(),
  total: 0,
  listRequest: idleRequest(),
  selected: [],
  counts: null,
  countsRequest: idleRequest(),
  message: null,
  messageRequest: idleRequest(),
  bulkWrite: idleWrite(),
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
    selectionChanged(state, action: PayloadAction<string[]>) {
      state.selected = action.payload;
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
    /** Sent by the compose saga one at a time, in order (multipart, with the attachments). */
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
  extraReducers: requestCases(...emailRequests),
});

export const {
  selectQuery,
  selectTotal,
  selectListRequest,
  selectSelected,
  selectCounts,
  selectMessage,
  selectMessageRequest,
  selectCompose,
} = fieldSelectors(emailSlice);
export const selectItems = rootSelector(emailSlice)((state) =>
  emailAdapter.getSelectors().selectAll(state.items),
);

export const {
  selectionChanged,
  attachmentDownloadRequested,
  composeStarted,
  composeSubmitted,
  composeSaved,
  composeFailed,
} = emailSlice.actions;
export default emailSlice;
