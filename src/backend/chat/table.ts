/**
 * The chat's storage. A conversation is kept as one **membership row per member**, owned by
 * that member (`owner` = their uid, `id` = the conversation's id): the storage port's
 * per-owner rule then makes a conversation invisible (404) to anyone not in it, and a write
 * to a member's row is announced on that member's live stream only (events.ts), so each
 * member hears about the conversations they are in and nobody else's. The row holds what
 * the member's list shows (name, members, last message, their unread count) and the other
 * members' read receipts (`receipts`: uid -> when they last read), written by the reader.
 *
 * Messages are kept once per conversation, under the owner key `chat:<conversation id>` (no
 * account has it); only a member's row leads to them.
 */
import type { ChatMember, ConversationKind } from '@/contract/chat';
import { defineArea, defineTable } from '../store';

/** The last message as a member's row keeps it (`fromMe` is the reader's). */
export interface StoredLastMessage {
  text: string;
  sentAt: string;
  from: string;
}

export interface MembershipRow {
  /** The conversation's id (the same in every member's row). */
  id: string;
  kind: ConversationKind;
  name: string;
  members: ChatMember[];
  /** A one-to-one's other member (how the same pair finds its conversation again). */
  peer: string | null;
  unread: number;
  lastMessage: StoredLastMessage | null;
  /** The other members' read receipts: uid -> when they last read (ISO 8601). */
  receipts: Record<string, string>;
  updatedAt: string;
}

export interface MessageRow {
  id: string;
  from: string;
  text: string;
  sentAt: string;
}

export const membershipsTable = defineTable<MembershipRow>({
  name: 'chat_memberships',
  area: 'chat',
  columns: {
    id: 'text',
    kind: 'text',
    name: 'text',
    members: 'json',
    peer: 'text?',
    unread: 'integer',
    lastMessage: 'json?',
    receipts: 'json',
    updatedAt: 'timestamp',
  },
  indexes: [['peer'], ['updatedAt']],
});

export const chatMessagesTable = defineTable<MessageRow>({
  name: 'chat_thread_messages',
  area: 'chat',
  columns: { id: 'text', from: 'text', text: 'text', sentAt: 'timestamp' },
  indexes: [['sentAt']],
});

/** What every thread's owner key starts with (no account's uid has a colon). */
export const THREAD_OWNER_PREFIX = 'chat:';

/** The owner key a conversation's messages are kept under. */
export const threadOwner = (conversationId: string) => `${THREAD_OWNER_PREFIX}${conversationId}`;

/** Nothing is seeded: conversations are started by members, between real accounts. */
export const chatArea = defineArea({
  name: 'chat',
  tables: [membershipsTable, chatMessagesTable],
  seed: () => ({}),
});
