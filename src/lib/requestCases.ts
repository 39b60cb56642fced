/**
 * Ready-made cases of `defineRequest` reads (request.ts re-exports them): a keyed read over
 * its entries, a list read over an entity collection.
 */
import type { Draft, EntityState } from '@reduxjs/toolkit';
import { demoDataReset } from '@/features/events';
import type { EntityAdapter } from './entityAdapter';
import type { Entries } from './requestState';

/**
 * A keyed read's `read / loaded / notFound` over its entries (one `{ data, request }` a key):
 * `defineRequest('dashboard/widget', { ...entryCases((s: DashboardState) => s.widgets), keys, call })`.
 */
export const entryCases = <State, Data>(entries: (state: Draft<State>) => Entries<Data>) => ({
  read: (state: Draft<State>, key: keyof Data) => entries(state)[key].request,
  loaded: <K extends keyof Data>(state: Draft<State>, data: Data[K], key: K) =>
    void (entries(state)[key].data = data),
  notFound: (state: Draft<State>, key: keyof Data) => void (entries(state)[key].data = null),
});

/**
 * A list read's `loaded / notFound` over an entity collection (a 404 empties it), read again
 * after a demo data reset: `{ read, call, ...listCases(markersAdapter, (s: MapsState) => s.markers) }`.
 */
export const listCases = <State, T>(
  adapter: EntityAdapter<T>,
  list: (state: Draft<State>) => EntityState<T, string> | Draft<EntityState<T, string>>,
) => ({
  loaded: (state: Draft<State>, items: T[]) => adapter.setAll(list(state), items),
  notFound: (state: Draft<State>) => adapter.removeAll(list(state)),
  also: [demoDataReset],
});
