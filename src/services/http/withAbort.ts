import { CANCEL } from 'redux-saga';

/**
 * Runs a request with an AbortSignal and marks the promise so that cancelling the saga
 * that `call`ed it (takeLatest, race, navigation away) aborts the HTTP request too.
 */
export function withAbort<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const promise = run(controller.signal);
  (promise as Promise<T> & { [CANCEL]?: () => void })[CANCEL] = () => controller.abort();
  return promise;
}
