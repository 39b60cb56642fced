import type { TFunction } from 'i18next';
import { notYoursKind } from '@/contract/workspace';
import type { AppError } from '@/services/errors';

/**
 * The one way a failure reads on screen: a message the server wrote, when it wrote one,
 * otherwise the translated text for the outcome (401, 403, 404, 422, 5xx, network, timeout).
 * Never a library's own English text: adapters put only server words in `message`.
 */
export function describeError(error: AppError, t: TFunction): string {
  const serverWords = error.message?.trim();
  // A workspace refusal (403: not this member's record to change) reads in the app's language.
  const kind = notYoursKind(serverWords);
  if (kind) return t(`errors.notYours.${kind}`);
  return serverWords ? serverWords : t(error.messageKey);
}
