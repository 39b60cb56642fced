/**
 * The chat's part of the API (docs/api/chat.md): conversations between the workspace's
 * members (one-to-one or a named group), their messages, unread counts and read receipts.
 * Every member of a conversation sees it; anyone else gets 404 for it.
 */
import * as z from 'zod/mini';

const conversation = (id: string) => `api/chat/conversations/${encodeURIComponent(id)}`;

export const CHAT_API = {
  /** GET → Conversation[] (mine, latest activity first); POST StartConversationBody → Conversation (201 new, 200 an existing one-to-one) | 422 */
  conversations: 'api/chat/conversations',
  /** GET → ChatMessage[] (oldest first) | 404; POST SendMessageBody → ChatMessage (201) | 404 | 422 */
  messages: (id: string) => `${conversation(id)}/messages`,
  /** DELETE → 204 | 403 (not its author) | 404 */
  message: (id: string, messageId: string) =>
    `${conversation(id)}/messages/${encodeURIComponent(messageId)}`,
  /** POST → Conversation (unread 0; the other members' receipts say I have read it) | 404 */
  read: (id: string) => `${conversation(id)}/read`,
} as const;

/** Longest message the API accepts (the composer refuses longer ones first). */
export const MESSAGE_MAX = 2000;
/** Longest group name. */
export const GROUP_NAME_MAX = 80;
/** Most members a conversation is started with (besides the one who starts it). */
export const GROUP_MEMBERS_MAX = 50;

/** A member of a conversation: uid, and the name the directory gave when it was started. */
export const chatMemberSchema = z.object({ uid: z.string(), name: z.string() });
export type ChatMember = z.infer<typeof chatMemberSchema>;

export const conversationKindSchema = z.enum(['direct', 'group']);
export type ConversationKind = z.infer<typeof conversationKindSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** The author's uid. */
  from: z.string(),
  fromMe: z.boolean(),
  /** Plain text: HTML in it is shown as text, never rendered. */
  text: z.string(),
  /** ISO 8601 */
  sentAt: z.string(),
  /** The other members (not the author) who have read it: the read receipt. */
  seenBy: z.array(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const lastMessageSchema = z.object({
  text: z.string(),
  sentAt: z.string(),
  from: z.string(),
  fromMe: z.boolean(),
});
export type LastMessage = z.infer<typeof lastMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  kind: conversationKindSchema,
  /** A group's name; '' for a one-to-one (show the other member's name). */
  name: z.string(),
  /** Every member, me included. */
  members: z.array(chatMemberSchema),
  lastMessage: z.nullable(lastMessageSchema),
  /** Messages of the others I have not read yet. */
  unread: z.number(),
  /** Latest activity (ISO 8601): the list's order. */
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST api/chat/conversations: one member (a one-to-one) or several and a group name. */
export const startConversationBody = z.object({
  members: z
    .array(z.string(), { error: 'Pick at least one member' })
    .check(
      z.minLength(1, 'Pick at least one member'),
      z.maxLength(
        GROUP_MEMBERS_MAX,
        `A conversation can have at most ${GROUP_MEMBERS_MAX} members`,
      ),
    ),
  /** Required with two members or more (a group); ignored for a one-to-one. */
  name: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(GROUP_NAME_MAX, `A group name can be at most ${GROUP_NAME_MAX} characters`),
      ),
  ),
});
export type StartConversationBody = z.infer<typeof startConversationBody>;

/** POST api/chat/conversations/:id/messages */
export const sendMessageBody = z.object({
  text: z.string({ error: 'Write a message first' }).check(
    z.refine((text) => text.trim() !== '', 'Write a message first'),
    z.maxLength(MESSAGE_MAX, `A message can be at most ${MESSAGE_MAX} characters`),
  ),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** The words the API answers its refusals with (the app shows them as they are). */
export const CHAT_MESSAGES = {
  noConversation: 'No conversation with this id',
  noMessage: 'This message no longer exists',
  notAuthor: 'Only its author can delete a message',
  unknownMember: (uid: string) => `No member with the id "${uid}"`,
  disabledMember: (name: string) => `${name} is disabled and cannot be added`,
  onlyMe: 'Pick someone other than yourself',
  groupName: 'A group needs a name',
} as const;
