import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '../apiBase';

const everyApiCall = apiUrl('*');

/**
 * Named failures of the demo HTTP API. A test applies one with `server.use(...)`; a person
 * switches one on in the browser with `?scenario=<name>` (see mocks/browser.ts).
 */
export const httpScenarios = {
  'api-401': [
    http.all(everyApiCall, () => HttpResponse.json({ message: 'Token rejected' }, { status: 401 })),
  ],
  'api-403': [
    http.all(everyApiCall, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
  ],
  'api-404': [
    http.all(everyApiCall, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
  ],
  'api-500': [
    http.all(everyApiCall, () =>
      HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
    ),
  ],
  'api-network-error': [http.all(everyApiCall, () => HttpResponse.error())],
  'api-slow': [
    http.all(everyApiCall, async () => {
      await delay(3000);
      return undefined; // then fall through to the normal handler
    }),
  ],
};
