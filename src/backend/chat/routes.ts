/** The chat API (docs/api/chat.md): conversations and their messages, per user. Admin only. */
import * as z from 'zod/mini';
import {
  CHAT_API,
  chatMessageSchema,
  conversationSchema,
  sendMessageBody,
  type ChatContact,
  type ChatMessage,
  type Conversation,
} from '@/contract/chat';
import { routePath } from '../path';
import { notFound } from '../problems';
import { created, defineRoute, type AnyRoute, type OwnedTable } from '../route';
import { defineArea, defineTable, type Condition } from '../store';
import { CHAT_REPLIES, chatSeed } from './seed';

/** How long a contact takes to answer (the reply is stored at once, dated in the future). */
export const CHAT_REPLY_DELAY_MS = 1200;

export interface ConversationRow {
  id: string;
  contact: ChatContact;
}

export const conversationsTable = defineTable<ConversationRow>({
  name: 'chat_conversations',
  area: 'chat',
  columns: { id: 'text', contact: 'json' },
  indexes: [],
});

export const messagesTable = defineTable<ChatMessage>({
  name: 'chat_messages',
  area: 'chat',
  columns: {
    id: 'text',
    conversationId: 'text',
    fromMe: 'boolean',
    text: 'text',
    sentAt: 'timestamp',
    read: 'boolean',
  },
  indexes: [['conversationId', 'sentAt']],
});

export const chatArea = defineArea({
  name: 'chat',
  tables: [conversationsTable, messagesTable],
  seed: (_owner, now) => {
    const seed = chatSeed(now);
    return { chat_conversations: seed.conversations, chat_messages: seed.messages };
  },
});

const ADMIN = ['Admin'] as const;

/** A conversation's messages already delivered (a reply dated in the future is not there yet). */
const delivered = (conversationId: string, now: number): Condition[] => [
  { column: 'conversationId', op: 'eq', value: conversationId },
  { column: 'sentAt', op: 'lte', value: new Date(now).toISOString() },
];

async function summary(
  messages: OwnedTable<ChatMessage>,
  entry: ConversationRow,
  now: number,
): Promise<Conversation> {
  // In the order they were stored (a reply after the message it answers).
  const { items } = await messages.list({ where: delivered(entry.id, now) });
  const last = items[items.length - 1];
  return {
    id: entry.id,
    contact: entry.contact,
    lastMessage: last ? { text: last.text, sentAt: last.sentAt, fromMe: last.fromMe } : null,
    unread: items.filter((message) => !message.fromMe && !message.read).length,
  };
}

const messagesPath = routePath(CHAT_API.messages, 'id');

export const chatRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: routePath(CHAT_API.conversations),
    roles: ADMIN,
    response: z.array(conversationSchema),
    async handle({ table, now }) {
      const messages = table(messagesTable);
      const { items } = await table(conversationsTable).list();
      const summaries = await Promise.all(items.map((entry) => summary(messages, entry, now)));
      return summaries.sort((a, b) =>
        (b.lastMessage?.sentAt ?? '').localeCompare(a.lastMessage?.sentAt ?? ''),
      );
    },
  }),
  defineRoute({
    method: 'get',
    path: messagesPath,
    roles: ADMIN,
    response: z.array(chatMessageSchema),
    async handle({ table, params, now }) {
      const entry = await table(conversationsTable).find(params.id ?? '');
      return (await table(messagesTable).list({ where: delivered(entry.id, now) })).items;
    },
  }),
  defineRoute({
    method: 'post',
    path: messagesPath,
    roles: ADMIN,
    body: sendMessageBody,
    status: 201,
    response: chatMessageSchema,
    async handle({ table, params, body, now }) {
      const entry = await table(conversationsTable).find(params.id ?? '');
      const messages = table(messagesTable);
      const message: ChatMessage = {
        id: await messages.newId('m-'),
        conversationId: entry.id,
        fromMe: true,
        text: body.text,
        sentAt: new Date(now).toISOString(),
        read: false,
      };
      const counter = Number(message.id.replace(/\D/g, '')) || 0;
      const reply: ChatMessage = {
        id: await messages.newId('m-'),
        conversationId: entry.id,
        fromMe: false,
        text: CHAT_REPLIES[counter % CHAT_REPLIES.length] ?? 'OK',
        sentAt: new Date(now + CHAT_REPLY_DELAY_MS).toISOString(),
        read: false,
      };
      // The contact reads everything of mine before answering.
      const mine = await messages.list({
        where: [
          { column: 'conversationId', op: 'eq', value: entry.id },
          { column: 'fromMe', op: 'eq', value: true },
          { column: 'read', op: 'eq', value: false },
        ],
      });
      for (const item of mine.items) await messages.update(item.id, { read: true });
      await messages.insert(message);
      await messages.insert(reply);
      return created(message);
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(CHAT_API.read, 'id'),
    roles: ADMIN,
    response: conversationSchema,
    async handle({ table, params, now }) {
      const entry = await table(conversationsTable).find(params.id ?? '');
      const messages = table(messagesTable);
      const unread = await messages.list({
        where: [
          ...delivered(entry.id, now),
          { column: 'fromMe', op: 'eq', value: false },
          { column: 'read', op: 'eq', value: false },
        ],
      });
      for (const item of unread.items) await messages.update(item.id, { read: true });
      return summary(messages, entry, now);
    },
  }),
  defineRoute({
    method: 'delete',
    path: routePath(CHAT_API.message, 'id', 'messageId'),
    roles: ADMIN,
    status: 204,
    async handle({ table, params }) {
      const messages = table(messagesTable);
      const found = await messages.get(params.messageId ?? '');
      if (!found || found.conversationId !== params.id) {
        throw notFound('This message no longer exists');
      }
      await messages.remove(found.id);
      return undefined;
    },
  }),
];
