import type { i18n as I18n } from 'i18next';

/**
 * The API's own words for what every page may meet (a rate limit, the database away, a session
 * ended, the files' refusals), in Italian: describeError shows a server's message in the app's
 * language when the loaded texts carry it (`serverWords`). English needs none: the server
 * writes English. Loaded, in a chunk of its own, with the sign-in pages and the signed-in
 * frame (the boot bundle has no room); until it arrives a message shows as the server wrote it.
 */
export function loadServerWords(i18n: I18n): void {
  import(/* webpackChunkName: "server-words" */ './it.json')
    .then(({ default: it }) => i18n.addResourceBundle('it', 'translation', it, true, false))
    .catch(() => undefined);
}
