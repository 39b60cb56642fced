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

/** Turns anything thrown into an AppError, keeping AppErrors as they are. */
export function toAppError(value: unknown, fallbackKey = 'errors.unknown'): AppError {
  if (isAppError(value)) return value;
  const message =
    value instanceof Error ? value.message : typeof value === 'string' ? value : undefined;
  return { code: 'app/unknown', messageKey: fallbackKey, ...(message ? { message } : {}) };
}
