import type { PageMessages } from '@/lib/feature';
import en from './locales/en.json';
import it from './locales/it.json';

/** The waiting page's texts. */
export const membershipMessages: PageMessages = { en, it };
