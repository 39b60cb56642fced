import type { AppError } from '@/services/errors';

/**
 * What a toast shows for a failure: the server's own words when it wrote some, otherwise the
 * i18n key (the toast translates it), the same rule as describeError.
 */
export const describeErrorKey = (error: AppError): string =>
  error.message?.trim() ? error.message.trim() : error.messageKey;
