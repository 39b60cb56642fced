import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages';

export interface LocaleState {
  language: Language;
}

const initialState: LocaleState = { language: DEFAULT_LANGUAGE };

const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    /** The person picked a language (saved for next time). */
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    /** The language found at start (saved choice, else the browser's); not saved again. */
    languageRestored(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
  },
});

export const { languageChanged, languageRestored } = localeSlice.actions;
export const { selectLanguage } = localeSlice.selectors;
export default localeSlice;
