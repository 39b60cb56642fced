import { createAction, createSlice, type Draft } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';
import { bootStore } from '@/test/renderWithProviders';
import { get, patch, type CollectionPaths, resource } from './client';
import { createEntityAdapter } from './entityAdapter';
import { defineFeature, pageLeft } from './feature';
import { defineRequest, requestCases, requestsSaga, SEARCH_DELAY_MS } from './request';
import { idleRequest, idleWrite, type RequestState, type WriteState } from './requestState';
import { rootSelector } from './selectors';

/** A small data feature declared on the kit, against handlers of its own. */
interface Item {
  id: string;
  name: string;
}

const adapter = createEntityAdapter<Item>();
interface KitState {
  items: ReturnType<typeof adapter.getInitialState>;
  q: string;
  request: RequestState;
  write: WriteState;
  lastWrite: string;
  /** By id: a row's own write. */
  rowWrites: Record<string, WriteState>;
}

const PATHS: CollectionPaths = { list: 'api/kit/items', item: (id) => `api/kit/items/${id}` };
const api = {
  ...resource<Item>(PATHS),
  rename: (id: string, name: string) => patch<Item>(PATHS.item(id), { name }),
};

const listItems = defineRequest('kit/list', {
  read: (state: KitState) => state.request,
  search: (state, q) => {
    state.q = q;
  },
  call: (_: void, state) => get<Item[]>(PATHS.list, { q: state.q || undefined }),
  loaded: (state, items) => adapter.setAll(state.items, items),
  notFound: (state) => adapter.removeAll(state.items),
});

const renameItem = defineRequest('kit/rename', {
  write: (state: KitState) => state.write,
  call: ({ id, name }: { id: string; name: string }) => api.rename(id, name),
  snapshot: (state) => state.items,
  optimistic: (state, { id, name }) => adapter.updateOne(state.items, { id, changes: { name } }),
  succeeded: (state, item: Item | null) => {
    state.lastWrite = item ? `renamed ${item.name}` : 'gone';
  },
  rollback: (state: Draft<KitState>, { snapshot, error }) => {
    if (snapshot) state.items = snapshot;
    state.lastWrite = `failed ${error.code}`;
  },
  gone: true,
  notify: 'kit.renameFailed',
});

/** A 404 is an empty list here; there, a failure. */
const listOrEmpty = defineRequest('kit/listOrEmpty', {
  read: (state: KitState) => state.request,
  call: (_: void) => api.list(),
  loaded: (state, items) => adapter.setAll(state.items, items),
  empty: [],
});
const listOrFail = defineRequest('kit/listOrFail', {
  read: (state: KitState) => state.request,
  call: (_: void) => api.list(),
  missingFails: true,
});
const announced = createAction<string>('kit/announced');
const renameAnnounced = defineRequest('kit/renameAnnounced', {
  write: (state: KitState) => state.write,
  call: ({ id, name }: { id: string; name: string }) => api.rename(id, name),
  announce: (item) => announced(item.name),
});

/** A row's own write: each record's outcome apart. */
const renameRow = defineRequest('kit/renameRow', {
  write: (state: KitState, { id }: { id: string; name: string }) =>
    (state.rowWrites[id] ??= idleWrite()),
  call: ({ id, name }) => api.rename(id, name),
});

/** A toast naming what was asked: its title and params from the request. */
const removeItem = defineRequest('kit/remove', {
  write: (state: KitState) => state.write,
  call: (item: Item) => api.remove(item.id),
  notify: (item) => ({ title: 'kit.removeFailed', params: { name: item.name } }),
});

const kitRequests = [
  renameRow,
  listItems,
  renameItem,
  removeItem,
  listOrEmpty,
  listOrFail,
  renameAnnounced,
];

const initialState: KitState = {
  items: adapter.getInitialState(),
  q: '',
  request: idleRequest(),
  write: idleWrite(),
  lastWrite: 'none',
  rowWrites: {},
};
const kitSlice = createSlice({
  name: 'kit',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    requestCases(...kitRequests)(builder);
    // Another feature's view of the announcement.
    builder.addCase(announced, (state, { payload }) => {
      state.lastWrite = `announced ${payload}`;
    });
  },
});
const fromRoot = rootSelector(kitSlice);
const selectItems = fromRoot((state) => adapter.getSelectors().selectAll(state.items));
const selectItemsRequest = fromRoot((state) => state.request);
const selectLastWrite = fromRoot((state) => state.lastWrite);
const kitFeature = defineFeature({
  name: 'kit',
  slice: kitSlice,
  saga: requestsSaga(...kitRequests),
});

const itemsUrl = (rest = '') => apiUrl(`kit/items${rest}`);

function start() {
  const { store } = bootStore({ as: 'Admin', features: [kitFeature] });
  // The test store's root state type knows no `kit`: the slice is this file's own.
  const read = () => store.getState() as { kit?: KitState; notifications: { items: unknown[] } };
  return { store, state: read };
}

