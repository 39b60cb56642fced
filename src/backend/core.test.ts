import { attachmentBlobKey, blobGroup, fileBlobKey, ownerBlobPrefixes } from './blobKeys';
import * as z from 'zod/mini';
import { TASKS_API } from '@/contract/tasks';
import { parseList } from './list';
import { memoryStore, queryRows } from './memory';
import { routePath } from './path';
import { ApiProblem } from './problems';
import { defineRoute, runRoute } from './route';
import { defineArea, defineTable } from './store';

interface Thing {
  id: string;
  name: string;
  size: number | null;
  kind: string;
}
const rows: Thing[] = [
  { id: 'a', name: 'Alpha', size: 3, kind: 'big' },
  { id: 'b', name: 'beta', size: null, kind: 'small' },
  { id: 'c', name: 'Gamma', size: 1, kind: 'medium' },
  { id: 'd', name: 'delta', size: 3, kind: 'small' },
];

describe('routePath', () => {
  it('turns the *_API builders into route patterns relative to api/', () => {
    expect(routePath(TASKS_API.list)).toBe('tasks');
    expect(routePath(TASKS_API.item, 'id')).toBe('tasks/:id');
    expect(routePath(TASKS_API.move, 'id')).toBe('tasks/:id/move');
  });
});

describe('parseList', () => {
  const spec = {
    sorts: { size: [{ column: 'size', direction: 'asc' as const }] },
    defaultOrder: [{ column: 'name', direction: 'asc' as const }],
    search: ['name'],
  };
  it('gives the page, the search and the order; -field reverses every key and the nulls', () => {
    const list = parseList(spec, { page: '2', pageSize: '5', sort: '-size', q: ' Al ' });
    expect(list.query).toEqual({
      offset: 5,
      limit: 5,
      search: { columns: ['name'], text: 'Al' },
      orderBy: [
        { column: 'size', direction: 'desc', nulls: 'first' },
        { column: 'name', direction: 'desc', nulls: 'first' },
      ],
    });
  });
  it('answers 422 naming each bad or unknown parameter', () => {
    let problem: unknown;
    try {
      parseList(spec, { page: '0', sort: 'weight', colour: 'red' });
    } catch (error) {
      problem = error;
    }
    expect(problem).toBeInstanceOf(ApiProblem);
    expect((problem as ApiProblem).status).toBe(422);
    expect((problem as ApiProblem).body.fields).toEqual({
      page: 'page must be a whole number from 1 to 1000000',
      sort: 'sort must be one of size',
      colour: 'colour is not a parameter of this list',
    });
  });
});

describe('queryRows (the meaning of a ListQuery)', () => {
  it('filters, searches case-insensitively, sorts with nulls and ranks, and pages', () => {
    const ids = (page: { items: Thing[] }) => page.items.map((r) => r.id);
    expect(ids(queryRows(rows, { where: [{ column: 'kind', op: 'eq', value: 'small' }] }))).toEqual(
      ['b', 'd'],
    );
    expect(ids(queryRows(rows, { search: { columns: ['name'], text: 'ELT' } }))).toEqual(['d']);
    expect(ids(queryRows(rows, { orderBy: [{ column: 'size', direction: 'asc' }] }))).toEqual([
      'c',
      'a',
      'd',
      'b',
    ]);
    expect(ids(queryRows(rows, { orderBy: [{ column: 'size', direction: 'desc' }] }))).toEqual([
      'b',
      'a',
      'd',
      'c',
    ]);
    const ranked = queryRows(rows, {
      orderBy: [{ column: 'kind', direction: 'asc', rank: ['small', 'medium', 'big'] }],
      offset: 1,
      limit: 2,
    });
    expect(ranked).toMatchObject({ total: 4 });
    expect(ids(ranked)).toEqual(['d', 'c']);
  });
});

describe('memoryStore', () => {
  const table = defineTable<Thing>({
    name: 'things',
    area: 'things',
    columns: {
      id: 'text',
      name: 'text',
      size: 'number?',
      kind: 'text',
    },
    indexes: [['kind']],
  });
  const area = defineArea({ name: 'things', tables: [table], seed: () => ({ things: rows }) });

  it('seeds each owner on first use, keeps owners apart and resets one', async () => {
    const store = memoryStore([area]);
    const things = store.table(table);
    const id = await things.newId('me', 'x');
    await things.insert('me', { id, name: 'Mine', size: 1, kind: 'big' });
    expect((await things.list('me')).total).toBe(5);
    expect((await things.list('you')).total).toBe(4);
    expect(await things.get('you', id)).toBeNull();
    expect(await things.update('you', id, { name: 'Theirs' })).toBeNull();
    expect(await things.remove('you', id)).toBe(false);
    await store.resetOwner('me');
    expect((await things.list('me')).total).toBe(4);
  });

  it('a reset to empty stays empty (not seeded again); one to the demo seeds again', async () => {
    const store = memoryStore([area]);
    const things = store.table(table);
    await store.resetOwner('me', 'empty');
    expect((await things.list('me')).total).toBe(0);
    expect((await things.list('you')).total).toBe(4);
    await store.resetOwner('me', 'demo');
    expect((await things.list('me')).total).toBe(4);
  });
});

