import { http, type RequestHandler } from 'msw';
import { apiUrl } from '../apiBase';
import { failWith } from './http';

/**
 * The chat page's own failures (beyond the api-* scenarios that hit every endpoint).
 * `chat-send-fails`: conversations load, sending a message answers 500 (the message is
 * marked as not sent, with a retry).
 */
export const chatScenarios: Record<string, RequestHandler[]> = {
  'chat-send-fails': [
    http.post(
      apiUrl('chat/conversations/:id/messages'),
      failWith(500, 'The message could not be delivered'),
    ),
  ],
};
