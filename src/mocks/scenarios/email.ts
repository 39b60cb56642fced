import { http, type RequestHandler } from 'msw';
import { apiUrl } from '../apiBase';
import { failWith } from './http';

/**
 * The e-mail pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * `email-send-fails`: reading works; sending or saving a draft answers 500 (compose keeps
 * everything typed). `email-bulk-fails`: bulk changes answer 500 (the list is put back).
 */
export const emailScenarios: Record<string, RequestHandler[]> = {
  'email-send-fails': [
    http.post(apiUrl('email/messages'), failWith(500, 'The mail server is not answering')),
    http.patch(apiUrl('email/messages/:id'), failWith(500, 'The mail server is not answering')),
  ],
  'email-bulk-fails': [
    http.post(apiUrl('email/messages/bulk'), failWith(500, 'The mailbox could not be changed')),
  ],
};
