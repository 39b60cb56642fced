import type { PageMessages } from '@/lib/feature';
import en from './locales/en.json';
import it from './locales/it.json';

/**
 * The members' texts, also those of the shared `MemberName` / pickers (src/components/members),
 * the workspace's refusals in Italian (`serverWords`, read by describeError), authorship and the
 * conflict alert (`common.member`, `common.conflict`: src/components): every page of a shared
 * area loads these.
 */
export const membersMessages: PageMessages = { en, it };
