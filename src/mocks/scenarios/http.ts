import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '../apiBase';

const everyApiCall = apiUrl('*');

/** A scenario's failing answer: `status`, with the server's words. */
export const failWith = (status: number, message: string) => () =>
  HttpResponse.json({ message }, { status });

/**
 * Named failures of the demo HTTP API. A test applies one with `server.use(...)`; a person
 * switches one on in the browser with the QA panel or `?scenario=<name>` (docs/QA.md).
 */
export const httpScenarios = {
  /** Every API call: 401 (the token refused). The widgets say "Invalid credentials". */
  'api-401': [http.all(everyApiCall, failWith(401, 'Token rejected'))],
  /** Every API call: 403. The HTTP helper opens the access-denied page through the router. */
  'api-403': [http.all(everyApiCall, failWith(403, 'Forbidden'))],
  /** Every API call: 404. Reads end in their not-found state (no error, no toast). */
  'api-404': [http.all(everyApiCall, failWith(404, 'Not found'))],
  /** Every API call: 500 with the server's words "Database unavailable". */
  'api-500': [http.all(everyApiCall, failWith(500, 'Database unavailable'))],
  /** The API cannot be reached (a network error). */
  'api-network-error': [http.all(everyApiCall, () => HttpResponse.error())],
  /** Every API call waits 3 s, then the normal handler answers. */
  'api-slow': [
    http.all(everyApiCall, async () => {
      await delay(3000);
      return undefined; // then fall through to the normal handler
    }),
  ],
};
