import { createAction } from '@reduxjs/toolkit';
import { demoDataReset } from '@/features/events';
import { answer, get, post, remove } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { defineRequest } from '@/lib/request';
import {
  CHAT_API,
  type ChatMessage,
  type Conversation,
  type StartConversationBody,
} from '@/contract/chat';
import type { ChatState, ThreadMessage } from './chatSlice';

/** The conversations by id, latest activity first (as the API answers them). */
export const conversationsAdapter = createEntityAdapter<Conversation>();

/** The page was left: the reads in flight stop, and live changes no longer refetch. */
export const chatLeft = createAction('chat/chatLeft');

/** The "new conversation" dialog opened: the last start's outcome is forgotten. */
export const startOpened = createAction('chat/startOpened');

/** A message of mine as it shows before the server has it (its `clientId` matches the answer). */
export function draftMessage(conversationId: string, text: string): ThreadMessage {
  const clientId = `local-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    id: clientId,
    clientId,
    conversationId,
    from: '',
    fromMe: true,
    text,
    sentAt: new Date().toISOString(),
    seenBy: [],
    status: 'sending',
  };
}

/** The conversation's last message becomes this one (and it moves to the top of the list). */
function touch(state: ChatState, message: ChatMessage) {
  const conversation = state.conversations.entities[message.conversationId];
  if (!conversation) return;
  const { text, sentAt, from, fromMe } = message;
  conversation.lastMessage = { text, sentAt, from, fromMe };
  conversation.updatedAt = sentAt;
  const ids = state.conversations.ids.filter((id) => id !== conversation.id);
  state.conversations.ids = [conversation.id, ...ids];
}

const mine = (state: ChatState, { conversationId, clientId }: ThreadMessage) =>
  state.messages[conversationId]?.find((item) => item.clientId === clientId);

export const listConversations = defineRequest('chat/conversations', {
  read: (state: ChatState) => state.conversationsRequest,
  requested: (state) => void (state.shown = true),
  call: (_: void) => get<Conversation[]>(CHAT_API.conversations),
  loaded: (state, conversations) => conversationsAdapter.setAll(state.conversations, conversations),
  empty: [],
  also: [demoDataReset],
  until: [chatLeft],
});

/** Marks a thread read; a failure is not worth a message (the next change marks it again). */
export const markRead = defineRequest('chat/markRead', {
  write: (state: ChatState) => state.write,
  call: (conversationId: string) => post<Conversation>(CHAT_API.read(conversationId), {}),
  succeeded: (state, conversation) => {
    if (state.conversations.entities[conversation.id])
      conversationsAdapter.setOne(state.conversations, conversation);
  },
});

/**
 * The open thread: loaded, and marked read while the others' messages are unread. Read again
 * whenever the live stream says the chat changed (chatSaga), never polled.
 */
export const openThread = defineRequest('chat/thread', {
  read: (state: ChatState) => state.threadRequest,
  requested: (state, conversationId: string) => void (state.activeId = conversationId),
  call: (conversationId) => get<ChatMessage[]>(CHAT_API.messages(conversationId)),
  loaded: (state, messages, conversationId) => {
    const known = new Set(messages.map((message) => message.id));
    // Mine still on their way or failed stay where they are (never silently dropped).
    const local = (state.messages[conversationId] ?? []).filter(
      (message) => message.status !== 'sent' && !known.has(message.id),
    );
    state.messages[conversationId] = [
      ...messages.map((message) => ({ ...message, status: 'sent' as const })),
      ...local,
    ];
  },
  announce: (_messages, conversationId) => markRead.requested(conversationId),
  until: [chatLeft],
});

/** Shown at once as `sending`; a refusal marks it `failed` in the thread, with a retry. */
export const sendMessage = defineRequest('chat/send', {
  write: (state: ChatState) => state.write,
  call: ({ conversationId, text }: ThreadMessage) =>
    post<ChatMessage>(CHAT_API.messages(conversationId), { text }),
  optimistic: (state, message) => {
    const retried = mine(state, message);
    if (retried) {
      retried.status = 'sending';
      delete retried.error;
      return;
    }
    (state.messages[message.conversationId] ??= []).push(message);
    touch(state, message);
  },
  succeeded: (state, message, { clientId }) => {
    const list = (state.messages[message.conversationId] ??= []);
    const index = list.findIndex((item) => item.clientId === clientId);
    const sent: ThreadMessage = { ...message, status: 'sent' };
    if (index >= 0) list[index] = sent;
    else if (!list.some((item) => item.id === sent.id)) list.push(sent);
    touch(state, sent);
  },
  rollback: (state, { request, error }) =>
    void Object.assign(mine(state, request) ?? {}, { status: 'failed', error }),
});

/** Taken off at once; a refusal puts it back where it was, with a message. */
export const deleteMessage = defineRequest('chat/delete', {
  write: (state: ChatState) => state.write,
  // One that never reached the server only lives here: nothing to ask ("gone" already).
  call: ({ conversationId, id, status }: ThreadMessage) =>
    status === 'sent'
      ? remove(CHAT_API.message(conversationId, id))
      : () => Promise.resolve(answer(null)),
  optimistic: (state, { conversationId, id }) => {
    const list = state.messages[conversationId];
    if (list) state.messages[conversationId] = list.filter((m) => m.id !== id);
  },
  gone: true,
  rollback: (state, { request: message }) => {
    const list = (state.messages[message.conversationId] ??= []);
    if (list.some((item) => item.id === message.id)) return;
    list.push(message);
    list.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  },
  notify: 'chat.deleteFailed',
});

/** Starts (or finds again) a conversation; once answered it is at the top and open. */
export const startConversation = defineRequest('chat/start', {
  write: (state: ChatState) => state.start,
  call: (body: StartConversationBody) => post<Conversation>(CHAT_API.conversations, body),
  succeeded: (state, conversation) => {
    conversationsAdapter.setOne(state.conversations, conversation);
    const ids = state.conversations.ids.filter((id) => id !== conversation.id);
    state.conversations.ids = [conversation.id, ...ids];
  },
  announce: (conversation) => openThread.requested(conversation.id),
});

export const chatRequests = [
  listConversations,
  markRead,
  openThread,
  sendMessage,
  deleteMessage,
  startConversation,
];
