import type { TFunction } from 'i18next';
import { describeError } from '@/lib/describeError';
import type { AppError } from '@/services/errors';

/** The membership refusals the page says in the reader's language, by the server's code. */
const KNOWN = [
  'last_admin',
  'already_member',
  'already_invited',
  'already_requested',
  'not_pending',
] as const;

/** A refusal in the reader's words: a known code's own text, else the server's (or the generic one). */
export function accessError(error: AppError, t: TFunction): string {
  const known = KNOWN.find((code) => code === error.reason);
  return known ? t(`access.refusals.${known}`) : describeError(error, t);
}
