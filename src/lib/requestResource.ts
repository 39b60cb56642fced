import { call } from 'redux-saga/effects';
import { toAppError, type AppError } from '@/services/errors';
import { isNotFound, withAbort, type HttpClient, type HttpResult } from '@/services/http';
import { getServices } from './services';

export type ResourceOutcome<T> =
  { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'failed'; error: AppError };

/**
 * One HTTP request from a saga, the way every data feature makes it:
 * - abortable: when the calling saga is cancelled (takeLatest, leaving the page), the request
 *   is aborted and nothing is reported;
 * - a 404 is an outcome (`not-found`), not an error;
 * - every failure is an AppError (`failed`), never a thrown library error.
 *
 * `const outcome = yield* requestResource((http, signal) => http.get<T>(url, params, { signal }))`
 */
export function* requestResource<T>(
  request: (http: HttpClient, signal: AbortSignal) => Promise<HttpResult<T>>,
): Generator<unknown, ResourceOutcome<T>, unknown> {
  const { http } = yield* getServices();
  try {
    const result = (yield call(withAbort, (signal: AbortSignal) =>
      request(http, signal),
    )) as HttpResult<T>;
    if (isNotFound(result)) return { kind: 'not-found' };
    return { kind: 'ok', data: result.data };
  } catch (thrown) {
    return { kind: 'failed', error: toAppError(thrown) };
  }
}
