import {
  createAction,
  createSlice,
  type Action,
  type ActionReducerMapBuilder,
  type Draft,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { eventChannel } from 'redux-saga';
import type { ActionPattern } from 'redux-saga/effects';
import {
  actionChannel,
  call,
  debounce,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'typed-redux-saga';
import { notificationAdded } from '@/features/events';
import type { AppError } from '@/services/errors';
import { HTTP_ERROR_KEYS } from '@/services/http';
import type { Call } from './client';
import { pageLeft } from './feature';
import { requestResource } from './requestResource';
import * as status from './requestState';
import type { RequestState, WriteState } from './requestState';

/** What `succeeded` carries: what was asked and the server's answer. */
export interface Succeeded<P, D> {
  request: P;
  data: D;
}

/** What `failed` carries: what was asked, why it failed and what a rollback restores. */
export interface Failed<P, S = undefined> {
  request: P;
  error: AppError;
  snapshot?: S;
  /** The `undo` part of the state as it was. */
  before?: unknown;
}

interface Common<State, P, D> {
  /** The request, from the payload and the feature's state (after `requested` stored it). */
  call: (payload: P, state: State) => Call<D>;
  /** An event once it succeeded (for other features: a name changed; or a follow-up request). */
  announce?: (data: D, request: P) => Action | undefined;
}

/** A polled read's state, for a page that says it ("paused while this tab is hidden"). */
export type PollStatus = 'running' | 'paused' | 'stopped';

/**
 * A polled read (a live figure): once answered, it goes out again every
 * `every` ms until a newer read of it or leaving cancels it. A first read that fails is not
 * repeated (its retry starts the poll again); a repeat lands as the first read did.
 */
export interface Poll<State, P> {
  every: number;
  /** A failed repeat is dropped: what shows stays, the next tick tries again. */
  quiet?: boolean;
  /** Nothing is asked while the tab is hidden; once shown again, it refreshes at once. */
  pauseHidden?: boolean;
  /** Where the poll's state goes (`stopped` once cancelled). */
  status?: (state: Draft<State>, status: PollStatus, payload: P) => void;
}

export interface ReadOptions<State, P, D> extends Common<State, P, D> {
  /** Where this read's `RequestState` lives (one per payload for a keyed read). */
  read: (state: Draft<State>, payload: P) => RequestState;
  /** Store what was asked (a query's parts, an id) before the read goes out. */
  requested?: (state: Draft<State>, payload: P) => void;
  loaded?: (state: Draft<State>, data: D, payload: P) => void;
  /** Clear what a 404 leaves stale (the read is `not-found` already). */
  notFound?: (state: Draft<State>, payload: P) => void;
  /** A 404 is this answer (an empty list), not a state of its own. */
  empty?: D;
  /** A 404 is a failure (a page with no not-found state). */
  missingFails?: boolean;
  /** A search field: `searched(q)` stores each keystroke; the read goes out once typing pauses. */
  search?: (state: Draft<State>, q: string) => void;
  /**
   * Other events that read again (a demo data reset), with `again`'s payload. One marked quiet
   * (`refetchOnLive`'s, ./live.ts) is a refresh: a failure is dropped, what shows stays.
   */
  also?: { type: string }[];
  /** The payload an `also` event reads again with (a details read: the id shown). */
  again?: (state: State) => P;
  /** Reads for different payloads run side by side (a dashboard's widgets), not latest-only. */
  every?: boolean;
  /**
   * A keyed read (a dashboard's widgets, each loaded by its name): one read per payload, each
   * latest-only on its own (a widget's retry never cancels another's); an `also` event asks
   * for every one of `keys` again (`requested(key)` each).
   */
  keys?: readonly P[];
  /** Other events that cancel it as leaving the page does (a view's own "left"). */
  until?: { type: string }[];
  poll?: Poll<State, P>;
}

export interface WriteOptions<State, P, D, S> extends Common<State, P, D> {
  /** Where this write's `WriteState` lives (one per record for a row's own write). */
  write: (state: Draft<State>, payload: P) => WriteState;
  /** The part of the state `optimistic` changes, put back as it was on a refusal (the usual rollback). */
  undo?: keyof State;
  /** What a rollback needs, taken before `optimistic` applies the change. */
  snapshot?: (state: State, payload: P) => S;
  /** The change shown at once, before the server answers. */
  optimistic?: (state: Draft<State>, payload: P) => void;
  succeeded?: (state: Draft<State>, data: D, payload: P) => void;
  /** Undo `optimistic` (the write is `failed` already). */
  rollback?: (state: Draft<State>, failure: Failed<P, S>) => void;
  /** A 404 means what was asked is done already (a delete): it succeeds. */
  gone?: boolean;
  /** The message key of a 404 that fails (default: the generic "not found"). */
  notFoundKey?: string;
  /**
   * A 409 on a stale version (the error's `current`: the record as it is now): runs instead of
   * the rollback, so the change stays on screen, and no toast; the page offers the choice.
   */
  conflict?: (state: Draft<State>, failure: Failed<P, S>) => void;
  /**
   * One at a time, in order: each goes out once the one before was answered (and its answer
   * stored), so a write sends the version the previous one left.
   */
  serial?: boolean;
  /** A toast's title when the failure has no place on the page (or its title and params from what was asked). */
  notify?: string | ((request: P) => Toast);
}

/** A toast's title (an i18n key) and the values it names. */
type Toast = { title: string; params?: Record<string, string | number> };

/** An `also` event marked quiet (`refetchOnLive`'s, ./live.ts): the read is a refresh. */
const isQuietRefresh = (action: Action): boolean =>
  (action as { meta?: { quiet?: unknown } }).meta?.quiet === true;

/** The failure a 404 becomes where "not found" is not a state of its own (a write). */
export const notFoundError = (messageKey: string = HTTP_ERROR_KEYS.notFound): AppError => ({
  code: 'http/not-found',
  messageKey,
  status: 404,
});

/** A toast that says what failed (`titleKey`) and why (the server's words, else its key). */
export const failureNotification = (titleKey: string, error: AppError, params?: Toast['params']) =>
  notificationAdded({
    title: titleKey,
    message: error.message?.trim() || error.messageKey,
    params,
    variant: 'danger',
    delay: 6000,
  });

/** How long typing pauses before a search goes out. */
export const SEARCH_DELAY_MS = 300;

/** What reads and writes share: their actions, their feature's state, and storing an answer. */
function declare<State, P, D, S = undefined>(type: string, { announce }: Common<State, P, D>) {
  const feature = type.slice(0, type.indexOf('/'));
  const actions = {
    type,
    requested: createAction<P>(`${type}/requested`),
    succeeded: createAction<Succeeded<P, D>>(`${type}/succeeded`),
    failed: createAction<Failed<P, S>>(`${type}/failed`),
  };
  /** The answer stored, then an event for others if it calls for one (`announce`). */
  function* answered(request: P, data: D) {
    yield* put(actions.succeeded({ request, data }));
    const next = announce?.(data, request);
    if (next) yield* put(next);
  }
  // The feature's own state: a request is dispatched only once its slice is injected.
  const slice = (root: Record<string, unknown>) => root[feature] as State;
  return { ...actions, actions, feature, slice, answered };
}

/**
 * A request declared once: `defineRequest('tasks/update', { write, call, optimistic, rollback })`
 * gives `requested / succeeded / failed` actions, their reducer cases over a `WriteState`
 * (or a `RequestState` for a read, `{ read, call, loaded }`) and their saga.
 * Reads run latest-only, cancelled by a newer one and by leaving the page (or an `until`
 * event); a keyed read (`keys`) is latest-only per key; a polled one (`poll`) repeats. Writes
 * all run, each with its optimistic change, rolled back with a message if the server refuses.
 */
export function defineRequest<State, P, D>(
  type: string,
  options: ReadOptions<State, P, D>,
): ReturnType<typeof defineRead<State, P, D>>;
export function defineRequest<State, P, D, S = undefined>(
  type: string,
  options: WriteOptions<State, P, D, S>,
): ReturnType<typeof defineWrite<State, P, D, S>>;
export function defineRequest<State, P, D, S>(
  type: string,
  options: ReadOptions<State, P, D> | WriteOptions<State, P, D, S>,
): ReturnType<typeof defineRead<State, P, D>> | ReturnType<typeof defineWrite<State, P, D, S>> {
  return 'read' in options ? defineRead(type, options) : defineWrite(type, options);
}

function defineRead<State, P, D>(type: string, o: ReadOptions<State, P, D>) {
  const { feature, slice, answered, actions, requested, succeeded, failed } = declare(type, o);
  const searched = createAction<string>(`${type}/searched`);
  const polled = createAction<{ request: P; status: PollStatus }>(`${type}/polled`);
  const also = (o.also ?? []).map((event) => event.type);
  const until = (o.until ?? []).map((event) => event.type);
  /** Leaving a page that showed the feature, or an `until` event. */
  const left = (action: Action) =>
    (pageLeft.match(action) && action.payload.includes(feature)) || until.includes(action.type);
  /**
   * One read: `true` once answered. A quiet repeat's failure is dropped; a refresh's too, but
   * for a 404 (what it showed is gone: the page says so).
   */
  function* once(payload: P, quiet = false, refresh = false) {
    const state = yield* select(slice);
    const outcome = yield* requestResource(o.call(payload, state));
    if (outcome.kind === 'ok' || (outcome.kind === 'not-found' && o.empty !== undefined)) {
      yield* answered(payload, outcome.kind === 'ok' ? outcome.data : (o.empty as D));
      return true;
    }
    const error = outcome.kind === 'failed' ? outcome.error : notFoundError();
    if (!(quiet || refresh) || (refresh && outcome.kind === 'not-found'))
      yield* put(failed({ request: payload, error }));
    return false;
  }
  function* poll(payload: P, { every, quiet, pauseHidden, status }: Poll<State, P>) {
    const report = (to: PollStatus) => put(polled({ request: payload, status: to }));
    const visibility = pauseHidden ? yield* call(visibilityChannel) : undefined;
    try {
      for (let first = true; ; first = false) {
        if (visibility && document.hidden) {
          if (status) yield* report('paused');
          while (yield* take(visibility)); // until shown
        }
        if (status) yield* report('running');
        if (!(yield* once(payload, quiet && !first)) && first) return;
        // The next tick, or a change of visibility (hidden: pause; shown: refresh now).
        yield* race([delay(every), ...(visibility ? [take(visibility)] : [])]);
      }
    } finally {
      visibility?.close();
      if (status) yield* report('stopped');
    }
  }
  // `key`: the payload of a keyed read's own watcher, when an `also` event asks again.
  function* run(key: P | undefined, action: Action) {
    if (!requested.match(action) && !also.includes(action.type)) return; // leaving only cancels
    // An `also` event reads again as `requested()` would (or with what `again` says).
    let payload = key as P;
    if (requested.match(action)) payload = action.payload as P;
    else if (o.again && key === undefined) payload = o.again(yield* select(slice));
    if (o.poll) yield* poll(payload, o.poll);
    else yield* once(payload, false, isQuietRefresh(action));
  }
  const patterns: ActionPattern = [requested.type, ...also, left];
  /** A keyed read's pattern for one key: its own `requested`, and leaving. */
  const forKey = (key: P) => (action: Action) =>
    requested.match(action) ? action.payload === key : left(action);
  return {
    ...actions,
    searched,
    cases: (builder: ActionReducerMapBuilder<State>) => {
      builder
        .addCase(requested.type, (state, { payload }: PayloadAction<P>) => {
          o.requested?.(state, payload);
          status.requestStarted(o.read(state, payload));
        })
        .addCase(succeeded, (state, { payload }) => {
          status.requestSucceeded(o.read(state, payload.request));
          o.loaded?.(state, payload.data, payload.request);
        })
        .addCase(failed, (state, { payload: { request, error } }) => {
          if (error.code !== 'http/not-found' || o.missingFails)
            status.requestFailed(o.read(state, request), error);
          else {
            status.requestNotFound(o.read(state, request));
            o.notFound?.(state, request);
          }
        });
      if (o.poll?.status)
        builder.addCase(polled, (state, { payload }) =>
          o.poll?.status?.(state, payload.status, payload.request),
        );
      if (o.search) builder.addCase(searched, (state, { payload }) => o.search?.(state, payload));
    },
    *watch() {
      const { keys } = o;
      if (keys) {
        for (const key of keys) yield* takeLatest(forKey(key), run, key);
        yield* takeEvery(also, function* readAll() {
          for (const key of keys) yield* put(requested(key));
        });
      } else yield* (o.every ? takeEvery : takeLatest)(patterns, run, undefined);
      if (o.search)
        yield* debounce(SEARCH_DELAY_MS, searched.type, function* read() {
          yield* put(requested(undefined as P));
        });
    },
  };
}

/** `document.hidden` each time the tab is hidden or shown again. */
export const visibilityChannel = () =>
  eventChannel<boolean>((emit) => {
    const onChange = () => emit(document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });

function defineWrite<State, P, D, S>(type: string, o: WriteOptions<State, P, D, S>) {
  const { slice, answered, actions, requested, succeeded, failed } = declare<State, P, D, S>(
    type,
    o,
  );
  const applied = createAction<P>(`${type}/applied`);
  function* run({ payload }: PayloadAction<P>) {
    const state = yield* select(slice);
    const snapshot = o.snapshot?.(state, payload);
    const before = o.optimistic && o.undo && state[o.undo];
    if (o.optimistic) yield* put(applied(payload));
    const outcome = yield* requestResource(o.call(payload, state));
    if (outcome.kind === 'ok' || (outcome.kind === 'not-found' && o.gone)) {
      // A delete's answer is empty: `null`, as a 204's body.
      return yield* answered(payload, (outcome.kind === 'ok' ? outcome.data : null) as D);
    }
    const error = outcome.kind === 'failed' ? outcome.error : notFoundError(o.notFoundKey);
    yield* put(failed({ request: payload, error, snapshot, before }));
    if (!o.notify || error.silent || (o.conflict && isStale(error))) return;
    const { title, params }: Toast =
      typeof o.notify === 'string' ? { title: o.notify } : o.notify(payload);
    yield* put(failureNotification(title, error, params));
  }
  return {
    ...actions,
    cases: (builder: ActionReducerMapBuilder<State>) => {
      builder
        .addCase(requested.type, (state, { payload }: PayloadAction<P>) =>
          status.writeStarted(o.write(state, payload)),
        )
        .addCase(applied.type, (state, { payload }: PayloadAction<P>) =>
          o.optimistic?.(state, payload),
        )
        .addCase(succeeded, (state, { payload }) => {
          status.writeSaved(o.write(state, payload.request));
          o.succeeded?.(state, payload.data, payload.request);
        })
        .addCase(failed, (state, { payload }) => {
          status.writeFailed(o.write(state, payload.request), payload.error);
          if (o.conflict && isStale(payload.error)) return o.conflict(state, payload);
          if (o.undo && payload.before)
            (state as State)[o.undo] = payload.before as State[keyof State];
          o.rollback?.(state, payload);
        });
    },
    *watch() {
      if (!o.serial) return yield* takeEvery(requested, run);
      const queue = yield* actionChannel(requested);
      for (;;) yield* call(run, yield* take(queue));
    },
  };
}

/** A 409 that carries the record as it is now (a stale version). */
export const isStale = (error: AppError): boolean =>
  error.status === 409 && error.current !== undefined;

export { entryCases, listCases } from './requestCases';

/** The slice's `extraReducers`: the cases of its declared requests. */
export const requestCases =
  <State>(...requests: { cases: (builder: ActionReducerMapBuilder<State>) => void }[]) =>
  (builder: ActionReducerMapBuilder<State>) =>
    requests.forEach((request) => request.cases(builder));

/** A slice that only its declared requests change: no reducers of its own. */
export const requestsSlice = <const Name extends string, State>(
  name: Name,
  initialState: State | (() => State),
  requests: readonly { cases: (builder: ActionReducerMapBuilder<State>) => void }[],
) => createSlice({ name, initialState, reducers: {}, extraReducers: requestCases(...requests) });

/** The one generic watcher of a feature's declared requests. */
export const requestsSaga = (...requests: { watch: () => Generator }[]) =>
  function* watchRequests() {
    for (const request of requests) yield* fork(request.watch);
  };
