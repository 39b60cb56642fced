import { HttpResponse } from 'msw';
import { MESSAGE_MAX, type ChatMessage, type Conversation } from '@/features/chat/api';
import { defineUserCollection, withUserData } from '../db';
import { CHAT_REPLIES, chatSeed, type ChatSeed } from '../fixtures/chat';
import { apiEndpoint, type ApiEndpoint, invalid, notFound, readJson } from '../api/server';

/** How long a contact takes to answer (the reply is stored at once, dated in the future). */
export const CHAT_REPLY_DELAY_MS = 1200;

interface ChatData extends ChatSeed {
  nextId: number;
}

const chatData = defineUserCollection<ChatData>({
  name: 'chat',
  version: 1,
  seed: ({ now }) => ({ ...chatSeed(now), nextId: 1000 }),
  isValid: (entry): entry is ChatData =>
    typeof entry === 'object' &&
    entry !== null &&
    Array.isArray((entry as ChatData).conversations) &&
    Array.isArray((entry as ChatData).messages) &&
    typeof (entry as ChatData).nextId === 'number',
});

/** Messages already delivered: a reply dated in the future is not there yet. */
const delivered = (data: ChatData, now: number) =>
  data.messages.filter((message) => Date.parse(message.sentAt) <= now);

function summary(data: ChatData, id: string, now: number): Conversation | null {
  const entry = data.conversations.find((item) => item.id === id);
  if (!entry) return null;
  const messages = delivered(data, now).filter((message) => message.conversationId === id);
  const last = messages[messages.length - 1];
  return {
    id,
    contact: entry.contact,
    lastMessage: last ? { text: last.text, sentAt: last.sentAt, fromMe: last.fromMe } : null,
    unread: messages.filter((message) => !message.fromMe && !message.read).length,
  };
}

const roles = { roles: ['Admin'] as const };

/** The chat part of the demo API (docs/api/chat.md): Admin only. */
export const chatEndpoints: ApiEndpoint[] = [
  apiEndpoint(
    'get',
    'chat/conversations',
    ({ caller }) =>
      withUserData(chatData, caller.uid, (data) => {
        const now = Date.now();
        return data.conversations
          .map((item) => summary(data, item.id, now) as Conversation)
          .sort((a, b) => (b.lastMessage?.sentAt ?? '').localeCompare(a.lastMessage?.sentAt ?? ''));
      }),
    roles,
  ),
  apiEndpoint(
    'get',
    'chat/conversations/:id/messages',
    ({ caller, params }) =>
      withUserData(chatData, caller.uid, (data) => {
        if (!data.conversations.some((item) => item.id === params.id)) return notFound();
        return delivered(data, Date.now()).filter(
          (message) => message.conversationId === params.id,
        );
      }),
    roles,
  ),
  apiEndpoint(
    'post',
    'chat/conversations/:id/messages',
    async ({ caller, params, request }) => {
      const body = (await readJson(request)) as { text?: unknown } | null;
      const text = typeof body?.text === 'string' ? body.text : '';
      if (!text.trim()) return invalid({ text: 'Write a message first' });
      if (text.length > MESSAGE_MAX) {
        return invalid({ text: `A message can be at most ${MESSAGE_MAX} characters` });
      }
      return withUserData(chatData, caller.uid, (data) => {
        if (!data.conversations.some((item) => item.id === params.id)) return notFound();
        const now = Date.now();
        const conversationId = String(params.id);
        const message: ChatMessage = {
          id: `m-${data.nextId}`,
          conversationId,
          fromMe: true,
          text,
          sentAt: new Date(now).toISOString(),
          read: false,
        };
        const reply: ChatMessage = {
          id: `m-${data.nextId + 1}`,
          conversationId,
          fromMe: false,
          text: CHAT_REPLIES[data.nextId % CHAT_REPLIES.length] ?? 'OK',
          sentAt: new Date(now + CHAT_REPLY_DELAY_MS).toISOString(),
          read: false,
        };
        data.nextId += 2;
        // The contact reads everything of mine before answering.
        data.messages.forEach((item) => {
          if (item.conversationId === conversationId && item.fromMe) item.read = true;
        });
        data.messages.push(message, reply);
        return HttpResponse.json(message, { status: 201 });
      });
    },
    roles,
  ),
  apiEndpoint(
    'post',
    'chat/conversations/:id/read',
    ({ caller, params }) =>
      withUserData(chatData, caller.uid, (data) => {
        const now = Date.now();
        const id = String(params.id);
        if (!data.conversations.some((item) => item.id === id)) return notFound();
        delivered(data, now).forEach((message) => {
          if (message.conversationId === id && !message.fromMe) message.read = true;
        });
        return summary(data, id, now);
      }),
    roles,
  ),
  apiEndpoint(
    'delete',
    'chat/conversations/:id/messages/:messageId',
    ({ caller, params }) =>
      withUserData(chatData, caller.uid, (data) => {
        const index = data.messages.findIndex(
          (message) => message.id === params.messageId && message.conversationId === params.id,
        );
        if (index < 0) return notFound('This message no longer exists');
        data.messages.splice(index, 1);
        return undefined;
      }),
    roles,
  ),
];
