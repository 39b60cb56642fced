import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { takeEvery } from 'redux-saga/effects';
import { waitFor } from '@testing-library/react';
import { bootApp } from '@/app/bootstrap';
import { env } from '@/config/env';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';
import { signedIn } from '@/test/session';
import { defineFeature, pageLeft } from './feature';
import { idleRequest, type RequestState } from './requestState';
import {
  debounceSearch,
  loadResource,
  optimisticWrite,
  SEARCH_DELAY_MS,
  takeLatestRead,
} from './resourceSaga';
import { readReducers } from './resourceSlice';
import { fieldSelectors, rootSelector } from './selectors';

/** A small data feature written on the kit, against handlers of its own. */
interface Item {
  id: string;
  name: string;
}

interface KitState {
  items: Item[];
  q: string;
  request: RequestState;
  lastWrite: string;
}

const initialState: KitState = { items: [], q: '', request: idleRequest(), lastWrite: 'none' };

const kitSlice = createSlice({
  name: 'kit',
  initialState,
  reducers: {
    ...readReducers('items', {
      request: (state: KitState) => state.request,
      loaded: (state, items: Item[]) => {
        state.items = items;
      },
      notFound: (state) => {
        state.items = [];
      },
    }),
    itemsSearched(state, action: PayloadAction<string>) {
      state.q = action.payload;
    },
    itemRenameRequested(_state, _action: PayloadAction<{ id: string; name: string }>) {},
    itemRenameApplied(state, action: PayloadAction<{ id: string; name: string }>) {
      const item = state.items.find((i) => i.id === action.payload.id);
      if (item) item.name = action.payload.name;
    },
    itemRenamed(state, action: PayloadAction<Item>) {
      state.lastWrite = `renamed ${action.payload.name}`;
    },
    itemGone(state) {
      state.lastWrite = 'gone';
    },
    itemRenameFailed(state, action: PayloadAction<{ previous: Item[]; code: string }>) {
      state.items = action.payload.previous;
      state.lastWrite = `failed ${action.payload.code}`;
    },
  },
});

const { selectItems, selectLastWrite } = fieldSelectors(kitSlice);
const selectItemsRequest = rootSelector(kitSlice)((state) => state.request);
const {
  itemsRequested,
  itemsLoaded,
  itemsNotFound,
  itemsFailed,
  itemsSearched,
  itemRenameRequested,
  itemRenameApplied,
  itemRenamed,
  itemGone,
  itemRenameFailed,
} = kitSlice.actions;

const ITEMS = 'api/kit/items';
const itemsUrl = (rest = '') => apiUrl(`kit/items${rest}`);
let previous: Item[] = [];

function* handleItemsRequested() {
  yield* loadResource(
    (client, signal) => client.get<Item[]>(ITEMS, { q: selectQ() || undefined }, { signal }),
    { loaded: itemsLoaded, notFound: itemsNotFound, failed: itemsFailed },
  );
}

let selectQ = () => '';

function* handleRename({ payload }: ReturnType<typeof itemRenameRequested>) {
  yield* optimisticWrite({
    apply: itemRenameApplied(payload),
    request: (client) => client.update<Item>(`${ITEMS}/${payload.id}`, { name: payload.name }),
    succeeded: itemRenamed,
    gone: itemGone,
    failed: (error) => itemRenameFailed({ previous, code: error.code }),
    notify: 'kit.renameFailed',
  });
}

function* kitSaga() {
  yield takeLatestRead('kit', itemsRequested.type, handleItemsRequested);
  yield debounceSearch(itemsSearched.type, () => itemsRequested());
  yield takeEvery(itemRenameRequested.type, handleRename);
}

const kitFeature = defineFeature({ name: 'kit', slice: kitSlice, saga: kitSaga });

function start() {
  const session = signedIn('Admin');
  const { store } = bootApp({
    env,
    initialEntries: ['/'],
    preloadedState: session.preloadedState,
    overrides: session.overrides,
    firebaseAppName: `kit-${Math.random()}`,
  });
  store.injectFeature(kitFeature);
  // The test store's root state type knows no `kit`: the slice is this file's own.
  const read = () => store.getState() as { kit?: KitState; notifications: { items: unknown[] } };
  selectQ = () => read().kit?.q ?? '';
  previous = [{ id: '1', name: 'One' }];
  return { store, state: read };
}

