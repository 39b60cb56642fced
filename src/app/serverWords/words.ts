import type { PageMessages } from '@/lib/feature';
import en from './en.json';
import it from './it.json';

/** The API's words each language shows (./index.ts). */
export const serverWords: PageMessages = { en, it };
