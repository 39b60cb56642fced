import { createAction, type Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * A page that showed these lazy features was left (its route unmounted). Dispatched by the
 * route (app/routes/lazyPage.tsx) for every page that names features; a feature's declared
 * reads (`defineRequest`) are cancelled by it, their HTTP requests aborted.
 */
export const pageLeft = createAction<readonly string[]>('page/left');

/**
 * A data feature that loads with its page: a slice (injected once) and a root saga (run once
 * per store, however often the page is left and opened again). Page modules name theirs in
 * `export const features = [...]`; the route loader injects them before the page renders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the injector needs no state type
export interface LazyFeature<Name extends string = string, State = any> {
  /** Also the slice's reducer path: one feature, one state key. */
  readonly name: Name;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the case reducers do not matter here
  readonly slice: Slice<State, any, string, Name, any>;
  readonly saga?: Saga;
}

/** Names a feature's parts once; the type check keeps the slice name and feature name equal. */
export function defineFeature<const Name extends string, State>(
  feature: LazyFeature<Name, State>,
): LazyFeature<Name, State> {
  return feature;
}

/**
 * The root state's part for lazy features, by name, written once from the features
 * themselves (app/store.ts): `LazySliceStates<typeof projectsFeature | typeof tasksFeature>`
 * is `{ projects: ProjectsState; tasks: TasksState }`.
 */
export type LazySliceStates<Feature extends LazyFeature> = {
  [F in Feature as F['name']]: F extends LazyFeature<string, infer State> ? State : never;
};

/** What a page's locale files hold: `{ en: {...}, it: {...} }` with the page's own top-level key. */
export interface PageMessages {
  en: Record<string, unknown>;
  it: Record<string, unknown>;
}
