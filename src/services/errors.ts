import { IN_PLACE_REFUSALS } from '@/contract/workspace';
/**
 * The one failure shape that crosses the service ports. Sagas store `messageKey` (an i18n
 * key) and components translate it; `message` carries a server's own words when it gave
 * some. Nothing non-serializable (Error objects, Firebase errors) ever reaches the store.
 */
export interface AppError {
  /** Stable machine code, e.g. `auth/wrong-password`, `http/forbidden`. */
  code: string;
  /** i18n key of the human message. */
  messageKey: string;
  /** A message from the server or library, shown when the key has no better text. */
  message?: string;
  /** HTTP status, when the failure came from an HTTP response. */
  status?: number;
  /** Per-field messages of a 422 answer (`{ fields: { name: message } }`), shown beside the fields. */
  fields?: Record<string, string>;
  /**
   * A 409 on a stale version (issue 40): the record as it is now, as the server answered it
   * (plain JSON). The page offers to take it or to apply its own change again.
   */
  current?: unknown;
  /**
   * The server's id of the failed request (its `requestId`, or its `x-request-id` header):
   * shown beside the message, so a user can quote it and an operator find it in the log.
   */
  requestId?: string;
  /**
   * The server's own code of a refusal (`{ code }` of the answer), e.g. a 403's `not_yours`
   * (a record not this member's to change) or `role_required` (a part the account may not open).
   */
  reason?: string;
  /** True when asking again cannot help (nothing is configured to answer): no "Try again". */
  lasting?: boolean;
  /** True when nothing should be shown (the caller cancelled the work). */
  silent?: boolean;
}

export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AppError).code === 'string' &&
    typeof (value as AppError).messageKey === 'string'
  );
}

/**
 * Turns anything thrown into an AppError, keeping AppErrors as they are. Anything else is a
 * bug or a library's failure: its own text goes to the console, the user reads `fallbackKey`.
 */
export function toAppError(value: unknown, fallbackKey = 'errors.unknown'): AppError {
  if (isAppError(value)) return value;
  console.warn('[app] unexpected failure', value);
  return { code: 'app/unknown', messageKey: fallbackKey };
}

/**
 * A 403 the page that asked answers itself (beside its form, keeping what was typed): a record
 * this member may read but not change. Any other 403 refuses a page or an area the account may
 * not open at all, and the app shows its access-denied page.
 */
export const refusedInPlace = (error: AppError): boolean =>
  error.code === 'http/forbidden' &&
  error.reason !== undefined &&
  IN_PLACE_REFUSALS.includes(error.reason);

/** A 403 that says the account is not a member of the workspace (issue 49): the waiting page. */
export const outsideWorkspace = (error: AppError): boolean =>
  error.code === 'http/forbidden' &&
  (error.reason === 'not_a_member' || error.reason === 'email_not_verified');
