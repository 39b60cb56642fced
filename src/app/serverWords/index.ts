import type { i18n as I18n } from 'i18next';

/**
 * The API's own words for what every page may meet (a rate limit, the database away, a session
 * ended, the workspace's and the files' refusals): describeError shows a server's message in
 * the app's language when the loaded texts carry it (`serverWords`). Italian translates them;
 * English lists the refusals (403) it shows as written, where an unknown one reads as the
 * app's own "access denied". Loaded, in a chunk of their own, with the signed-in frame: the
 * boot bundle has no room, and the sign-in pages meet Firebase's refusals, which the app words
 * itself, not the API's. Until then a message shows as the server wrote it.
 */
export function loadServerWords(i18n: I18n): void {
  import(/* webpackChunkName: "server-words" */ './words')
    .then(({ serverWords }) => {
      for (const [language, bundle] of Object.entries(serverWords))
        i18n.addResourceBundle(language, 'translation', bundle, true, false);
    })
    .catch(() => undefined);
}
