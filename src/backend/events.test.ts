import { ALL_AREAS } from '@/contract/events';
import { ADMIN_OWNER } from './admin/table';
import { MAX_EVENTS_PER_AREA } from './events';
import { memoryBlobStore } from './bytes';
import { memoryStore } from './memory';
import { conflict } from './problems';
import { runRoute, type AnyRoute, type RouteContext } from './route';
import { defineArea, defineTable, type Change, type Store } from './store';

interface Note {
  id: string;
  text: string;
}
const notes = defineTable<Note>({
  name: 'notes',
  area: 'notes',
  columns: { id: 'text', text: 'text' },
  indexes: [],
});
const shared = defineTable<Note>({
  name: 'shared_notes',
  area: 'shared',
  columns: { id: 'text', text: 'text' },
  indexes: [],
});
const AREAS = [
  defineArea({ name: 'notes', tables: [notes], seed: () => ({ notes: [] }) }),
  defineArea({ name: 'shared', tables: [shared], seed: () => ({ shared_notes: [] }) }),
];

/** A memory store whose transactions keep what they announce only when they commit. */
function announcingStore() {
  const inner = memoryStore(AREAS);
  const published: Change[][] = [];
  const store: Store = {
    ...inner,
    async transaction(work) {
      const pending: Change[][] = [];
      const trx: Store = {
        ...inner,
        announce: (changes) => {
          pending.push([...changes]);
          return Promise.resolve();
        },
      };
      const result = await work(trx);
      published.push(...pending);
      return result;
    },
  };
  return { store, published };
}

const write = (handle: (ctx: RouteContext<unknown, unknown>) => unknown): AnyRoute => ({
  method: 'post',
  path: 'notes',
  handle,
});

async function run(store: Store, route: AnyRoute) {
  return runRoute(route, {
    caller: { uid: 'ann', role: 'Admin' },
    params: {},
    query: {},
    body: {},
    store,
    blobs: memoryBlobStore(),
    now: Date.parse('2026-11-28T03:00:00.000Z'),
  });
}

describe('what a write announces', () => {
  it('one event per record it changed, in its transaction, by the caller', async () => {
    const { store, published } = announcingStore();
    await run(
      store,
      write(async ({ table }) => {
        const mine = table(notes);
        const made = await mine.insert({ id: await mine.newId('n'), text: 'one' });
        await mine.update(made.id, { text: 'one, edited' });
        const other = await mine.insert({ id: await mine.newId('n'), text: 'two' });
        await mine.update(other.id, { text: 'two, edited' });
        await mine.remove(other.id);
        await mine.update('missing', { text: 'nothing' });
        return made;
      }),
    );
    expect(published).toHaveLength(1);
    const changes = published[0] ?? [];
    expect(changes.map((change) => [change.area, change.op])).toEqual([
      ['notes', 'create'],
      ['notes', 'delete'],
    ]);
    expect(changes[0]).toMatchObject({
      audience: 'ann',
      by: 'ann',
      at: '2026-11-28T03:00:00.000Z',
    });
  });

  it('nothing for a refused write, a read, or the global tables', async () => {
    const { store, published } = announcingStore();
    const refused = await run(
      store,
      write(async ({ table }) => {
        await table(notes).insert({ id: 'n1', text: 'undone' });
        return conflict('no');
      }),
    );
    expect(refused.status).toBe(409);
    await run(store, {
      ...write(async ({ table }) => (await table(notes).list()).items),
      method: 'get',
    });
    await run(
      store,
      write(async ({ store: rows }) =>
        rows.table(shared).insert(ADMIN_OWNER, { id: 's1', text: 'x' }),
      ),
    );
    expect(published).toEqual([]);
  });

  it('many records of one area: one change of the area; a reset: every area', async () => {
    const { store, published } = announcingStore();
    await run(
      store,
      write(async ({ table }) => {
        const mine = table(notes);
        for (let i = 0; i <= MAX_EVENTS_PER_AREA; i++)
          await mine.insert({ id: `n${i}`, text: 'x' });
        return undefined;
      }),
    );
    await run(
      store,
      write(async ({ store: rows, caller }) => rows.resetOwner(caller.uid)),
    );
    expect(published.map((changes) => changes.map((c) => [c.area, c.op, c.recordId]))).toEqual([
      [['notes', 'change', null]],
      [[ALL_AREAS, 'change', null]],
    ]);
  });
});
