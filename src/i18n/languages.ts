export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'it', label: 'Italiano' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((language) => language.code === value);

/** A saved or browser language tag (`it-IT`) as one of ours, or null. */
export function toLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const base = value.trim().toLowerCase().split('-')[0];
  return isLanguage(base) ? base : null;
}
