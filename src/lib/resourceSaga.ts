import type { Action } from '@reduxjs/toolkit';
import { call, debounce, put, takeLatest } from 'redux-saga/effects';
import { select as typedSelect } from 'typed-redux-saga';
import type { ActionPattern } from 'redux-saga/effects';
import { notificationAdded } from '@/features/events';
import type { AppError } from '@/services/errors';
import {
  HTTP_ERROR_KEYS,
  type HttpClient,
  type HttpResult,
  type QueryParams,
} from '@/services/http';
import { pageLeft } from './feature';
import { requestResource, type ResourceOutcome } from './requestResource';

type Request<T> = (http: HttpClient, signal: AbortSignal) => Promise<HttpResult<T>>;

/** The failure a 404 becomes where "not found" is not a state of its own (a write, a widget). */
export function notFoundError(messageKey: string = HTTP_ERROR_KEYS.notFound): AppError {
  return { code: 'http/not-found', messageKey, status: 404 };
}

/** The failure of an outcome that is not `ok`: its error, or the 404 one. */
export function failureOf(
  outcome: Exclude<ResourceOutcome<unknown>, { kind: 'ok' }>,
  notFoundKey?: string,
): AppError {
  return outcome.kind === 'failed' ? outcome.error : notFoundError(notFoundKey);
}

/** The events a read's outcome becomes (the `readReducers()` actions of the slice). */
export interface ReadEvents<T> {
  loaded: (data: T) => Action;
  /** Without it, a 404 is a failure (`notFoundError()`). */
  notFound?: () => Action;
  failed: (error: AppError) => Action;
}

/** Puts the event for an outcome: `loaded(data)`, `notFound()` or `failed(error)`. */
export function* putOutcome<T>(outcome: ResourceOutcome<T>, events: ReadEvents<T>) {
  if (outcome.kind === 'ok') yield put(events.loaded(outcome.data));
  else if (outcome.kind === 'not-found' && events.notFound) yield put(events.notFound());
  else yield put(events.failed(failureOf(outcome)));
}

/**
 * A read: `requestResource()` and its outcome as events (a plain GET is `loadGet()`).
 * Returns the outcome for the rare caller that goes on (a second read that needs the first
 * one's answer).
 */
export function* loadResource<T>(request: Request<T>, events: ReadEvents<T>) {
  const outcome = yield* requestResource(request);
  yield* putOutcome(outcome, events);
  return outcome;
}

/**
 * The usual read: `GET url` with `params`, abortable, its outcome as events; returns the
 * outcome, as `loadResource()` does.
 *
 *   yield* loadGet<MapMarker[]>(MAPS_API.markers, undefined, {
 *     loaded: markersLoaded, notFound: markersNotFound, failed: markersFailed,
 *   });
 */
export function* loadGet<T>(url: string, params: QueryParams | undefined, events: ReadEvents<T>) {
  return yield* loadResource((http, signal) => http.get<T>(url, params, { signal }), events);
}

/**
 * A list read of what the slice's query asks for (its `...Requested` reducer stored the
 * parts asked): `GET url` with `params(query)`, its outcome as events.
 *
 *   yield* loadQuery(selectTasksQuery, TASKS_API.list, (query) => ({ q: query.q, sort: query.sort }), {
 *     loaded: tasksLoaded, notFound: tasksNotFound, failed: tasksFailed,
 *   });
 */
export function* loadQuery<Query, T>(
  selectQuery: (root: object) => Query,
  url: string,
  params: (query: Query) => QueryParams,
  events: ReadEvents<T>,
) {
  const query = yield* typedSelect(selectQuery);
  return yield* loadGet<T>(url, params(query), events);
}

/** A toast that says what failed (`titleKey`) and why (the server's words, else its key). */
export function failureNotification(
  titleKey: string,
  error: AppError,
  params?: Record<string, string | number>,
) {
  return notificationAdded({
    title: titleKey,
    message: error.message?.trim() || error.messageKey,
    params,
    variant: 'danger',
    delay: 6000,
  });
}

