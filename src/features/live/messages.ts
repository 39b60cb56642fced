import type { PageMessages } from '@/lib/feature';
import en from './locales/en.json';
import it from './locales/it.json';

/** The top bar's words about live updates, added when the feature loads. */
export const liveMessages: PageMessages = { en, it };
