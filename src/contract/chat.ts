/**
 * The chat's part of the API: paths, the request and answer schemas and the types inferred
 * from them (docs/api/chat.md).
 */
import * as z from 'zod/mini';

const conversation = (id: string) => `api/chat/conversations/${encodeURIComponent(id)}`;

export const CHAT_API = {
  /** GET → Conversation[] */
  conversations: 'api/chat/conversations',
  /** GET → ChatMessage[] (those already delivered); POST SendMessageBody → ChatMessage (201) | 422 */
  messages: (id: string) => `${conversation(id)}/messages`,
  /** DELETE → 204 | 404 */
  message: (id: string, messageId: string) =>
    `${conversation(id)}/messages/${encodeURIComponent(messageId)}`,
  /** POST → Conversation (unread 0) */
  read: (id: string) => `${conversation(id)}/read`,
} as const;

/** Longest message the API accepts (the composer refuses longer ones first). */
export const MESSAGE_MAX = 2000;

export const presenceSchema = z.enum(['online', 'away', 'busy', 'offline']);
export type Presence = z.infer<typeof presenceSchema>;

export const chatContactSchema = z.object({ name: z.string(), presence: presenceSchema });
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  fromMe: z.boolean(),
  text: z.string(),
  /** ISO 8601 */
  sentAt: z.string(),
  /** A message of mine the contact has read (the double tick). */
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  contact: chatContactSchema,
  lastMessage: z.nullable(z.pick(chatMessageSchema, { text: true, sentAt: true, fromMe: true })),
  unread: z.number(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST api/chat/conversations/:id/messages */
export const sendMessageBody = z.object({
  text: z.string({ error: 'Write a message first' }).check(
    z.refine((text) => text.trim() !== '', 'Write a message first'),
    z.maxLength(MESSAGE_MAX, `A message can be at most ${MESSAGE_MAX} characters`),
  ),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;
