/**
 * The board's writes touch only the rows whose position changes: no write renumbers a
 * whole column (the server's benchmark: a create renumbering 25,000 rows per request).
 */
import { WORKSPACE_OWNER } from '../workspace';
import type { Task } from '@/contract/tasks';
import { TASKS_API } from '@/contract/tasks';
import { memoryStore } from '../memory';
import { runRoute } from '../route';
import { defineArea, type Store, type Table, type TableSpec, type Row } from '../store';
import { tasksRoutes } from './routes';
import { seedTasks } from './seed';
import { tasksTable } from './table';

const COLUMN = 200;

/** A board with a long todo column (orders 0..199) and the seeded other columns. */
const bigArea = defineArea({
  name: 'tasks',
  tables: [tasksTable],
  seed: (_owner, now) => {
    const template = seedTasks(now)[0] as Task;
    const todo = Array.from({ length: COLUMN }, (_, i) => ({
      ...template,
      id: `b${i}`,
      title: `Card ${i}`,
      status: 'todo' as const,
      order: i,
    }));
    return { tasks: [...todo, ...seedTasks(now).filter((t) => t.status !== 'todo')] };
  },
});

function setup() {
  const base = memoryStore([bigArea], () => 0);
  const updated: string[] = [];
  const store: Store = {
    ...base,
    transaction: (work) => work(store),
    table: <R extends Row>(spec: TableSpec<R>): Table<R> => {
      const table = base.table(spec);
      return {
        ...table,
        update: (owner, id, patch) => {
          updated.push(String(id));
          return table.update(owner, id, patch);
        },
      };
    },
  };
  const route = (method: string, path: string) => {
    const found = tasksRoutes.find((r) => r.method === method && r.path === path);
    if (!found) throw new Error(`no route ${method} ${path}`);
    return found;
  };
  const run = (method: string, path: string, params: Record<string, string>, body?: unknown) =>
    runRoute(route(method, path), {
      caller: { uid: 'u', role: 'Admin' },
      params,
      query: {},
      body,
      store,
      blobs: { put: jest.fn(), get: jest.fn(), delete: jest.fn(), deletePrefix: jest.fn() },
      now: 0,
    });
  const column = async (status: string) =>
    (
      await base
        .table(tasksTable)
        .list(WORKSPACE_OWNER, { orderBy: [{ column: 'order', direction: 'asc' }] })
    ).items.filter((t) => t.status === status);
  return { run, updated, column };
}

const list = TASKS_API.list.replace(/^\/?api\//, '');
const item = 'tasks/:id';
const move = 'tasks/:id/move';

describe('tasks: writes on a long column', () => {
  it('a create takes the largest order + 1 and updates no row', async () => {
    const { run, updated, column } = setup();
    const answer = await run('post', list, {}, { title: 'New' });
    expect(answer).toMatchObject({ status: 200, body: { order: COLUMN, status: 'todo' } });
    expect(updated).toEqual([]);
    expect((await column('todo')).at(-1)?.title).toBe('New');
  });

  it('a new status updates the card alone, at the end of its new column', async () => {
    const { run, updated, column } = setup();
    const answer = await run('patch', item, { id: 'b3' }, { status: 'done' });
    expect(answer).toMatchObject({ status: 200, body: { order: 2, status: 'done' } });
    expect(updated).toEqual(['b3']);
    expect((await column('todo')).map((t) => t.id)).not.toContain('b3');
  });

  it('a move within a column updates the card and the cards it passes', async () => {
    const { run, updated, column } = setup();
    await run('post', move, { id: 'b100' }, { status: 'todo', index: 103 });
    expect(updated.sort()).toEqual(['b100', 'b101', 'b102', 'b103'].sort());
    const ids = (await column('todo')).map((t) => t.id);
    expect(ids.slice(99, 105)).toEqual(['b99', 'b101', 'b102', 'b103', 'b100', 'b104']);
    updated.length = 0;
    await run('post', move, { id: 'b150' }, { status: 'todo', index: 148 });
    expect(updated.sort()).toEqual(['b148', 'b149', 'b150'].sort());
    const after = await column('todo');
    expect(after.slice(147, 151).map((t) => t.id)).toEqual(['b147', 'b150', 'b148', 'b149']);
    expect(after.every((t, i) => i === 0 || t.order > (after[i - 1]?.order ?? 0))).toBe(true);
  });

  it('a move into a column shifts the cards after its place up to the first gap', async () => {
    const { run, updated, column } = setup();
    await run('delete', item, { id: 'b10' });
    expect(updated).toEqual([]);
    const inProgress = (await column('in-progress'))[0] as Task;
    const answer = await run('post', move, { id: inProgress.id }, { status: 'todo', index: 5 });
    expect(answer.status).toBe(200);
    expect(updated.sort()).toEqual([inProgress.id, 'b5', 'b6', 'b7', 'b8', 'b9'].sort());
    // The answer is what was written, as stored, in board order: not the whole board.
    const written = (answer as { body: Task[] }).body.map((t) => `${t.id}:${t.status}:${t.order}`);
    const todoNow = (await column('todo')).map((t) => `${t.id}:${t.status}:${t.order}`);
    expect(written).toEqual(todoNow.slice(5, 11));
    const todo = await column('todo');
    expect(todo.slice(4, 8).map((t) => t.id)).toEqual(['b4', inProgress.id, 'b5', 'b6']);
    expect(todo.every((t, i) => i === 0 || t.order > (todo[i - 1]?.order ?? 0))).toBe(true);
  });

  it('a move past the end of another column takes its largest order + 1', async () => {
    const { run, updated, column } = setup();
    await run('post', move, { id: 'b0' }, { status: 'review', index: 99 });
    expect(updated).toEqual(['b0']);
    expect((await column('review')).at(-1)).toMatchObject({ id: 'b0', order: 2 });
  });
});
