import type { Action } from '@reduxjs/toolkit';
import { END, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'typed-redux-saga';
import { toAppError } from '@/services/errors';
import { isNotFound, type FormValue, type HttpClient } from '@/services/http';
import type { ResourceOutcome } from './requestResource';
import { getServices } from './services';

type UploadEvent<T> = { progress: number } | { outcome: ResourceOutcome<T> };

/**
 * One multipart POST as a channel: its progress (0..1), then its outcome. Closing the
 * channel aborts the request; an aborted request reports nothing.
 */
function uploadChannel<T>(http: HttpClient, url: string, body: Record<string, FormValue>) {
  return eventChannel<UploadEvent<T>>((emit) => {
    const controller = new AbortController();
    const settle = (outcome: ResourceOutcome<T>) => {
      emit({ outcome });
      emit(END);
    };
    http
      .createWithFile<T>(url, body, {
        signal: controller.signal,
        onUploadProgress: (progress) => emit({ progress }),
      })
      .then(
        (result) => settle(isNotFound(result) ? { kind: 'not-found' } : result),
        (error: unknown) => {
          if (!controller.signal.aborted) settle({ kind: 'failed', error: toAppError(error) });
        },
      );
    return () => controller.abort();
  });
}

/**
 * An upload from a saga, with its progress as events (`progressed(fraction)`), and its outcome
 * as `requestResource()` gives one. Cancelling the calling saga aborts the request.
 */
export function* uploadResource<T>(
  url: string,
  body: Record<string, FormValue>,
  progressed: (fraction: number) => Action,
) {
  const { http } = yield* getServices();
  const channel: EventChannel<UploadEvent<T>> = yield* call(uploadChannel<T>, http, url, body);
  try {
    for (;;) {
      const event = yield* take(channel);
      if ('outcome' in event) return event.outcome;
      yield* put(progressed(event.progress));
    }
  } finally {
    channel.close();
  }
}
