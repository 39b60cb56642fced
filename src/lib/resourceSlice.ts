import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  requestFailed,
  requestNotFound,
  requestStarted,
  requestSucceeded,
  writeFailed,
  writeReset,
  writeSaved,
  writeStarted,
  type RequestState,
  type WriteState,
} from './requestState';

/** The four events of one read, named after the resource: `projectsRequested` ... `projectsFailed`. */
export type ReadReducers<Name extends string, State, Query, Data> = {
  [K in `${Name}Requested`]: (state: Draft<State>, action: PayloadAction<Query>) => void;
} & {
  [K in `${Name}Loaded`]: (state: Draft<State>, action: PayloadAction<Data>) => void;
} & {
  [K in `${Name}NotFound`]: (state: Draft<State>) => void;
} & {
  [K in `${Name}Failed`]: (state: Draft<State>, action: PayloadAction<AppError>) => void;
};

export interface ReadOptions<State, Query, Data> {
  /** Where this read's `RequestState` lives in the slice. */
  request: (state: Draft<State>) => RequestState;
  /** Store the answer (the request is marked succeeded already). */
  loaded: (state: Draft<State>, data: Data) => void;
  /** Store what was asked for (a query, an id), when the saga reads it back. */
  requested?: (state: Draft<State>, query: Query) => void;
  /** Clear what a 404 leaves stale (the request is marked not-found already). */
  notFound?: (state: Draft<State>) => void;
}

/**
 * The case reducers of one read, as events over a `RequestState`:
 *
 *   reducers: {
 *     ...readReducers('projects', {
 *       request: (state: ProjectsState) => state.listRequest,
 *       requested: (state, query: Partial<ProjectQuery> | undefined) => { ... },
 *       loaded: (state, page: ProjectPage) => { ... },
 *     }),
 *   }
 *
 * gives `projectsRequested(query)`, `projectsLoaded(page)`, `projectsNotFound()` and
 * `projectsFailed(error)` in `slice.actions`, typed. The saga side is `loadResource()`.
 */
export function readReducers<Name extends string, State, Data, Query = void>(
  name: Name,
  options: ReadOptions<State, Query, Data>,
): ReadReducers<Name, State, Query, Data> {
  const { request, loaded, requested, notFound } = options;
  return {
    [`${name}Requested`]: (state: Draft<State>, action: PayloadAction<Query>) => {
      requested?.(state, action.payload);
      requestStarted(request(state));
    },
    [`${name}Loaded`]: (state: Draft<State>, action: PayloadAction<Data>) => {
      requestSucceeded(request(state));
      loaded(state, action.payload);
    },
    [`${name}NotFound`]: (state: Draft<State>) => {
      requestNotFound(request(state));
      notFound?.(state);
    },
    [`${name}Failed`]: (state: Draft<State>, action: PayloadAction<AppError>) => {
      requestFailed(request(state), action.payload);
    },
  } as ReadReducers<Name, State, Query, Data>;
}

/** What a list asks for: at least the search text; a page when the list has pages. */
export interface SearchQuery {
  q: string;
  page?: number;
}

export type QueryReadReducers<Name extends string, State, Query, Data> = ReadReducers<
  Name,
  State,
  Partial<Query> | undefined,
  Data
> & {
  [K in `${Name}Searched`]: (state: Draft<State>, action: PayloadAction<string>) => void;
};

export interface QueryReadOptions<State, Query extends SearchQuery, Data> extends Omit<
  ReadOptions<State, Partial<Query> | undefined, Data>,
  'requested'
> {
  /** Where the list's query (page, sort, filters, q) lives in the slice. */
  query: (state: Draft<State>) => Query;
}

/**
 * The read of a list the page asks for by a query, and its search field:
 * `${name}Requested(query?)` changes the parts of the query it names and reads the list,
 * `${name}Searched(q)` stores each keystroke's text (back on page 1); the saga reads once
 * typing pauses (`debounceSearch()`).
 */
export function queryReadReducers<Name extends string, State, Query extends SearchQuery, Data>(
  name: Name,
  options: QueryReadOptions<State, Query, Data>,
): QueryReadReducers<Name, State, Query, Data> {
  const { query, ...read } = options;
  return {
    ...readReducers<Name, State, Data, Partial<Query> | undefined>(name, {
      ...read,
      requested: (state, asked) => {
        Object.assign(query(state), asked);
      },
    }),
    [`${name}Searched`]: (state: Draft<State>, action: PayloadAction<string>) => {
      const current = query(state);
      current.q = action.payload;
      if (current.page !== undefined) current.page = 1;
    },
  } as QueryReadReducers<Name, State, Query, Data>;
}

