import type { PageMessages } from '@/lib/feature';
import en from './locales/customizer.en.json';
import it from './locales/customizer.it.json';

/**
 * The customizer's texts (theme settings, "Reset demo data"): they come with its chunk, the
 * first time it opens, not with every page's first download.
 */
export const customizerMessages: PageMessages = { en, it };
