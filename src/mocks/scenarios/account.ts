import { http, type RequestHandler } from 'msw';
import { apiUrl } from '../apiBase';
import { failWith } from './http';
import { firestoreError, FIRESTORE_URL } from '../handlers/firestore';

/**
 * The account pages' own failures (beyond the api-* scenarios that hit every endpoint). A
 * test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const accountScenarios: Record<string, RequestHandler[]> = {
  /** Choosing a plan fails on the server (the pricing page rolls the mark back). */
  'account-plan-save-fails': [
    http.put(apiUrl('account/subscription'), failWith(500, 'Billing is unavailable right now')),
  ],
  /** Every profile write to Firestore is refused (the name edit shows the error). */
  'account-profile-write-refused': [
    http.post(FIRESTORE_URL, ({ request }) =>
      request.url.includes(':commit') ? firestoreError('PERMISSION_DENIED') : undefined,
    ),
  ],
};
