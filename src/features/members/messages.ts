import type { PageMessages } from '@/lib/feature';
import en from './locales/en.json';
import it from './locales/it.json';

/** The members' texts, also those of the shared `MemberName` / pickers (src/components/members). */
export const membersMessages: PageMessages = { en, it };
