import type { AppError } from '@/services/errors';

/**
 * The state of one read, the same shape in every feature: `not-found` is an answer (the
 * page shows "not found" with the way back), `failed` carries the error to show with a retry.
 */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed' | 'not-found';

export interface RequestState {
  status: RequestStatus;
  error: AppError | null;
}

export const idleRequest = (): RequestState => ({ status: 'idle', error: null });

/** Reducer helpers: `requestStarted(state.list)` inside a slice's case reducer (immer draft). */
export function requestStarted(request: RequestState): void {
  request.status = 'loading';
  request.error = null;
}

export function requestSucceeded(request: RequestState): void {
  request.status = 'succeeded';
  request.error = null;
}

export function requestNotFound(request: RequestState): void {
  request.status = 'not-found';
  request.error = null;
}

export function requestFailed(request: RequestState, error: AppError): void {
  request.status = 'failed';
  request.error = error;
}

/** Nothing to show yet: before the first answer (a refetch keeps showing the old data). */
export const isPending = (request: RequestState): boolean =>
  request.status === 'idle' || request.status === 'loading';

/**
 * The state of one write, the same shape in every feature: a form shows `saving`, closes on
 * `saved`, and on `failed` shows the error (a 422's `fields` beside its inputs).
 */
export type WriteStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface WriteState {
  status: WriteStatus;
  error: AppError | null;
}

export const idleWrite = (): WriteState => ({ status: 'idle', error: null });

/** Reducer helpers, as for reads: `writeStarted(state.form)` inside a case reducer. */
export function writeReset(write: WriteState): void {
  write.status = 'idle';
  write.error = null;
}

export function writeStarted(write: WriteState): void {
  write.status = 'saving';
  write.error = null;
}

export function writeSaved(write: WriteState): void {
  write.status = 'saved';
  write.error = null;
}

export function writeFailed(write: WriteState, error: AppError): void {
  write.status = 'failed';
  write.error = error;
}
