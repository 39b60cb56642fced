import { http, HttpResponse, type RequestHandler } from 'msw';
import { apiUrl } from '../apiBase';

/**
 * The e-mail pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * `email-send-fails`: reading works; sending or saving a draft answers 500 (compose keeps
 * everything typed). `email-bulk-fails`: bulk changes answer 500 (the list is put back).
 */
export const emailScenarios: Record<string, RequestHandler[]> = {
  'email-send-fails': [
    http.post(apiUrl('email/messages'), () =>
      HttpResponse.json({ message: 'The mail server is not answering' }, { status: 500 }),
    ),
    http.patch(apiUrl('email/messages/:id'), () =>
      HttpResponse.json({ message: 'The mail server is not answering' }, { status: 500 }),
    ),
  ],
  'email-bulk-fails': [
    http.post(apiUrl('email/messages/bulk'), () =>
      HttpResponse.json({ message: 'The mailbox could not be changed' }, { status: 500 }),
    ),
  ],
};
