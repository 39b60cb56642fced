/**
 * The chat's part of the demo API: endpoints and DTOs shared by the saga and the msw handler
 * (docs/api/chat.md).
 */
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

export type Presence = 'online' | 'away' | 'busy' | 'offline';

export interface ChatContact {
  name: string;
  presence: Presence;
}

export interface ChatMessage {
  id: string;
  conversationId: string;
  fromMe: boolean;
  text: string;
  /** ISO 8601 */
  sentAt: string;
  /** A message of mine the contact has read (the double tick). */
  read: boolean;
}

export interface Conversation {
  id: string;
  contact: ChatContact;
  lastMessage: Pick<ChatMessage, 'text' | 'sentAt' | 'fromMe'> | null;
  unread: number;
}

export interface SendMessageBody {
  text: string;
}
