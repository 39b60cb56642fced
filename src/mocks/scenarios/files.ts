import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { apiUrl } from '../apiBase';

/**
 * The file manager's own failures (beyond the api-* scenarios that hit every endpoint).
 * A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const filesScenarios: Record<string, RequestHandler[]> = {
  /** Every upload is refused by the server (after the bytes were sent). */
  'files-upload-fails': [
    http.post(apiUrl('files'), async () => {
      await delay(300);
      return HttpResponse.json({ message: 'The storage server is full' }, { status: 507 });
    }),
  ],
  /** Uploads take a few seconds: time to watch the progress bar, or to cancel one. */
  'files-upload-slow': [
    http.post(apiUrl('files'), async () => {
      await delay(4000);
      return undefined;
    }),
  ],
};
