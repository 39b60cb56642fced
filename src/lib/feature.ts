import type { Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * The state of the features that are injected with their route (`combineSlices(...)
 * .withLazyLoadedSlices<LazyLoadedSlices>()` in app/store.ts). Each lazy feature adds its
 * slice here by declaration merging, next to its slice:
 *
 *   declare module '@/lib/feature' {
 *     interface LazyLoadedSlices { calendar: CalendarState }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * A data feature that loads with its page: a slice (injected once) and a root saga (run once
 * per store, however often the page is left and opened again). Page modules name theirs in
 * `export const features = [...]`; the route loader injects them before the page renders.
 */
export interface LazyFeature {
  /** Also the slice's reducer path: one feature, one state key. */
  readonly name: string;
  // The slice's own state and reducer types vary per feature; the injector needs neither.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any slice may be injected
  readonly slice: Slice<any, any, string, string, any>;
  readonly saga?: Saga;
}

/** Names a feature's parts once; the type check keeps the slice name and feature name equal. */
export function defineFeature<const Name extends string>(feature: {
  name: Name;
  slice: LazyFeature['slice'] & { reducerPath: Name };
  saga?: Saga;
}): LazyFeature {
  return feature;
}

/** What a page's locale files hold: `{ en: {...}, it: {...} }` with the page's own top-level key. */
export interface PageMessages {
  en: Record<string, unknown>;
  it: Record<string, unknown>;
}
