import type { PageMessages } from '@/lib/feature';
import en from './locales/en.json';
import it from './locales/it.json';

/**
 * The members' texts, also those of the shared `MemberName` / pickers (src/components/members)
 * and the workspace's refusals (`errors.notYours`, read by describeError): every page of a
 * shared area loads these.
 */
export const membersMessages: PageMessages = { en, it };
