import type { PageMessages } from '@/lib/feature';
import en from './locales/en.json';
import it from './locales/it.json';

/** The texts of who gets in, on the users page. */
export const accessMessages: PageMessages = { en, it };
