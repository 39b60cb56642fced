import en from './locales/en.json';
import it from './locales/it.json';

/** The QA panel's texts (top-level key `qa`), added to the app's i18n instance on mount. */
export const qaMessages = { en, it } as const;
