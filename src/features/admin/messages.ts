import type { PageMessages } from '@/lib/feature';
import en from './locales/en.json';
import it from './locales/it.json';

export const adminMessages: PageMessages = { en, it };
