import type { PageMessages } from '@/lib/feature';
import en from './locales/en.json';
import it from './locales/it.json';

/** The chart family's texts: a page that draws charts merges them into its `messages`. */
export const chartMessages: PageMessages = { en, it };
