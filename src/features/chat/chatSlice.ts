import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createEntityAdapter } from '@/lib/entityAdapter';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  requestFailed,
  requestNotFound,
  requestStarted,
  requestSucceeded,
  type RequestState,
} from '@/lib/requestState';
import { readReducers } from '@/lib/resourceSlice';
import { fieldSelectors, rootSelector } from '@/lib/selectors';
import type { ChatMessage, Conversation } from '@/contract/chat';

/** A message on screen: a stored one, or one of mine on its way (or failed, with a retry). */
export interface ThreadMessage extends ChatMessage {
  status: 'sent' | 'sending' | 'failed';
  /** The id the page gave a message before the server did (kept to match the answer). */
  clientId?: string;
  error?: AppError;
}

/** The conversations by id, in the order the API answered (the newest first). */
const conversationsAdapter = createEntityAdapter<Conversation>();
const { selectAll } = conversationsAdapter.getSelectors();

export interface ChatState {
  conversations: ReturnType<typeof conversationsAdapter.getInitialState>;
  conversationsRequest: RequestState;
  activeId: string | null;
  messages: Record<string, ThreadMessage[]>;
  threadRequest: RequestState;
}

const initialState: ChatState = {
  conversations: conversationsAdapter.getInitialState(),
  conversationsRequest: idleRequest(),
  activeId: null,
  messages: {},
  threadRequest: idleRequest(),
};

function touch(state: ChatState, message: ChatMessage) {
  const conversation = state.conversations.entities[message.conversationId];
  if (conversation) {
    conversation.lastMessage = {
      text: message.text,
      sentAt: message.sentAt,
      fromMe: message.fromMe,
    };
  }
}

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    ...readReducers('conversations', {
      request: (state: ChatState) => state.conversationsRequest,
      loaded: (state, conversations: Conversation[]) => {
        conversationsAdapter.setAll(state.conversations, conversations);
      },
    }),
    /** Opening a thread loads it, marks it read and waits for replies while it is open. */
    threadOpened(state, action: PayloadAction<string>) {
      state.activeId = action.payload;
      requestStarted(state.threadRequest);
    },
    /** The page was left: the thread's polling and reads in flight stop. */
    chatLeft(state) {
      state.activeId = null;
    },
    messagesLoaded(
      state,
      action: PayloadAction<{ conversationId: string; messages: ChatMessage[] }>,
    ) {
      const { conversationId, messages } = action.payload;
      if (conversationId === state.activeId) requestSucceeded(state.threadRequest);
      const known = new Set(messages.map((message) => message.id));
      // Mine still on their way or failed stay where they are (never silently dropped).
      const local = (state.messages[conversationId] ?? []).filter(
        (message) => message.status !== 'sent' && !known.has(message.id),
      );
      state.messages[conversationId] = [
        ...messages.map((message) => ({ ...message, status: 'sent' as const })),
        ...local,
      ];
      const last = messages[messages.length - 1];
      if (last) touch(state, last);
    },
    threadNotFound(state) {
      requestNotFound(state.threadRequest);
    },
    threadFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.threadRequest, action.payload);
    },
    conversationRead(state, action: PayloadAction<Conversation>) {
      if (state.conversations.entities[action.payload.id]) {
        conversationsAdapter.setOne(state.conversations, action.payload);
      }
      (state.messages[action.payload.id] ?? []).forEach((message) => {
        if (!message.fromMe) message.read = true;
      });
    },
    messageSendRequested: {
      reducer(state, action: PayloadAction<ThreadMessage>) {
        const message = action.payload;
        (state.messages[message.conversationId] ??= []).push(message);
        touch(state, message);
      },
      prepare: ({ conversationId, text }: { conversationId: string; text: string }) => {
        const clientId = `local-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
        return {
          payload: {
            id: clientId,
            clientId,
            conversationId,
            fromMe: true,
            text,
            sentAt: new Date().toISOString(),
            read: false,
            status: 'sending' as const,
          },
        };
      },
    },
    messageRetryRequested(
      state,
      action: PayloadAction<{ conversationId: string; clientId: string }>,
    ) {
      const message = state.messages[action.payload.conversationId]?.find(
        (item) => item.clientId === action.payload.clientId,
      );
      if (message) {
        message.status = 'sending';
        delete message.error;
      }
    },
    messageSent(state, action: PayloadAction<{ clientId: string; message: ChatMessage }>) {
      const list = state.messages[action.payload.message.conversationId] ?? [];
      const index = list.findIndex((item) => item.clientId === action.payload.clientId);
      const sent: ThreadMessage = { ...action.payload.message, status: 'sent' };
      if (index >= 0) list[index] = sent;
      else if (!list.some((item) => item.id === sent.id)) list.push(sent);
      touch(state, sent);
    },
    messageSendFailed(
      state,
      action: PayloadAction<{ conversationId: string; clientId: string; error: AppError }>,
    ) {
      const message = state.messages[action.payload.conversationId]?.find(
        (item) => item.clientId === action.payload.clientId,
      );
      if (message) {
        message.status = 'failed';
        message.error = action.payload.error;
      }
    },
    messageDeleteRequested(state, action: PayloadAction<ThreadMessage>) {
      const list = state.messages[action.payload.conversationId];
      if (list)
        state.messages[action.payload.conversationId] = list.filter(
          (m) => m.id !== action.payload.id,
        );
    },
    messageDeleted() {},
    messageDeleteFailed(state, action: PayloadAction<{ message: ThreadMessage; error: AppError }>) {
      const { message } = action.payload;
      const list = (state.messages[message.conversationId] ??= []);
      if (!list.some((item) => item.id === message.id)) {
        list.push(message);
        list.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
      }
    },
    messageCopyRequested(_state, _action: PayloadAction<string>) {},
  },
});

const fromRoot = rootSelector(chatSlice);
export const { selectConversationsRequest, selectActiveId, selectThreadRequest } =
  fieldSelectors(chatSlice);
export const selectConversations = fromRoot((state) => selectAll(state.conversations));
export const selectAllMessages = fromRoot((state) => state.messages);

export const {
  conversationsRequested,
  conversationsLoaded,
  conversationsFailed,
  threadOpened,
  chatLeft,
  messagesLoaded,
  threadNotFound,
  threadFailed,
  conversationRead,
  messageSendRequested,
  messageRetryRequested,
  messageSent,
  messageSendFailed,
  messageDeleteRequested,
  messageDeleted,
  messageDeleteFailed,
  messageCopyRequested,
} = chatSlice.actions;
export default chatSlice;
