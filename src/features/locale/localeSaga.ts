import { call, put, takeLatest } from 'typed-redux-saga';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@/i18n/languages';
import { getServices } from '@/lib/services';
import { languageChanged, languageRestored } from './localeSlice';

export const LANGUAGE_KEY = 'shreyu_language';

function setDocumentLanguage(language: Language) {
  document.documentElement.setAttribute('lang', language);
}

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

function* applyLanguage(language: Language) {
  const { language: i18n } = yield* getServices();
  yield* call([i18n, i18n.change], language);
  yield* call(setDocumentLanguage, language);
}

export function* restoreLanguage() {
  const { storage } = yield* getServices();
  const saved = yield* call([storage, storage.get], LANGUAGE_KEY);
  const detected = yield* call(browserLanguage);
  const language = toLanguage(saved) ?? toLanguage(detected) ?? DEFAULT_LANGUAGE;
  yield* put(languageRestored(language));
  yield* call(applyLanguage, language);
}

export function* handleLanguageChanged(action: ReturnType<typeof languageChanged>) {
  const { storage } = yield* getServices();
  yield* call(applyLanguage, action.payload);
  yield* call([storage, storage.set], LANGUAGE_KEY, action.payload);
}

export function* localeSaga() {
  yield* call(restoreLanguage);
  yield* takeLatest(languageChanged, handleLanguageChanged);
}
