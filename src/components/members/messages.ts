import type { PageMessages } from '@/lib/feature';
import en from './locales/en.json';
import it from './locales/it.json';

/**
 * The texts of a shared record's parts (src/components): who created and changed it
 * (`Authorship`, `AuthorName`) and the conflict alert. The members feature's texts include
 * them, so every page of a shared area has them. (The workspace's refusals in the app's
 * language are the API's words: src/app/serverWords.)
 */
export const recordMessages: PageMessages = { en, it };
