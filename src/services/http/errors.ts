import type { AxiosError } from 'axios';
import type { AppError } from '../errors';
import { HTTP_ERROR_KEYS } from './errorKeys';

export { HTTP_ERROR_KEYS };

/** `{ code }` of an answer: the server's stable code of a refusal, when it sent one. */
function reasonOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  return typeof data.code === 'string' && data.code !== '' ? data.code : undefined;
}

/** `{ fields: { name: message } }` of a 422 answer: only string messages are kept. */
function fieldErrors(data: unknown): Record<string, string> | undefined {
  if (typeof data !== 'object' || data === null || !('fields' in data)) return undefined;
  const { fields } = data;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const kept = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

// A structural check instead of axios' own `isAxiosError`, so that this module does not
// pull axios into the first load (the client imports it on the first request).
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** Maps whatever axios rejected with to an AppError; 404 is handled by the caller. */
/** Only an id of safe characters is shown (the server's own are UUIDs or the balancer's). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The answer's request id: its body's `requestId`, else its `x-request-id` header. */
function requestIdOf(error: unknown): string | undefined {
  if (!isAxiosError(error) || !error.response) return undefined;
  const data: unknown = error.response.data;
  const inBody =
    typeof data === 'object' && data !== null && 'requestId' in data ? data.requestId : undefined;
  const headers = error.response.headers as Record<string, unknown> | undefined;
  const id = inBody ?? headers?.['x-request-id'];
  return typeof id === 'string' && REQUEST_ID.test(id) ? id : undefined;
}

export function mapHttpError(error: unknown): AppError {
  const mapped = mapAnswer(error);
  const requestId = requestIdOf(error);
  return requestId && !mapped.silent ? { ...mapped, requestId } : mapped;
}

function mapAnswer(error: unknown): AppError {
  if (!isAxiosError(error)) {
    // A library's own text (English, technical) is for the console, not for the user.
    console.warn('[http] request failed before an answer', error);
    return { code: 'http/unknown', messageKey: HTTP_ERROR_KEYS.server };
  }
  if (error.code === 'ERR_CANCELED') {
    return { code: 'http/cancelled', messageKey: HTTP_ERROR_KEYS.cancelled, silent: true };
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    return { code: 'http/timeout', messageKey: HTTP_ERROR_KEYS.timeout };
  }
  const status = error.response?.status;
  if (status === undefined) {
    return { code: 'http/network', messageKey: HTTP_ERROR_KEYS.network };
  }
  // Only words the server wrote; axios' "Request failed with status code 500" is not for people.
  const message = serverMessage(error.response?.data);
  const said = message ? { message } : {};
  switch (status) {
    case 401:
      return { code: 'http/unauthorized', messageKey: HTTP_ERROR_KEYS.unauthorized, status };
    case 403: {
      // The server's words say which refusal; its code says where the app answers it.
      const reason = reasonOf(error.response?.data);
      return {
        code: 'http/forbidden',
        messageKey: HTTP_ERROR_KEYS.forbidden,
        status,
        ...said,
        ...(reason ? { reason } : {}),
      };
    }
    case 404:
      return { code: 'http/not-found', messageKey: HTTP_ERROR_KEYS.notFound, status };
    case 422: {
      const fields = fieldErrors(error.response?.data);
      return {
        code: 'http/invalid',
        messageKey: HTTP_ERROR_KEYS.invalid,
        status,
        ...said,
        ...(fields ? { fields } : {}),
      };
    }
    case 409: {
      // A stale version: the record as it is now comes with it (src/contract/versions.ts).
      const data = error.response?.data;
      const current =
        typeof data === 'object' && data !== null && 'current' in data ? data.current : undefined;
      // A stale version reads in the app's words; another 409 in the server's (a lock, a name).
      // Its stable code (`last_admin`, `already_invited`...) lets a page say it in its words.
      const reason = reasonOf(data);
      return {
        code: 'http/conflict',
        messageKey: HTTP_ERROR_KEYS.conflict,
        status,
        ...(current === undefined ? said : { current }),
        ...(reason ? { reason } : {}),
      };
    }
    default:
      return { code: 'http/server', messageKey: HTTP_ERROR_KEYS.server, status, ...said };
  }
}
