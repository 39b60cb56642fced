import type { AppError } from '@/services/errors';

/**
 * The state of one read, the same shape in every feature: `not-found` is an answer (the
 * page shows "not found" with the way back), `failed` carries the error to show with a retry.
 */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed' | 'not-found';
export type RequestState = Settled<RequestStatus>;

/** A read's or a write's status, and its error (none unless it failed). */
interface Settled<Status> {
  status: Status;
  error: AppError | null;
}

export const idleRequest = (): RequestState => ({ status: 'idle', error: null });

function settle<S>(target: Settled<S>, status: S, error: AppError | null = null): void {
  target.status = status;
  target.error = error;
}

/** Reducer helpers: `requestStarted(state.list)` inside a slice's case reducer (immer draft). */
export const requestStarted = (request: RequestState): void => settle(request, 'loading');
export const requestSucceeded = (request: RequestState): void => settle(request, 'succeeded');
export const requestNotFound = (request: RequestState): void => settle(request, 'not-found');
export const requestFailed = (request: RequestState, error: AppError): void =>
  settle(request, 'failed', error);

/** Nothing to show yet: before the first answer (a refetch keeps showing the old data). */
export const isPending = (request: RequestState): boolean =>
  request.status === 'idle' || request.status === 'loading';

/**
 * The state of one write, the same shape in every feature: a form shows `saving`, closes on
 * `saved`, and on `failed` shows the error (a 422's `fields` beside its inputs).
 */
export type WriteStatus = 'idle' | 'saving' | 'saved' | 'failed';
export type WriteState = Settled<WriteStatus>;

export const idleWrite = (): WriteState => ({ status: 'idle', error: null });

/** Reducer helpers, as for reads: `writeStarted(state.form)` inside a case reducer. */
export const writeReset = (write: WriteState): void => settle(write, 'idle');
export const writeStarted = (write: WriteState): void => settle(write, 'saving');
export const writeSaved = (write: WriteState): void => settle(write, 'saved');
export const writeFailed = (write: WriteState, error: AppError): void =>
  settle(write, 'failed', error);

/** One key's answer and read in a keyed read (a dashboard's widgets, each with its own retry). */
export interface Entry<T> {
  data: T | null;
  request: RequestState;
}
export type Entries<Data> = { [K in keyof Data]: Entry<Data[K]> };

/** The entries of `keys` before their first read. */
export const idleEntries = <Data>(keys: readonly (keyof Data)[]): Entries<Data> =>
  Object.fromEntries(
    keys.map((key) => [key, { data: null, request: idleRequest() }]),
  ) as Entries<Data>;
