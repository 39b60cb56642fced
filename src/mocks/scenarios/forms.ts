import { http, HttpResponse, type RequestHandler } from 'msw';
import { FORMS_API } from '@/contract/forms';
import { routePath } from '@/backend/path';
import { apiUrl } from '../apiBase';

const uploads = apiUrl(routePath(FORMS_API.uploads));

/** Uploads that never finish until the request is aborted: lets a person (or test) cancel one. */
const uploadHangs = http.post(uploads, async ({ request }) => {
  await new Promise<void>((resolve) => {
    if (request.signal.aborted) resolve();
    request.signal.addEventListener('abort', () => resolve());
  });
  return HttpResponse.error();
});

/** The server fails an upload. */
const uploadFails = http.post(uploads, () =>
  HttpResponse.json({ message: 'Storage is full' }, { status: 507 }),
);

/**
 * The forms pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const formsScenarios: Record<string, RequestHandler[]> = {
  /** Uploads stay in flight until cancelled (to try "Cancel"). */
  'forms-upload-hangs': [uploadHangs],
  'forms-upload-fails': [uploadFails],
};
