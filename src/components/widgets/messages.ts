import type { PageMessages } from '@/lib/feature';
import en from './locales/en.json';
import it from './locales/it.json';

/** The shared widgets' texts: a page that shows them merges these into its `messages`. */
export const widgetMessages: PageMessages = { en, it };
