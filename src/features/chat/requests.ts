import { createAction } from '@reduxjs/toolkit';
import { demoDataReset } from '@/features/events';
import { answer, get, post, remove } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { defineRequest } from '@/lib/request';
import { CHAT_API, type ChatMessage, type Conversation } from '@/contract/chat';
import type { ChatState, ThreadMessage } from './chatSlice';

/** How often an open thread asks for new messages (the contact's replies). */
export const CHAT_POLL_MS = 1500;

/** The conversations by id, in the order the API answered (the newest first). */
export const conversationsAdapter = createEntityAdapter<Conversation>();

/** The page was left: the thread's polling and the reads in flight stop. */
export const chatLeft = createAction('chat/chatLeft');

/** A message of mine as it shows before the server has it (its `clientId` matches the answer). */
export function draftMessage(conversationId: string, text: string): ThreadMessage {
  const clientId = `local-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const sentAt = new Date().toISOString();
  const status = 'sending';
  return {
    id: clientId,
    clientId,
    conversationId,
    fromMe: true,
    text,
    sentAt,
    read: false,
    status,
  };
}

function touch(state: ChatState, message: ChatMessage) {
  const conversation = state.conversations.entities[message.conversationId];
  if (conversation) {
    const { text, sentAt, fromMe } = message;
    conversation.lastMessage = { text, sentAt, fromMe };
  }
}

const mine = (state: ChatState, { conversationId, clientId }: ThreadMessage) =>
  state.messages[conversationId]?.find((item) => item.clientId === clientId);

export const listConversations = defineRequest('chat/conversations', {
  read: (state: ChatState) => state.conversationsRequest,
  call: (_: void) => get<Conversation[]>(CHAT_API.conversations),
  loaded: (state, conversations) => conversationsAdapter.setAll(state.conversations, conversations),
  empty: [],
  also: [demoDataReset],
  until: [chatLeft],
});

/** Marks a thread read; a failure is not worth a message (the next poll marks it again). */
export const markRead = defineRequest('chat/markRead', {
  write: (state: ChatState) => state.write,
  call: (conversationId: string) => post<Conversation>(CHAT_API.read(conversationId), {}),
  succeeded: (state, conversation) => {
    if (state.conversations.entities[conversation.id])
      conversationsAdapter.setOne(state.conversations, conversation);
    for (const message of state.messages[conversation.id] ?? [])
      if (!message.fromMe) message.read = true;
  },
});

/**
 * The open thread: loaded, marked read while the contact's messages are unread, and asked
 * again every `CHAT_POLL_MS` (the contact's replies) until another thread opens or the page
 * is left. A missed poll is retried at the next tick.
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
    const last = messages[messages.length - 1];
    if (last) touch(state, last);
  },
  announce: (messages, conversationId) =>
    messages.some((m) => !m.fromMe && !m.read) ? markRead.requested(conversationId) : undefined,
  until: [chatLeft],
  poll: { every: CHAT_POLL_MS, quiet: true },
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

export const chatRequests = [listConversations, markRead, openThread, sendMessage, deleteMessage];
