import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { memoryBlobStore } from '@/backend/bytes';
import { memoryStore } from '@/backend/memory';
import { runRoute } from '@/backend/route';
import { readJson } from '@/mocks/api/server';
import { apiUrl } from '@/mocks/apiBase';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/renderWithProviders';
import { memosArea, memosRoutes, memosTable } from './memosBackend';
import { TABLES } from './memosMigration';
import { addMemo, listMemos, memosFeature, selectMemos, selectMemoWrite } from './memosRequests';

/** The guide's example area served as an adapter serves it: the routes over a store. */
function serveMemos() {
  const store = memoryStore([memosArea]);
  const blobs = memoryBlobStore();
  server.use(
    http.all(apiUrl('memos'), async ({ request }) => {
      const route = memosRoutes.find((r) => r.method.toUpperCase() === request.method);
      if (!route) return new HttpResponse(null, { status: 405 });
      const body = request.method === 'GET' ? undefined : await readJson(request);
      const answer = await runRoute(route, {
        caller: { uid: 'u1', role: 'user' },
        params: {},
        query: Object.fromEntries(new URL(request.url).searchParams),
        body,
        store,
        blobs,
        now: Date.now(),
      });
      return 'body' in answer ? HttpResponse.json(answer.body as object, answer) : undefined;
    }),
  );
}

describe('docs/MIGRATION.md, Add a data feature: the memos example', () => {
  it('the migration freezes the table as it is', () => {
    const columns = Object.entries(memosTable.columns).map(([name, { type }]): [string, string] => [
      name,
      type,
    ]);
    expect(TABLES).toEqual([
      { name: memosTable.name, columns: Object.fromEntries(columns), indexes: memosTable.indexes },
    ]);
  });

  it('the declared requests read the seed and add a memo; the route refuses an empty one (422)', async () => {
    serveMemos();
    const { store } = renderWithProviders(<p>memos</p>, { as: 'user', features: [memosFeature] });
    // The app's RootState lists no example feature: read the store as any lazy root.
    const root = (): object => store.getState();
    store.dispatch(listMemos.requested());
    await waitFor(() =>
      expect(selectMemos(root()).map((m) => m.text)).toEqual(['Welcome to memos']),
    );
    store.dispatch(addMemo.requested({ text: '  Call the bank ' }));
    await waitFor(() =>
      expect(selectMemos(root()).map((m) => m.text)).toEqual(['Welcome to memos', 'Call the bank']),
    );
    store.dispatch(addMemo.requested({ text: '   ' }));
    await waitFor(() => expect(selectMemoWrite(root()).status).toBe('failed'));
    expect(selectMemoWrite(root()).error).toEqual(
      expect.objectContaining({ status: 422, fields: { text: 'A memo needs some text' } }),
    );
    expect(selectMemos(root())).toHaveLength(2);
  });
});