export interface FieldReadOptions<State, K extends keyof State, Query> {
  /** Where this read's `RequestState` lives in the slice. */
  request: (state: Draft<State>) => RequestState;
  /** What a 404 leaves in the field (an empty list, null); without it the field keeps its value. */
  empty?: State[K];
  /** Store what was asked for, when the saga reads it back. */
  requested?: (state: Draft<State>, query: Query) => void;
}

/**
 * A read whose answer is one field of the state, as it came: `readReducers()` with `loaded`
 * storing it in `state[field]` and, with `empty`, a 404 leaving that there.
 *
 *   ...fieldReadReducers('people', 'people', {
 *     request: (state: TablesState) => state.peopleRequest,
 *     empty: [],
 *   }),
 */
export function fieldReadReducers<Name extends string, State, K extends keyof State, Query = void>(
  name: Name,
  field: K,
  options: FieldReadOptions<State, K, Query>,
): ReadReducers<Name, State, Query, State[K]> {
  const { request, empty, requested } = options;
  // A draft's field takes the plain value: immer drafts what is stored when it is read again.
  const store = (state: Draft<State>, value: State[K]) => {
    (state as State)[field] = value;
  };
  return readReducers<Name, State, State[K], Query>(name, {
    request,
    requested,
    loaded: store,
    notFound: 'empty' in options ? (state) => store(state, empty as State[K]) : undefined,
  });
}

/** A write's failure event carries the error, alone or beside what a rollback needs. */
export type WriteFailure = AppError | { error: AppError };

export type WriteReducers<
  Name extends string,
  Done extends string,
  State,
  Input,
  Result,
  Failure,
  Args extends unknown[] = never,
  Opened extends string = never,
> = {
  [K in `${Name}Requested`]: [Args] extends [never]
    ? (state: Draft<State>, action: PayloadAction<Input>) => void
    : {
        reducer: (state: Draft<State>, action: PayloadAction<Input>) => void;
        prepare: (...args: Args) => { payload: Input };
      };
} & {
  [K in Done]: (state: Draft<State>, action: PayloadAction<Result>) => void;
} & {
  [K in `${Name}Failed`]: (state: Draft<State>, action: PayloadAction<Failure>) => void;
} & {
  // Named by `opened` alone: inferred from the slice's reducers it read as any string.
  [K in NoInfer<Opened>]: (state: Draft<State>) => void;
};

export interface WriteOptions<State, Input, Result, Failure, Args extends unknown[] = never> {
  /** Where this write's `WriteState` lives in the slice. */
  write: (state: Draft<State>) => WriteState;
  /**
   * The request's payload from the action creator's arguments, when the caller does not
   * pass it whole: a temporary id made for it, several arguments.
   */
  prepare?: (...args: Args) => Input;
  /** What the request changes at once (an optimistic write); else it only types the payload. */
  requested?: (state: Draft<State>, input: Input) => void;
  /** Store the answer (the write is marked saved already). */
  saved?: (state: Draft<State>, result: Result) => void;
  /** Undo what `requested` changed (the write is marked failed already). */
  failed?: (state: Draft<State>, failure: Failure) => void;
}

/**
 * The case reducers of one write, as events over a `WriteState` (a form's save):
 *
 *   ...writeReducers('projectCreate', 'projectCreated', {
 *     write: (state: ProjectsState) => state.form,
 *     requested: (_state, _input: ProjectInput) => {},
 *     saved: (state, project: Project) => { ... },
 *   }),
 *
 * gives `projectCreateRequested(input)`, `projectCreated(project)` and
 * `projectCreateFailed(error)` (or `{ error, ... }` for `failed` to roll back with). With
 * `prepare: (draft: EventDraft) => ({ tempId: ..., draft })` the request is
 * `eventCreateRequested(draft)`, its payload what `prepare` makes; with
 * `opened: 'projectFormOpened'`, that event clears the write when its form opens again.
 */
export function writeReducers<
  Name extends string,
  Done extends string,
  State,
  Input = void,
  Result = void,
  Failure extends WriteFailure = AppError,
  Args extends unknown[] = never,
  Opened extends string = never,
