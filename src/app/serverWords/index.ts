import type { i18n as I18n } from 'i18next';
import { afterNextPaint, whenIdle } from '@/lib/whenIdle';

/** The longest the words wait for an idle moment after the page (ms). */
const IDLE_WAIT_MS = 2000;

/**
 * The API's own words for what every page may meet (a rate limit, the database away, a session
 * ended, the workspace's and the files' refusals): describeError shows a server's message in
 * the app's language when the loaded texts carry it (`serverWords`). Italian translates them;
 * English lists the refusals (403) it shows as written, where an unknown one reads as the
 * app's own "access denied". Loaded, in a chunk of their own, by the signed-in frame
 * (DashboardLayout) once its first page is drawn and the browser idle: the boot bundle has no
 * room, the sign-in pages meet Firebase's refusals (which the app words itself, not the
 * API's), and the page's own code and reads come first (scripts/budgets.mjs reports them
 * "after the page"). Until then a message shows as the server wrote it.
 */
export function loadServerWords(i18n: I18n): void {
  whenIdle(IDLE_WAIT_MS)
    .then(afterNextPaint)
    // Named in full: scripts/budgets.mjs tells this chunk by the request.
    .then(() => import(/* webpackChunkName: "server-words" */ '@/app/serverWords/words'))
    .then(({ serverWords }) => {
      for (const [language, bundle] of Object.entries(serverWords))
        i18n.addResourceBundle(language, 'translation', bundle, true, false);
    })
    .catch(() => undefined);
}
