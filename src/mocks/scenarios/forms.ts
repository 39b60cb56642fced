import type { RequestHandler } from 'msw';
import { uploadFails, uploadHangs } from '../handlers/forms';

/**
 * The forms pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const formsScenarios: Record<string, RequestHandler[]> = {
  /** Uploads stay in flight until cancelled (to try "Cancel"). */
  'forms-upload-hangs': [uploadHangs],
  'forms-upload-fails': [uploadFails],
};