describe('declared requests (a feature declared on the kit, a real store, msw)', () => {
  it('before its slice is injected, its selectors read the initial state', () => {
    expect(selectItems({})).toEqual([]);
    expect(selectItemsRequest({}).status).toBe('idle');
  });

  it('a read: loaded, a 404 as its own state, a failure with its error', async () => {
    const { store, state } = start();
    server.use(http.get(itemsUrl(), () => HttpResponse.json([{ id: '1', name: 'One' }])));
    store.dispatch(listItems.requested());
    expect(selectItemsRequest(state()).status).toBe('loading');
    await waitFor(() => expect(selectItemsRequest(state()).status).toBe('succeeded'));
    expect(selectItems(state())).toEqual([{ id: '1', name: 'One' }]);

    server.use(http.get(itemsUrl(), () => new HttpResponse(null, { status: 404 })));
    store.dispatch(listItems.requested());
    await waitFor(() => expect(selectItemsRequest(state()).status).toBe('not-found'));
    expect(selectItems(state())).toEqual([]);

    server.use(http.get(itemsUrl(), () => new HttpResponse(null, { status: 500 })));
    store.dispatch(listItems.requested());
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
    store.dispatch(listItems.requested());
    store.dispatch(pageLeft(['projects']));
    await waitFor(() => expect(selectItemsRequest(state()).status).toBe('succeeded'));

    store.dispatch(listItems.requested());
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
    for (const text of ['w', 'wa', 'war', 'ware']) store.dispatch(listItems.searched(text));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS / 2));
    expect(asked).toEqual([]);
    await waitFor(() => expect(asked).toEqual(['ware']));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS));
    expect(asked).toEqual(['ware']);
  });

  it('an optimistic write: shown at once; on a refusal rolled back with a toast; a 404 can mean done', async () => {
    const { store, state } = start();
    server.use(http.get(itemsUrl(), () => HttpResponse.json([{ id: '1', name: 'One' }])));
    store.dispatch(listItems.requested());
    await waitFor(() => expect(selectItems(state())).toHaveLength(1));

    server.use(
      http.patch(itemsUrl('/1'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ message: 'Locked' }, { status: 409 });
      }),
    );
    store.dispatch(renameItem.requested({ id: '1', name: 'Uno' }));
    expect(selectItems(state())[0]?.name).toBe('Uno');
    await waitFor(() => expect(selectLastWrite(state())).toMatch(/^failed /));
    expect(selectItems(state())[0]?.name).toBe('One');
    expect(state().kit?.write.status).toBe('failed');
    expect(state().notifications.items).toEqual([
      expect.objectContaining({ title: 'kit.renameFailed', message: 'Locked', variant: 'danger' }),
    ]);

    server.use(http.patch(itemsUrl('/1'), () => new HttpResponse(null, { status: 404 })));
    store.dispatch(renameItem.requested({ id: '1', name: 'Uno' }));
    await waitFor(() => expect(selectLastWrite(state())).toBe('gone'));

    server.use(http.patch(itemsUrl('/1'), () => HttpResponse.json({ id: '1', name: 'Uno' })));
    store.dispatch(renameItem.requested({ id: '1', name: 'Uno' }));
    await waitFor(() => expect(selectLastWrite(state())).toBe('renamed Uno'));
    expect(state().kit?.write.status).toBe('saved');
    expect(state().notifications.items).toHaveLength(1);
  });

  it("a write's toast can name what was asked", async () => {
    const { store, state } = start();
    server.use(
      http.delete(itemsUrl('/1'), () => HttpResponse.json({ message: 'Locked' }, { status: 409 })),
    );
    store.dispatch(removeItem.requested({ id: '1', name: 'One' }));
    await waitFor(() => expect(state().kit?.write.status).toBe('failed'));
    expect(state().notifications.items).toEqual([
      expect.objectContaining({
        title: 'kit.removeFailed',
        params: { name: 'One' },
        message: 'Locked',
      }),
    ]);
  });

  it('a 404 can be an empty answer, or a failure', async () => {
    const { store, state } = start();
    server.use(http.get(itemsUrl(), () => HttpResponse.json([{ id: '1', name: 'One' }])));
    store.dispatch(listItems.requested());
    await waitFor(() => expect(selectItems(state())).toHaveLength(1));

    server.use(http.get(itemsUrl(), () => new HttpResponse(null, { status: 404 })));
    store.dispatch(listOrEmpty.requested());
    await waitFor(() => expect(selectItemsRequest(state()).status).toBe('succeeded'));
    expect(selectItems(state())).toEqual([]);

    store.dispatch(listOrFail.requested());
    await waitFor(() => expect(selectItemsRequest(state()).status).toBe('failed'));
    expect(selectItemsRequest(state()).error?.code).toBe('http/not-found');
  });

  it('a write can announce its success to other features', async () => {
    const { store, state } = start();
    server.use(http.patch(itemsUrl('/1'), () => HttpResponse.json({ id: '1', name: 'Uno' })));
    store.dispatch(renameAnnounced.requested({ id: '1', name: 'Uno' }));
    await waitFor(() => expect(selectLastWrite(state())).toBe('announced Uno'));
    expect(state().kit?.write.status).toBe('saved');
  });

  it("a row's own write: each record's outcome apart", async () => {
    const { store, state } = start();
    server.use(
      http.patch(itemsUrl('/1'), () => HttpResponse.json({ id: '1', name: 'Uno' })),
      http.patch(itemsUrl('/2'), () => HttpResponse.json({ message: 'Locked' }, { status: 409 })),
    );
    store.dispatch(renameRow.requested({ id: '1', name: 'Uno' }));
    store.dispatch(renameRow.requested({ id: '2', name: 'Dos' }));
    expect(state().kit?.rowWrites['1']?.status).toBe('saving');
    await waitFor(() => expect(state().kit?.rowWrites['2']?.status).toBe('failed'));
    await waitFor(() => expect(state().kit?.rowWrites['1']?.status).toBe('saved'));
    expect(state().kit?.rowWrites['2']?.error?.message).toBe('Locked');
  });
});