describe('the resource kit (a feature written on it, a real store, msw)', () => {
  it('before its slice is injected, its selectors read the initial state', () => {
    expect(selectItems({})).toEqual([]);
    expect(selectItemsRequest({}).status).toBe('idle');
  });

  it('a read: loaded, a 404 as its own state, a failure with its error', async () => {
    const { store, state } = start();
    server.use(http.get(itemsUrl(), () => HttpResponse.json([{ id: '1', name: 'One' }])));
    store.dispatch(itemsRequested());
    expect(selectItemsRequest(state()).status).toBe('loading');
    await waitFor(() => expect(selectItemsRequest(state()).status).toBe('succeeded'));
    expect(selectItems(state())).toEqual([{ id: '1', name: 'One' }]);

    server.use(http.get(itemsUrl(), () => new HttpResponse(null, { status: 404 })));
    store.dispatch(itemsRequested());
    await waitFor(() => expect(selectItemsRequest(state()).status).toBe('not-found'));
    expect(selectItems(state())).toEqual([]);

    server.use(http.get(itemsUrl(), () => new HttpResponse(null, { status: 500 })));
    store.dispatch(itemsRequested());
    await waitFor(() => expect(selectItemsRequest(state()).status).toBe('failed'));
    expect(selectItemsRequest(state()).error?.status).toBe(500);
  });

  it("leaving the page cancels the feature's read in flight; leaving another page does not", async () => {
    const { store, state } = start();
    server.use(
      http.get(itemsUrl(), async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return HttpResponse.json([{ id: '2', name: 'Two' }]);
      }),
    );
    store.dispatch(itemsRequested());
    store.dispatch(pageLeft(['projects']));
    await waitFor(() => expect(selectItemsRequest(state()).status).toBe('succeeded'));

    store.dispatch(itemsRequested());
    store.dispatch(pageLeft(['kit']));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The answer came too late for anyone: nothing was reported.
    expect(selectItemsRequest(state()).status).toBe('loading');
  });

  it('search as you type: one read once typing pauses, with the last text', async () => {
    const { store } = start();
    const asked: (string | null)[] = [];
    server.use(
      http.get(itemsUrl(), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q'));
        return HttpResponse.json([]);
      }),
    );
    for (const text of ['w', 'wa', 'war', 'ware']) store.dispatch(itemsSearched(text));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS / 2));
    expect(asked).toEqual([]);
    await waitFor(() => expect(asked).toEqual(['ware']));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS));
    expect(asked).toEqual(['ware']);
  });

  it('an optimistic write: shown at once; on a refusal rolled back with a toast; a 404 can mean done', async () => {
    const { store, state } = start();
    server.use(http.get(itemsUrl(), () => HttpResponse.json([{ id: '1', name: 'One' }])));
    store.dispatch(itemsRequested());
    await waitFor(() => expect(selectItems(state())).toHaveLength(1));

    server.use(
      http.put(itemsUrl('/1'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ message: 'Locked' }, { status: 409 });
      }),
    );
    store.dispatch(itemRenameRequested({ id: '1', name: 'Uno' }));
    expect(selectItems(state())[0]?.name).toBe('Uno');
    await waitFor(() => expect(selectLastWrite(state())).toMatch(/^failed /));
    expect(selectItems(state())[0]?.name).toBe('One');
    expect(state().notifications.items).toEqual([
      expect.objectContaining({ title: 'kit.renameFailed', message: 'Locked', variant: 'danger' }),
    ]);

    server.use(http.put(itemsUrl('/1'), () => new HttpResponse(null, { status: 404 })));
    store.dispatch(itemRenameRequested({ id: '1', name: 'Uno' }));
    await waitFor(() => expect(selectLastWrite(state())).toBe('gone'));

    server.use(http.put(itemsUrl('/1'), () => HttpResponse.json({ id: '1', name: 'Uno' })));
    store.dispatch(itemRenameRequested({ id: '1', name: 'Uno' }));
    await waitFor(() => expect(selectLastWrite(state())).toBe('renamed Uno'));
    expect(state().notifications.items).toHaveLength(1);
  });
});
