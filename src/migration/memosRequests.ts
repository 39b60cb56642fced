import { createSlice, type EntityState } from '@reduxjs/toolkit';
import { resource } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { defineFeature } from '@/lib/feature';
import { defineRequest, requestCases, requestsSaga } from '@/lib/request';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import { rootSelector } from '@/lib/selectors';
import { MEMOS_API, type Memo, type MemoInput, type MemoPage } from './memosContract';

/** Step 4, `src/features/memos/requests.ts` + its slice: each request declared once. */
export interface MemosState {
  items: EntityState<Memo, string>;
  request: RequestState;
  write: WriteState;
}

const adapter = createEntityAdapter<Memo>();
/** The resource client, from the contract's paths: no saga spells a verb and a path. */
const api = resource<Memo, MemoInput, MemoPage>(MEMOS_API);

export const listMemos = defineRequest('memos/list', {
  read: (state: MemosState) => state.request,
  call: (_request: void) => api.list(),
  loaded: (state, page) => adapter.setAll(state.items, page.items),
});

export const addMemo = defineRequest('memos/add', {
  write: (state: MemosState) => state.write,
  call: (input: MemoInput) => api.create(input),
  succeeded: (state, memo) => adapter.addOne(state.items, memo),
});

const memosSlice = createSlice({
  name: 'memos',
  initialState: { items: adapter.getInitialState(), request: idleRequest(), write: idleWrite() },
  reducers: {},
  extraReducers: requestCases<MemosState>(listMemos, addMemo),
});

const fromRoot = rootSelector(memosSlice);
export const selectMemos = fromRoot((state) => adapter.getSelectors().selectAll(state.items));
export const selectMemosRequest = fromRoot((state) => state.request);
export const selectMemoWrite = fromRoot((state) => state.write);

/** Reads take the latest (leaving the page cancels them); writes run one by one. */
export const memosFeature = defineFeature({
  name: 'memos',
  slice: memosSlice,
  saga: requestsSaga(listMemos, addMemo),
});
