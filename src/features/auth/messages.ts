import type { PageMessages } from '@/lib/feature';
import en from './locales/en.json';
import it from './locales/it.json';

/**
 * The texts of the e-mail link pages (confirm, reset password, demo outbox): added by those
 * pages' routes, so the sign-in pages' first load (its byte budget) does not carry them.
 */
export const emailLinkMessages: PageMessages = { en, it };
