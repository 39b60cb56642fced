/** The kit's keyed reads (an entry per key) and polls, on a real store with msw. */
import { createAction, createSlice } from '@reduxjs/toolkit';
import { delay, http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';
import { bootStore } from '@/test/renderWithProviders';
import { get } from './client';
import { defineFeature } from './feature';
import { defineRequest, entryCases, requestCases, requestsSaga } from './request';
import { idleEntries, idleRequest, type Entries, type RequestState } from './requestState';

interface Item {
  id: string;
  name: string;
}

/** Keyed and polled reads: a feature of their own. */
interface LiveState {
  entries: Entries<{ a: Item[]; b: Item[] }>;
  thread: RequestState;
  polling: string;
}
const refreshed = createAction('live/refreshed');
const left = createAction('live/left');
const readEntry = defineRequest('live/entry', {
  ...entryCases((state: LiveState) => state.entries),
  keys: ['a', 'b'],
  call: (key) => get<Item[]>(`api/live/${key}`),
  also: [refreshed],
});
const pollThread = defineRequest('live/thread', {
  read: (state: LiveState) => state.thread,
  call: (_: void) => get<Item[]>('api/live/thread'),
  until: [left],
  poll: { every: 30, quiet: true, status: (state, polling) => void (state.polling = polling) },
});
const liveSlice = createSlice({
  name: 'live',
  initialState: (): LiveState => ({
    entries: idleEntries(['a', 'b']),
    thread: idleRequest(),
    polling: 'stopped',
  }),
  reducers: {},
  extraReducers: requestCases(readEntry, pollThread),
});

function startLive() {
  const feature = defineFeature({
    name: 'live',
    slice: liveSlice,
    saga: requestsSaga(readEntry, pollThread),
  });
  const { store } = bootStore({ as: 'Admin', features: [feature] });
  return { store, live: () => (store.getState() as { live?: LiveState }).live };
}

describe('keyed and polled reads', () => {
  it('a keyed read: each key latest-only on its own; an `also` event asks for every key', async () => {
    const { store, live } = startLive();
    const received: string[] = [];
    const aborted: string[] = [];
    // The first two answers wait until the second `a` was asked: both still in flight then,
    // however slow the machine (a fixed delay let the first `a` land first on a busy one).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiUrl('live/:key'), async ({ params, request }) => {
        received.push(String(params.key));
        request.signal.addEventListener('abort', () => aborted.push(String(params.key)));
        if (received.length <= 2) await held;
        return HttpResponse.json([{ id: String(params.key), name: 'x' }]);
      }),
    );
    store.dispatch(readEntry.requested('a'));
    store.dispatch(readEntry.requested('b'));
    await waitFor(() => expect(received).toHaveLength(2)); // in flight
    store.dispatch(readEntry.requested('a')); // cancels the first `a`, not `b`
    await waitFor(() => expect(aborted).toEqual(['a']));
    release();
    await waitFor(() => expect(live()?.entries.a.request.status).toBe('succeeded'));
    await waitFor(() => expect(live()?.entries.b.data).toEqual([{ id: 'b', name: 'x' }]));
    expect(aborted).toEqual(['a']);

    store.dispatch(refreshed());
    expect(live()?.entries.a.request.status).toBe('loading');
    expect(live()?.entries.b.request.status).toBe('loading');
    await waitFor(() => expect(live()?.entries.b.request.status).toBe('succeeded'));
  });

  it('a poll: asked again each tick, a failed repeat dropped quietly, stopped by `until`', async () => {
    const { store, live } = startLive();
    let [asked, failing] = [0, false];
    server.use(
      http.get(apiUrl('live/thread'), () => {
        asked += 1;
        return asked === 2 || failing
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json([]);
      }),
    );
    store.dispatch(pollThread.requested());
    expect(live()?.polling).toBe('running');
    await waitFor(() => expect(asked).toBeGreaterThanOrEqual(4));
    expect(live()?.thread).toEqual({ status: 'succeeded', error: null });
    store.dispatch(left());
    expect(live()?.polling).toBe('stopped');
    const stoppedAt = asked;
    await delay(120);
    expect(asked).toBe(stoppedAt);

    // A first read that fails shows it and is not repeated (a retry starts the poll again).
    failing = true;
    store.dispatch(pollThread.requested());
    await waitFor(() => expect(live()?.thread.status).toBe('failed'));
    await delay(120);
    expect([asked, live()?.polling]).toEqual([stoppedAt + 1, 'stopped']);
  });
});
