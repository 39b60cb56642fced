import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The app's `useTranslation`: `const { t, i18n } = useTranslation()`, as react-i18next's for the
 * one namespace this app has, on the instance of the nearest `I18nextProvider`. A component
 * draws again when the language changes, with a `t` for it.
 *
 * Why not react-i18next's own: since v16 its hook copies the i18n instance (42 properties) into
 * a wrapper object on each component's first render (`createI18nWrapper`), about 0.2 ms a
 * component on a mid-range phone. A CPU profile at x4 had 34 ms of it in the starter page's
 * first renders and 60 ms in the analytics dashboard's, inside their long tasks. Here every
 * component shares one `t` a language, and one listener each.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const read = () => i18n.language;
  const known = languageOf(i18n);
  // The prerendered pages (scripts/prerender) draw on the server with the same language.
  const language = useSyncExternalStore(known.subscribe, read, read);
  return { t: known.t(language), i18n };
}

interface Language {
  subscribe: (onChange: () => void) => () => void;
  t: (language: string | undefined) => TFunction;
}
const languages = new WeakMap<I18n, Language>();

/** Per instance: a stable subscription to its language, and its `t` for each language. */
function languageOf(i18n: I18n): Language {
  let known = languages.get(i18n);
  if (!known) {
    const ts = new Map<string | undefined, TFunction>();
    known = {
      subscribe: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      t: (language) => {
        let t = ts.get(language);
        if (!t) {
          // No language yet: a `t` that reads the instance's at each call, as react-i18next's.
          t =
            language === undefined ? i18n.getFixedT(null, 'translation') : i18n.getFixedT(language);
          ts.set(language, t);
        }
        return t;
      },
    };
    languages.set(i18n, known);
  }
  return known;
}