describe('queryRows: json columns', () => {
  interface Mail {
    id: string;
    from: { name: string };
    to: string[];
    labels: string[];
    subject: string;
  }
  const mails: Mail[] = [
    { id: 'm1', from: { name: 'Ada' }, to: ['x@a.io'], labels: ['work'], subject: 'Hi' },
    { id: 'm2', from: { name: 'Bo' }, to: ['ada@b.io'], labels: [], subject: 'ADA here' },
    { id: 'm3', from: { name: 'Cy' }, to: ['c@c.io'], labels: ['work', 'family'], subject: 'Yo' },
  ];
  const ids = (page: { items: Mail[] }) => page.items.map((m) => m.id);

  it('searches a json object field (a.b) and a json list (a[])', () => {
    expect(ids(queryRows(mails, { search: { columns: ['from.name'], text: 'ada' } }))).toEqual([
      'm1',
    ]);
    expect(ids(queryRows(mails, { search: { columns: ['to[]'], text: 'ADA@' } }))).toEqual(['m2']);
    expect(
      ids(queryRows(mails, { search: { columns: ['subject', 'from.name'], text: 'ada' } })),
    ).toEqual(['m1', 'm2']);
  });

  it("filters a json list that has a value ('has') and text equal ignoring case ('ieq')", () => {
    expect(
      ids(queryRows(mails, { where: [{ column: 'labels', op: 'has', value: 'work' }] })),
    ).toEqual(['m1', 'm3']);
    expect(
      ids(queryRows(mails, { where: [{ column: 'subject', op: 'ieq', value: 'ada HERE' }] })),
    ).toEqual(['m2']);
  });
});

describe('runRoute', () => {
  const table = defineTable<{ id: string; n: number }>({
    name: 'counters',
    area: 'counters',
    columns: { id: 'text', n: 'integer' },
    indexes: [],
  });
  const area = defineArea({ name: 'counters', tables: [table], seed: () => ({ counters: [] }) });
  const blobs = { put: jest.fn(), get: jest.fn(), delete: jest.fn(), deletePrefix: jest.fn() };

  it('checks a known role (403), skips an unknown one, and parses the body (422)', async () => {
    const store = memoryStore([area]);
    const route = defineRoute({
      method: 'post',
      path: 'counters',
      roles: ['Admin'],
      body: z.object({ n: z.int({ error: 'n is a whole number' }) }),
      handle: ({ body }) => ({ got: body.n }),
    });
    const run = (role: 'Admin' | 'user' | null, body: unknown) =>
      runRoute(route, {
        caller: { uid: 'u', role },
        params: {},
        query: {},
        body,
        store,
        blobs,
        now: 0,
      });
    expect(await run('user', { n: 1 })).toMatchObject({ status: 403 });
    expect(await run(null, { n: 1 })).toEqual({ status: 200, body: { got: 1 } });
    expect(await run('Admin', { n: 'x' })).toEqual({
      status: 422,
      body: { message: 'Some fields are not valid', fields: { n: 'n is a whole number' } },
    });
  });

  it('runs a write in a transaction and throws a refusal into it (so SQL rolls back)', async () => {
    const base = memoryStore([area]);
    const seen: unknown[] = [];
    const store = {
      ...base,
      transaction: <T>(work: (s: typeof base) => Promise<T>) =>
        work(base).catch((error: unknown) => {
          seen.push(error);
          throw error;
        }),
    };
    const route = defineRoute({
      method: 'post',
      path: 'counters',
      handle: () => conflictProblem,
    });
    const conflictProblem = new ApiProblem(409, { message: 'Locked' });
    const answer = await runRoute(route, {
      caller: { uid: 'u', role: 'Admin' },
      params: {},
      query: {},
      body: undefined,
      store,
      blobs,
      now: 0,
    });
    expect(answer).toEqual({ status: 409, body: { message: 'Locked' } });
    expect(seen).toEqual([conflictProblem]);
  });
});

describe('blob keys', () => {
  it("each key's group is one of its owner's prefixes, and no other owner's", () => {
    const keys = [fileBlobKey('u1', 'f12'), attachmentBlobKey('u1', 'm3', 'a4')];
    for (const key of keys) {
      expect(ownerBlobPrefixes('u1')).toContain(blobGroup(key));
      expect(ownerBlobPrefixes('u1').some((prefix) => key.startsWith(prefix))).toBe(true);
      expect(ownerBlobPrefixes('u10').some((prefix) => key.startsWith(prefix))).toBe(false);
    }
  });
});
