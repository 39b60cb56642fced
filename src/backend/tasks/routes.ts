/** The tasks API (docs/api/tasks.md): list, create, edit, delete, move on the board, comment. */
import { TASK_STATUSES, TASKS_API, type Task, type TaskStatus } from '@/features/tasks/api';
import { routePath } from '../path';
import { defineRoute, listRoute, type AnyRoute, type OwnedTable } from '../route';
import type { OrderBy } from '../store';
import { commentBody, createTaskBody, moveTaskBody, patchTaskBody } from './schema';
import { tasksTable } from './table';

const ADMIN = ['Admin'] as const;
const NO_TASK = 'No task with this id';

/** Board order: by column, then by position. */
const BOARD_ORDER: readonly OrderBy[] = [
  { column: 'status', direction: 'asc', rank: TASK_STATUSES },
  { column: 'order', direction: 'asc' },
];

/**
 * Renumbers a column's `order` after a change; `first` (already in `status`, or moving
 * there) goes to position `at` (clamped), the others keep their order.
 */
async function renumber(tasks: OwnedTable<Task>, status: TaskStatus, first?: Task, at?: number) {
  const { items } = await tasks.list({
    where: [{ column: 'status', op: 'eq', value: status }],
    orderBy: [{ column: 'order', direction: 'asc' }],
  });
  const column = items.filter((task) => task.id !== first?.id);
  if (first) column.splice(Math.max(0, Math.min(at ?? column.length, column.length)), 0, first);
  for (const [index, task] of column.entries()) {
    if (task.order !== index) await tasks.update(task.id, { order: index });
  }
}

const item = routePath(TASKS_API.item, 'id');

export const tasksRoutes: AnyRoute[] = [
  listRoute({
    path: routePath(TASKS_API.list),
    roles: ADMIN,
    list: {
      sorts: {
        // No due date sorts last (and first for -dueDate).
        dueDate: [{ column: 'dueDate', direction: 'asc' }],
        createdAt: [{ column: 'createdAt', direction: 'asc' }],
        assignee: [{ column: 'assignee', direction: 'asc' }],
      },
      defaultOrder: BOARD_ORDER,
      search: ['title', 'assignee'],
      defaultPageSize: 100,
      maxPageSize: 200,
    },
    handle: ({ table, query }) => table(tasksTable).list(query.query),
  }),
  defineRoute({
    method: 'post',
    path: routePath(TASKS_API.list),
    roles: ADMIN,
    body: createTaskBody,
    async handle({ table, body, now }) {
      const tasks = table(tasksTable);
      const task: Task = {
        description: '',
        status: 'todo',
        priority: 'medium',
        dueDate: null,
        assignee: null,
        checklist: [],
        ...body,
        id: await tasks.newId('t'),
        order: Number.MAX_SAFE_INTEGER,
        createdAt: new Date(now).toISOString(),
        comments: [],
      };
      await tasks.insert(task);
      await renumber(tasks, task.status, task, Number.MAX_SAFE_INTEGER);
      return tasks.find(task.id);
    },
  }),
  defineRoute({
    method: 'patch',
    path: item,
    roles: ADMIN,
    body: patchTaskBody,
    async handle({ table, params, body }) {
      const tasks = table(tasksTable);
      const before = await tasks.find(params.id ?? '', NO_TASK);
      const task = (await tasks.update(before.id, body)) ?? before;
      if (task.status !== before.status) {
        await renumber(tasks, before.status);
        await renumber(tasks, task.status, task, Number.MAX_SAFE_INTEGER);
      }
      return tasks.find(task.id);
    },
  }),
  defineRoute({
    method: 'delete',
    path: item,
    roles: ADMIN,
    async handle({ table, params }) {
      const tasks = table(tasksTable);
      const task = await tasks.find(params.id ?? '', NO_TASK);
      await tasks.remove(task.id);
      await renumber(tasks, task.status);
      return undefined;
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(TASKS_API.move, 'id'),
    roles: ADMIN,
    body: moveTaskBody,
    async handle({ table, params, body }) {
      const tasks = table(tasksTable);
      const before = await tasks.find(params.id ?? '', NO_TASK);
      const task = (await tasks.update(before.id, { status: body.status })) ?? before;
      const from = before.status;
      await renumber(tasks, from, from === task.status ? task : undefined, body.index);
      if (from !== task.status) await renumber(tasks, task.status, task, body.index);
      return (await tasks.list({ orderBy: BOARD_ORDER })).items;
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(TASKS_API.comments, 'id'),
    roles: ADMIN,
    body: commentBody,
    async handle({ table, params, body, now }) {
      const tasks = table(tasksTable);
      const task = await tasks.find(params.id ?? '', NO_TASK);
      const comment = {
        id: await tasks.newId('tc'),
        author: 'Shreyu N',
        text: body.text,
        createdAt: new Date(now).toISOString(),
      };
      await tasks.update(task.id, { comments: [...task.comments, comment] });
      return comment;
    },
  }),
];