export interface Write<T> {
  request: Request<T>;
  /** The server's answer (the stored record). */
  succeeded: (data: T) => Action;
  /** A 404 means what was asked is done already (a delete): this event; else it fails. */
  gone?: () => Action;
  /** The reason, for the form to show, or the rollback of an optimistic change. */
  failed: (error: AppError) => Action;
  /** The message key of a 404 that fails (default: the generic "not found"). */
  notFoundKey?: string;
  /** A toast's title when the failure has no place on the page (a form shows its own). */
  notify?: string | { title: string; params?: Record<string, string | number> };
}

/**
 * A create / update / delete and its outcome as events: `succeeded(data)`, `gone()` or
 * `failed(error)`, and with `notify` a toast that says why. Returns the outcome.
 *
 *   yield* writeResource({
 *     request: (http) => http.create<Project>(PROJECTS_API.list, payload),
 *     succeeded: projectCreated,
 *     failed: projectCreateFailed,
 *   });
 */
export function* writeResource<T>(write: Write<T>) {
  const outcome = yield* requestResource(write.request);
  if (outcome.kind === 'ok') {
    yield put(write.succeeded(outcome.data));
    return outcome;
  }
  if (outcome.kind === 'not-found' && write.gone) {
    yield put(write.gone());
    return outcome;
  }
  const error = failureOf(outcome, write.notFoundKey);
  yield put(write.failed(error));
  if (write.notify && !error.silent) {
    const { title, params } =
      typeof write.notify === 'string' ? { title: write.notify, params: undefined } : write.notify;
    yield put(failureNotification(title, error, params));
  }
  return outcome;
}

export interface OptimisticWrite<T> extends Write<T> {
  /** The change shown at once, put before the request (leave out when the reducer of the
   * `...Requested` event applied it already). */
  apply?: Action;
}

/**
 * An optimistic create / update / delete: the change is on screen at once; on a refusal it
 * is rolled back (`failed(error)`) and, with `notify`, a toast says why. Returns the outcome.
 *
 *   yield* optimisticWrite({
 *     apply: taskUpdateApplied(payload),
 *     request: (http) => http.updatePatch<Task>(TASKS_API.item(id), patch),
 *     succeeded: taskUpdated,
 *     failed: (error) => taskUpdateFailed({ previous, error }),
 *     notify: 'tasks.errors.saveFailed',
 *   });
 */
export function* optimisticWrite<T>(write: OptimisticWrite<T>) {
  if (write.apply) yield put(write.apply);
  return yield* writeResource(write);
}

/** Matches `pageLeft` for a page that showed `feature`. */
export const leftFeature =
  (feature: string) =>
  (action: Action): boolean =>
    pageLeft.match(action) && action.payload.includes(feature);

/**
 * A read's watcher: takeLatest, so a newer request aborts the one in flight, and so does
 * leaving the page that showed `feature` (the route dispatches `pageLeft` for its features).
 *
 *   yield takeLatestRead('projects', [projectsRequested.type, demoDataReset.type], handleProjectsRequested);
 */
export function takeLatestRead<A extends Action>(
  feature: string,
  pattern: ActionPattern<A>,
  worker: (action: A) => Generator<unknown, unknown, unknown>,
) {
  const patterns: unknown[] = Array.isArray(pattern) ? pattern : [pattern];
  function* readUnlessLeft(action: Action) {
    if (pageLeft.match(action)) return;
    yield call(worker, action as A);
  }
  return takeLatest([...patterns, leftFeature(feature)] as ActionPattern, readUnlessLeft);
}

/** How long typing pauses before a search goes out. */
export const SEARCH_DELAY_MS = 300;

function* putRequest(request: () => Action) {
  yield put(request());
}

/**
 * Search as you type: the slice stores each keystroke's text (so the field shows it), and the
 * read goes out once typing pauses, as the `request()` event (its takeLatestRead cancels an
 * older read still in flight).
 *
 *   yield debounceSearch(projectsSearched.type, () => projectsRequested());
 */
export function debounceSearch(pattern: ActionPattern, request: () => Action) {
  return debounce(SEARCH_DELAY_MS, pattern, putRequest, request);
}
