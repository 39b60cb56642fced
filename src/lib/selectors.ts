import type { Slice } from '@reduxjs/toolkit';
import type { Entries, Entry } from './requestState';

/** The root state as a lazy slice's selectors take it: the slice may not be injected yet. */
export type LazyRoot<Path extends string, State> = { readonly [K in Path]?: State };

/**
 * Selectors of a lazy slice, each written once, on the slice's own state: before the slice is
 * injected they read its initial state.
 *
 *   const fromRoot = rootSelector(projectsSlice);
 *   export const selectProjectsQuery = fromRoot((state) => state.query);
 */
export function rootSelector<State, Path extends string>(
  // The case reducers' and selectors' types do not matter here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any slice
  slice: Slice<State, any, string, Path, any>,
) {
  const initial = slice.getInitialState();
  const sliceState = (root: LazyRoot<Path, State>): State => root[slice.reducerPath] ?? initial;
  return <Result>(select: (state: State) => Result) =>
    (root: LazyRoot<Path, State>): Result =>
      select(sliceState(root));
}

/** `selectName` for a field `name`: the selectors `fieldSelectors()` gives. */
export type FieldSelectors<Path extends string, State> = {
  [K in keyof State & string as `select${Capitalize<K>}`]: (
    root: LazyRoot<Path, State>,
  ) => State[K];
};

/**
 * A selector for each field of a lazy slice's state, named after it (`profile` gives
 * `selectProfile`), reading the initial state before the slice is injected, as
 * `rootSelector()` does; a selector that computes or is named otherwise is written with that.
 *
 *   export const { selectProfile, selectProfileRequest } = fieldSelectors(accountSlice);
 */
export function fieldSelectors<State extends object, Path extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any slice, as rootSelector()
  slice: Slice<State, any, string, Path, any>,
): FieldSelectors<Path, State> {
  const fromRoot = rootSelector(slice);
  const selectors: Record<string, unknown> = {};
  for (const key of Object.keys(slice.getInitialState()) as (keyof State & string)[]) {
    selectors[`select${key.charAt(0).toUpperCase()}${key.slice(1)}`] = fromRoot(
      (state) => state[key],
    );
  }
  return selectors as FieldSelectors<Path, State>;
}

/** One key's entry of a keyed read, typed by its key: `selectWidget(root, 'orders')`. */
export const entrySelector =
  <Root, Data>(selectEntries: (root: Root) => Entries<Data>) =>
  <K extends keyof Data>(root: Root, key: K): Entry<Data[K]> =>
    selectEntries(root)[key];
