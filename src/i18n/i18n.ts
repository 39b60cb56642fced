import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enAuth from './locales/en/auth.json';
import enLayout from './locales/en/layout.json';
import enPages from './locales/en/pages.json';
import itCommon from './locales/it/common.json';
import itErrors from './locales/it/errors.json';
import itAuth from './locales/it/auth.json';
import itLayout from './locales/it/layout.json';
import itPages from './locales/it/pages.json';

/**
 * One file per area, each with its own top-level key (`common.*`, `errors.*`, `auth.*`,
 * `layout.*`, `pages.*`), merged into the single default namespace: keys read as
 * `feature.area.item` and every area's file can change without touching the others.
 */
export const resources = {
  en: { translation: { ...enCommon, ...enErrors, ...enAuth, ...enLayout, ...enPages } },
  it: { translation: { ...itCommon, ...itErrors, ...itAuth, ...itLayout, ...itPages } },
} as const;

/**
 * A ready instance, initialised synchronously (the resources are bundled), so the first
 * render is already in the right language. The locale saga picks and persists the language.
 */
export function createI18n(lng: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    // Notifications may carry literal text (a server's message): never split it on ':'.
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
