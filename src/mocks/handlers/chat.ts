/**
 * The chat API in the demo backend: the routes of src/backend/chat on the browser collection
 * `shreyu_demo_chat` (version 1: `{ conversations, messages, nextId }` per user).
 */
import { chatArea, chatRoutes } from '@/backend/chat/routes';
import { chatSeed, type ChatSeed } from '@/backend/chat/seed';
import type { ApiEndpoint } from '../api/server';
import { bindArea } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection, hasFields } from '../db';

export { CHAT_REPLY_DELAY_MS } from '@/backend/chat/routes';

interface ChatData extends ChatSeed {
  nextId: number;
}

const chatData = defineUserCollection<ChatData>({
  name: 'chat',
  version: 1,
  seed: ({ now }) => ({ ...chatSeed(now), nextId: 1000 }),
  isValid: hasFields<ChatData>({ conversations: 'array', messages: 'array', nextId: 'number' }),
});

bindArea(chatArea, chatData, {
  rows: (entry, table) =>
    table.name === 'chat_conversations' ? entry.conversations : entry.messages,
});

/** The chat part of the demo API (docs/api/chat.md): Admin only. */
export const chatEndpoints: ApiEndpoint[] = routeEndpoints(chatRoutes);
