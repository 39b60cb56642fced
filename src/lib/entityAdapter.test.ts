import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createEntityAdapter } from './entityAdapter';

interface Item {
  id: string;
  name: string;
}

const adapter = createEntityAdapter<Item>();
const { selectAll } = adapter.getSelectors();
const slice = createSlice({
  name: 'items',
  initialState: adapter.getInitialState(),
  reducers: {
    loaded: (state, action: PayloadAction<Item[]>) => adapter.setAll(state, action.payload),
    added: (state, action: PayloadAction<Item>) => adapter.addOne(state, action.payload),
    set: (state, action: PayloadAction<Item>) => adapter.setOne(state, action.payload),
    renamed: (state, action: PayloadAction<{ id: string; name: string }>) =>
      adapter.updateOne(state, { id: action.payload.id, changes: { name: action.payload.name } }),
    removed: (state, action: PayloadAction<string>) => adapter.removeOne(state, action.payload),
    cleared: (state) => adapter.removeAll(state),
  },
});
const { loaded, added, set, renamed, removed, cleared } = slice.actions;

describe('createEntityAdapter (the features’ collection by id)', () => {
  it('keeps records by id in their order through every change, on an immer draft', () => {
    let state = slice.reducer(
      undefined,
      loaded([
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ]),
    );
    state = slice.reducer(state, added({ id: 'a', name: 'ignored: a is there' }));
    state = slice.reducer(state, added({ id: 'c', name: 'C' }));
    state = slice.reducer(state, set({ id: 'b', name: 'B2' }));
    state = slice.reducer(state, renamed({ id: 'c', name: 'C2' }));
    state = slice.reducer(state, renamed({ id: 'zz', name: 'nobody' }));
    state = slice.reducer(state, removed('a'));
    state = slice.reducer(state, removed('zz'));
    expect(state.ids).toEqual(['b', 'c']);
    expect(selectAll(state)).toEqual([
      { id: 'b', name: 'B2' },
      { id: 'c', name: 'C2' },
    ]);
    expect(slice.reducer(state, cleared())).toEqual({ ids: [], entities: {} });
  });

  it('gives the same list while the collection is unchanged, a new one once it changes', () => {
    const state = slice.reducer(undefined, loaded([{ id: 'a', name: 'A' }]));
    expect(selectAll(state)).toBe(selectAll(state));
    const next = slice.reducer(state, set({ id: 'a', name: 'A2' }));
    expect(selectAll(next)).not.toBe(selectAll(state));
    expect(selectAll(next)).toEqual([{ id: 'a', name: 'A2' }]);
  });

  it('keys records by another field with selectId (an account by its uid)', () => {
    const accounts = createEntityAdapter<{ uid: string; email: string }>({
      selectId: (account) => account.uid,
    });
    const state = accounts.getInitialState();
    accounts.setAll(state, [
      { uid: 'u1', email: 'a@x' },
      { uid: 'u2', email: 'b@x' },
    ]);
    accounts.addOne(state, { uid: 'u1', email: 'ignored@x' });
    accounts.setOne(state, { uid: 'u2', email: 'b2@x' });
    accounts.updateOne(state, { id: 'u1', changes: { email: 'a2@x' } });
    expect(state.ids).toEqual(['u1', 'u2']);
    expect(accounts.getSelectors().selectAll(state)).toEqual([
      { uid: 'u1', email: 'a2@x' },
      { uid: 'u2', email: 'b2@x' },
    ]);
  });
});
