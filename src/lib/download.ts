import { call, put } from 'typed-redux-saga';
import type { Call } from './client';
import { failureNotification, notFoundError } from './request';
import { requestResource } from './requestResource';
import { saveBlob } from './saveBlob';

/**
 * A file download from a saga: the bytes go to the browser's "save as" under `name`; a failure
 * is a toast titled `titleKey` that names the file (a 404 says `notFoundKey`).
 */
export function* downloadFile(
  file: Call<Blob>,
  name: string,
  titleKey: string,
  notFoundKey?: string,
) {
  const outcome = yield* requestResource(file);
  if (outcome.kind === 'ok') return void (yield* call(saveBlob, outcome.data, name));
  const error = outcome.kind === 'failed' ? outcome.error : notFoundError(notFoundKey);
  yield* put(failureNotification(titleKey, error, { name }));
}
