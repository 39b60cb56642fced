import { call } from 'typed-redux-saga';
import { toAppError, type AppError } from '@/services/errors';
import { isNotFound, withAbort, type HttpResult } from '@/services/http';
import type { Call } from './client';
import { getServices } from './services';

export type ResourceOutcome<T> =
  { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'failed'; error: AppError };

/**
 * One HTTP request from a saga, the way every data feature makes it:
 * - abortable: when the calling saga is cancelled (takeLatest, leaving the page), the request
 *   is aborted and nothing is reported;
 * - a 404 is an outcome (`not-found`), not an error;
 * - every failure is an AppError (`failed`), never a thrown library error.
 */
export function* requestResource<T>(request: Call<T>) {
  const services = yield* getServices();
  let outcome: ResourceOutcome<T>;
  try {
    const result = yield* call(withAbort<HttpResult<T>>, (signal: AbortSignal) =>
      request(services.http, signal, services),
    );
    outcome = isNotFound(result) ? { kind: 'not-found' } : { kind: 'ok', data: result.data };
  } catch (thrown) {
    outcome = { kind: 'failed', error: toAppError(thrown) };
  }
  return outcome;
}
