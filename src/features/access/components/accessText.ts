import type { TFunction } from 'i18next';
import { describeError } from '@/lib/describeError';
import type { AppError } from '@/services/errors';
import { MEMBERSHIP_CONFLICTS } from '@/contract/membershipConflicts.plain';

/** A refusal in the reader's words: a known code's own text, else the server's (or the generic one). */
export function accessError(error: AppError, t: TFunction): string {
  // The contract's membership refusals (each has its text in the locales).
  const known = MEMBERSHIP_CONFLICTS.find((code) => code === error.reason);
  return known ? t(`access.refusals.${known}`) : describeError(error, t);
}
