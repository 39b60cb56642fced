import { call, put } from 'typed-redux-saga';
import type { Call } from './client';
import { failureNotification, notFoundError } from './request';
import { requestResource } from './requestResource';

/** The browser's "save as" for a Blob: a DOM side effect, so sagas call it. */
export function saveBlob(blob: Blob, name: string): void {
  if (typeof URL.createObjectURL !== 'function') return; // jsdom
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
