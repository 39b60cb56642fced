export {
  default as localeSlice,
  languageChanged,
  languageRestored,
  selectLanguage,
  type LocaleState,
} from './localeSlice';
export { localeSaga, LANGUAGE_KEY } from './localeSaga';
export { LanguageSwitcher } from './components/LanguageSwitcher';
