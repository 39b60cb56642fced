import type { TFunction } from 'i18next';
import type { AppError } from '@/services/errors';

/**
 * Where the app's texts translate the server's own words: `serverWords` maps an English
 * message of the API (as sent) to the language's (src/app/serverWords, loaded with the
 * signed-in frame); until they are loaded, a message shows as the server wrote it.
 */
const SERVER_WORDS = 'serverWords';
/** No key separator can appear in a sentence; this control character does not. */
const SEPARATOR = '\u001f';

/**
 * The one way a failure reads on screen: a message the server wrote, when it wrote one (in the
 * app's language when the loaded texts translate it; a 403's only then), otherwise the
 * translated text for the outcome (401, 403, 404, 422, 5xx, network, timeout). Never a library's own English text:
 * adapters put only server words in `message`. The request's id follows when the server sent one.
 */
export function describeError(error: AppError, t: TFunction): string {
  const text = describeOutcome(error, t);
  // The server's id of the request, for the user to quote (the server's log has it too).
  return error.requestId ? `${text} ${t('errors.requestId', { id: error.requestId })}` : text;
}

function describeOutcome(error: AppError, t: TFunction): string {
  const serverWords = error.message?.trim();
  if (!serverWords) return t(error.messageKey);
  const translated = translateServerWords(serverWords, t);
  if (translated) return translated;
  // A refusal in words the app does not know ("Forbidden") reads as its own "access denied".
  return error.code === 'http/forbidden' ? t(error.messageKey) : serverWords;
}

/** A server's sentence in the app's language when the loaded texts translate it, else ''. */
export const translateServerWords = (words: string, t: TFunction): string =>
  t(`${SERVER_WORDS}${SEPARATOR}${words}`, {
    keySeparator: SEPARATOR,
    nsSeparator: false,
    defaultValue: '',
  });