>(
  name: Name,
  done: Done,
  options: WriteOptions<State, Input, Result, Failure, Args> & {
    /** The event of its form opening (`projectFormOpened`): the last save's outcome is cleared. */
    opened?: Opened;
  },
): WriteReducers<Name, Done, State, Input, Result, Failure, Args, Opened> {
  const { write, opened, prepare, requested, saved, failed } = options;
  const request = (state: Draft<State>, action: PayloadAction<Input>) => {
    writeStarted(write(state));
    requested?.(state, action.payload);
  };
  return {
    ...(opened && { [opened]: (state: Draft<State>) => writeReset(write(state)) }),
    [`${name}Requested`]: prepare
      ? { reducer: request, prepare: (...args: Args) => ({ payload: prepare(...args) }) }
      : request,
    [done]: (state: Draft<State>, action: PayloadAction<Result>) => {
      writeSaved(write(state));
      saved?.(state, action.payload);
    },
    [`${name}Failed`]: (state: Draft<State>, action: PayloadAction<Failure>) => {
      const failure: WriteFailure = action.payload;
      writeFailed(write(state), 'error' in failure ? failure.error : failure);
      failed?.(state, action.payload);
    },
  } as WriteReducers<Name, Done, State, Input, Result, Failure, Args, Opened>;
}

/** One entry of a keyed read (a dashboard widget): its data and its request. */
export interface KeyedEntry<T> {
  data: T | null;
  request: RequestState;
}

/** The entries of a keyed read, one per key, each with its own data type. */
export type KeyedEntries<Data> = { [K in keyof Data]: KeyedEntry<Data[K]> };

/** The entries of `keys` before their first read. */
export const idleEntries = <Data>(keys: readonly (keyof Data)[]): KeyedEntries<Data> =>
  Object.fromEntries(
    keys.map((key) => [key, { data: null, request: idleRequest() }]),
  ) as KeyedEntries<Data>;

/** One key's entry, typed by its key: `selectWidget(root, 'orders')`. */
export const entrySelector =
  <Root, Data>(selectEntries: (root: Root) => KeyedEntries<Data>) =>
  <K extends keyof Data>(root: Root, key: K): KeyedEntry<Data[K]> =>
    selectEntries(root)[key];

/** `{ name, data }` for each key with its own data type. */
export type KeyedLoaded<Data> = { [K in keyof Data]: { name: K; data: Data[K] } }[keyof Data];

export type KeyedReadReducers<Name extends string, State, Data> = {
  [K in `${Name}Requested`]: (state: Draft<State>, action: PayloadAction<keyof Data>) => void;
} & {
  [K in `${Name}Loaded`]: (state: Draft<State>, action: PayloadAction<KeyedLoaded<Data>>) => void;
} & {
  [K in `${Name}NotFound`]: (state: Draft<State>, action: PayloadAction<keyof Data>) => void;
} & {
  [K in `${Name}Failed`]: (
    state: Draft<State>,
    action: PayloadAction<{ name: keyof Data; error: AppError }>,
  ) => void;
};

/**
 * The read events of a map of independent reads (a dashboard's widgets), each with its own
 * `{ data, request }`: `widgetRequested(name)`, `widgetLoaded({ name, data })`,
 * `widgetNotFound(name)`, `widgetFailed({ name, error })`.
 */
export function keyedReadReducers<Name extends string, State, Data>(
  name: Name,
  entry: (state: Draft<State>, key: keyof Data) => KeyedEntry<unknown>,
): KeyedReadReducers<Name, State, Data> {
  return {
    [`${name}Requested`]: (state: Draft<State>, action: PayloadAction<keyof Data>) => {
      requestStarted(entry(state, action.payload).request);
    },
    [`${name}Loaded`]: (state: Draft<State>, action: PayloadAction<KeyedLoaded<Data>>) => {
      const loaded = entry(state, action.payload.name);
      loaded.data = action.payload.data;
      requestSucceeded(loaded.request);
    },
    [`${name}NotFound`]: (state: Draft<State>, action: PayloadAction<keyof Data>) => {
      const gone = entry(state, action.payload);
      gone.data = null;
      requestNotFound(gone.request);
    },
    [`${name}Failed`]: (
      state: Draft<State>,
      action: PayloadAction<{ name: keyof Data; error: AppError }>,
    ) => {
      requestFailed(entry(state, action.payload.name).request, action.payload.error);
    },
  } as KeyedReadReducers<Name, State, Data>;
}
