import type { TFunction } from 'i18next';
import type { AppError } from '@/services/errors';

/**
 * The one way a failure reads on screen: a message the server wrote, when it wrote one,
 * otherwise the translated text for the outcome (401, 403, 404, 422, 5xx, network, timeout).
 * Never a library's own English text: adapters put only server words in `message`.
 */
export function describeError(error: AppError, t: TFunction): string {
  const serverWords = error.message?.trim();
  return serverWords ? serverWords : t(error.messageKey);
}
