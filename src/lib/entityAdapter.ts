import type { Draft, EntityState } from '@reduxjs/toolkit';

type Target<T> = EntityState<T, string> | Draft<EntityState<T, string>>;

/** What `createEntityAdapter()` gives: RTK's names, for the part the features use. */
export interface EntityAdapter<T> {
  getInitialState(): EntityState<T, string>;
  getSelectors(): { selectAll: (state: EntityState<T, string>) => T[] };
  setAll(state: Target<T>, entities: readonly T[]): void;
  setOne(state: Target<T>, entity: T): void;
  addOne(state: Target<T>, entity: T): void;
  updateOne(state: Target<T>, update: { id: string; changes: Partial<T> }): void;
  removeOne(state: Target<T>, id: string): void;
  removeAll(state: Target<T>): void;
}

/**
 * A collection of records by id, in the shape and with the names of RTK's
 * `createEntityAdapter` (`{ ids, entities }`, `setAll`, `setOne`, `addOne`, `updateOne`,
 * `removeOne`, `removeAll`, `getSelectors().selectAll`), for the part the data features use;
 * the reducers call it on their immer draft, as they would RTK's.
 *
 * Why not RTK's own: it is written inside RTK's module, which the boot loads for the store,
 * and its memoised selectors bring reselect with them, so every page's first load (the
 * sign-in page's too) grew by ~2.5 KiB gzip as soon as one lazy feature used it (login went
 * from 199.1 to 201.6 KiB against its budget of 200). This one loads with the features.
 */
export function createEntityAdapter<T extends { id: string }>(): EntityAdapter<T>;
/** Records keyed by another field, as RTK's `selectId`: `createEntityAdapter<AdminUser>({ selectId: (u) => u.uid })`. */
export function createEntityAdapter<T>(options: {
  selectId: (entity: T) => string;
}): EntityAdapter<T>;
export function createEntityAdapter<T>(options?: {
  selectId: (entity: T) => string;
}): EntityAdapter<T> {
  type State = EntityState<T, string>;
  const idOf = options?.selectId ?? ((entity: T) => (entity as { id: string }).id);
  const put = (state: Target<T>, entity: T) => {
    const entities = state.entities as Record<string, T>;
    const id = idOf(entity);
    if (!(id in entities)) (state.ids as string[]).push(id);
    entities[id] = entity;
  };
  const removeAll = (state: Target<T>) => {
    state.ids.splice(0);
    for (const id of Object.keys(state.entities)) delete (state.entities as Record<string, T>)[id];
  };
  // One answer per (ids, entities) pair: the same list while neither changed, as a memoised
  // selector gives, so a component re-renders only when the collection did.
  const lists = new WeakMap<readonly string[], { entities: object; all: T[] }>();
  const selectAll = (state: State): T[] => {
    const known = lists.get(state.ids);
    if (known?.entities === state.entities) return known.all;
    const all = state.ids.map((id) => state.entities[id] as T);
    lists.set(state.ids, { entities: state.entities, all });
    return all;
  };
  return {
    getInitialState: (): State => ({ ids: [], entities: {} }),
    getSelectors: () => ({ selectAll }),
    setAll(state: Target<T>, entities: readonly T[]) {
      removeAll(state);
      for (const entity of entities) put(state, entity);
    },
    setOne: put,
    addOne(state: Target<T>, entity: T) {
      if (!(idOf(entity) in state.entities)) put(state, entity);
    },
    updateOne(state: Target<T>, update: { id: string; changes: Partial<T> }) {
      const entity = (state.entities as Record<string, T>)[update.id];
      if (entity) Object.assign(entity, update.changes);
    },
    removeOne(state: Target<T>, id: string) {
      if (!(id in state.entities)) return;
      delete (state.entities as Record<string, T>)[id];
      state.ids.splice(state.ids.indexOf(id), 1);
    },
    removeAll,
  };
}
