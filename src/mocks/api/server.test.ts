import { failureOf } from '@/test/failure';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { createHttpClient } from '@/services/http';
import { DEMO_ADMIN, DEMO_USER, defineUserCollection, withUserData } from '../db';
import { server } from '../node';
import { testToken } from '@/test/session';
import { apiUrl } from '../apiBase';
import { PROBLEM_MESSAGES, rateLimited } from '@/backend/problems';
import {
  apiEndpoint,
  apiRoute,
  apiRoutes,
  invalid,
  notFound,
  paginate,
  problemResponse,
  readJson,
} from './server';

interface Item {
  id: string;
  name: string;
  n: number;
}

const items = defineUserCollection<Item[]>({
  name: 'test_items',
  version: 1,
  seed: () =>
    Array.from({ length: 45 }, (_, i) => ({ id: `i${i + 1}`, name: `Item ${i + 1}`, n: i % 7 })),
  isValid: (entry): entry is Item[] => Array.isArray(entry),
});

const routes = [
  apiRoute('get', 'test/items', ({ caller, url }) =>
    withUserData(items, caller.uid, (list) =>
      paginate(list, url, {
        matches: (item, q) => item.name.toLowerCase().includes(q),
        sorters: { n: (a, b) => a.n - b.n, name: (a, b) => a.name.localeCompare(b.name) },
      }),
    ),
  ),
  apiRoute('get', 'test/items/:id', ({ caller, params }) =>
    withUserData(items, caller.uid, (list) => list.find((i) => i.id === params.id) ?? notFound()),
  ),
  apiRoute('post', 'test/items', async ({ caller, request }) => {
    const body = (await readJson(request)) as Partial<Item> | null;
    const name = typeof body?.name === 'string' ? body.name.trim() : '';
    if (!name) return invalid({ name: 'Name is required' });
    return withUserData(items, caller.uid, (list) => {
      const item = { id: `i${list.length + 1}`, name, n: 0 };
      list.push(item);
      return HttpResponse.json(item, { status: 201 });
    });
  }),
  apiRoute('get', 'test/admin-only', () => ({ secret: true }), { roles: ['Admin'] }),
];

function clientFor(token: string | null) {
  return createHttpClient({ baseURL: env.apiBaseUrl, timeout: 0, getToken: () => token });
}
const admin = () => clientFor(testToken({ uid: DEMO_ADMIN.uid, email: DEMO_ADMIN.email }));
const member = () => clientFor(testToken({ uid: DEMO_USER.uid, email: DEMO_USER.email }));

describe('the demo API behaves like a server', () => {
  beforeEach(() => server.use(...routes));

  it('401 without a token, with a malformed one, or with an expired one', async () => {
    const expired = testToken({ uid: DEMO_ADMIN.uid, email: DEMO_ADMIN.email }, -10);
    for (const client of [clientFor(null), clientFor('not-a-jwt'), clientFor(expired)]) {
      expect((await failureOf(client.get('api/test/items'))).status).toBe(401);
    }
  });

  it('403 for an Admin-only endpoint to a user account; the Admin gets it', async () => {
    expect((await failureOf(member().get('api/test/admin-only'))).status).toBe(403);
    expect(await admin().get('api/test/admin-only')).toMatchObject({
      kind: 'ok',
      data: { secret: true },
    });
  });

  it('404 for an unknown id', async () => {
    expect(await admin().get('api/test/items/nope')).toEqual({ kind: 'not-found', status: 404 });
    expect(await admin().get('api/test/items/i3')).toMatchObject({ data: { name: 'Item 3' } });
  });

  it('422 with a message per field', async () => {
    const error = await failureOf(admin().create('api/test/items', { name: '  ' }));
    expect(error).toMatchObject({
      status: 422,
      code: 'http/invalid',
      fields: { name: 'Name is required' },
    });
  });

  it('pages, sorts and searches on the server, answering { items, total }', async () => {
    const first = await admin().get<{ items: Item[]; total: number }>('api/test/items');
    if (first.kind !== 'ok') throw new Error('expected data');
    expect(first.data.total).toBe(45);
    expect(first.data.items).toHaveLength(20);
    const third = await admin().get<{ items: Item[] }>('api/test/items', { page: 3, pageSize: 20 });
    expect(third.kind === 'ok' && third.data.items.map((i) => i.id)).toEqual([
      'i41',
      'i42',
      'i43',
      'i44',
      'i45',
    ]);
    const found = await admin().get<{ items: Item[]; total: number }>('api/test/items', {
      q: 'ITEM 4',
      sort: '-name',
    });
    expect(found.kind === 'ok' && found.data.items.map((i) => i.name)).toEqual([
      'Item 45',
      'Item 44',
      'Item 43',
      'Item 42',
      'Item 41',
      'Item 40',
      'Item 4',
    ]);
    const bad = await failureOf(admin().get('api/test/items', { page: 0, sort: 'secret' }));
    expect(bad.fields).toEqual({
      page: 'page must be a whole number from 1 to 1000000',
      sort: 'sort must be one of n, name',
    });
  });

  it('keeps data per user', async () => {
    await admin().create('api/test/items', { name: 'Admin only item' });
    const mine = await admin().get<{ total: number }>('api/test/items');
    const theirs = await member().get<{ total: number }>('api/test/items');
    expect(mine.kind === 'ok' && mine.data.total).toBe(46);
    expect(theirs.kind === 'ok' && theirs.data.total).toBe(45);
  });
});

describe('apiRoutes: one msw handler for a list of endpoints', () => {
  const echo = (name: string) => (api: { params: Record<string, unknown> }) => ({
    name,
    params: api.params,
  });
  const table = apiRoutes([
    apiEndpoint('get', 'table/things/special', echo('special')),
    apiEndpoint('get', 'table/things/:id', echo('one')),
    apiEndpoint('delete', 'table/things/:id', echo('deleted')),
    apiEndpoint('get', 'table/things/:id/parts/:part', echo('part')),
    apiEndpoint('get', 'table/admin', echo('admin'), { roles: ['Admin'] }),
  ]);
  beforeEach(() => server.use(table));

  it('finds the endpoint by method and path, the first match in list order', async () => {
    expect(await admin().get('api/table/things/special')).toMatchObject({
      data: { name: 'special', params: {} },
    });
    expect(await admin().get('api/table/things/t%2F1%20a')).toMatchObject({
      data: { name: 'one', params: { id: 't/1 a' } },
    });
    expect(await admin().delete('api/table/things/t1')).toMatchObject({
      data: { name: 'deleted', params: { id: 't1' } },
    });
    expect(await admin().get('api/table/things/t1/parts/p2')).toMatchObject({
      data: { name: 'part', params: { id: 't1', part: 'p2' } },
    });
  });

  it('checks the token and the role as apiRoute does', async () => {
    expect((await failureOf(clientFor(null).get('api/table/things/t1'))).status).toBe(401);
    expect((await failureOf(member().get('api/table/admin'))).status).toBe(403);
  });

  it('leaves a request it has no endpoint for to the next handler', async () => {
    server.use(
      table,
      http.all(apiUrl('*'), () => HttpResponse.json({ fellThrough: true })),
    );
    expect(await admin().create('api/table/things/t1', {})).toMatchObject({
      data: { fellThrough: true },
    });
    expect(await admin().get('api/table/things')).toMatchObject({ data: { fellThrough: true } });
  });
});

describe('problemResponse', () => {
  it('answers a problem with its status, headers and body', async () => {
    const response = problemResponse(rateLimited(3));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toEqual({ message: PROBLEM_MESSAGES.rateLimited });
  });
});
