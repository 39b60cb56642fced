import { createSlice } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import { requestCases } from '@/lib/request';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import { fieldSelectors, rootSelector } from '@/lib/selectors';
import type { ChatMessage } from '@/contract/chat';
import { chatLeft, chatRequests, conversationsAdapter, startOpened } from './requests';

/** A message on screen: a stored one, or one of mine on its way (or failed, with a retry). */
export interface ThreadMessage extends ChatMessage {
  status: 'sent' | 'sending' | 'failed';
  /** The id the page gave a message before the server did (kept to match the answer). */
  clientId?: string;
  error?: AppError;
}

export interface ChatState {
  conversations: ReturnType<typeof conversationsAdapter.getInitialState>;
  conversationsRequest: RequestState;
  /** The chat page is on screen: live changes refetch what it shows. */
  shown: boolean;
  activeId: string | null;
  messages: Record<string, ThreadMessage[]>;
  threadRequest: RequestState;
  /** The last message write (a send's failure shows on its message, a delete's in a toast). */
  write: WriteState;
  /** Starting a conversation (its refusal shows in the dialog). */
  start: WriteState;
}

const initialState: ChatState = {
  conversations: conversationsAdapter.getInitialState(),
  conversationsRequest: idleRequest(),
  shown: false,
  activeId: null,
  messages: {},
  threadRequest: idleRequest(),
  write: idleWrite(),
  start: idleWrite(),
};

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(chatLeft, (state) => {
      state.activeId = null;
      state.shown = false;
    });
    builder.addCase(startOpened, (state) => void (state.start = idleWrite()));
    requestCases(...chatRequests)(builder);
  },
});

const fromRoot = rootSelector(chatSlice);
export const {
  selectConversationsRequest,
  selectActiveId,
  selectThreadRequest,
  selectStart,
  selectShown,
} = fieldSelectors(chatSlice);
export const selectConversations = fromRoot((state) =>
  conversationsAdapter.getSelectors().selectAll(state.conversations),
);
export const selectAllMessages = fromRoot((state) => state.messages);

export { chatLeft };
export default chatSlice;
