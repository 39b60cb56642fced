import { recordMessages } from '@/components/members/messages';
import type { PageMessages } from '@/lib/feature';
import { mergeMessages } from '@/lib/messages';
import en from './locales/en.json';
import it from './locales/it.json';

/**
 * The members' texts, also those of the shared `MemberName` / pickers (src/components/members),
 * with the shared records' parts (authorship, the conflict alert, the workspace's refusals:
 * `recordMessages`): every page of a shared area loads these.
 */
export const membersMessages: PageMessages = mergeMessages({ en, it }, recordMessages);
