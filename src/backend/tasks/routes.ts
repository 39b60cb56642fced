/** The tasks API (docs/api/tasks.md): list, create, edit, delete, move on the board, comment. */
import {
  TASK_STATUSES,
  TASKS_API,
  commentBody,
  createTaskBody,
  moveTaskBody,
  newTask,
  patchTaskBody,
  taskPageSchema,
  taskSchema,
  type Task,
  type TaskStatus,
} from '@/contract/tasks';
import * as z from 'zod/mini';
import { routePath } from '../path';
import { defineRoute, listRoute, type AnyRoute, type OwnedTable } from '../route';
import { columnSorts, pageAnswer } from '../list';
import { asc, desc, type Condition, type OrderBy } from '../store';
import { tasksTable } from './table';
import type { AccountDirectory } from '../admin/directory';
import { commentRoute, deleteRoute, type SharedRows } from '../rowRoutes';
import { checkVersion, splitVersion, updateVersioned } from '../versions';
import { changedBy, checkMayChange, createdBy } from '../workspace';

const NO_TASK = 'No task with this id';
/** The workspace's tasks: their creator, their assignee and Admins change them (workspace.ts). */
const SHARED: SharedRows<Task> = { kind: 'task', members: (task) => [task.assignee] };

/** Board order: by column, then by position. */
const BOARD_ORDER: readonly OrderBy[] = [
  { column: 'status', direction: 'asc', rank: TASK_STATUSES },
  asc('order'),
];

const inColumn = (status: TaskStatus, except?: string): Condition[] => [
  { column: 'status', op: 'eq', value: status },
  ...(except === undefined ? [] : [{ column: 'id', op: 'ne', value: except } as const]),
];
const BY_ORDER: readonly OrderBy[] = [asc('order')];

/**
 * `order` is a sort key along a column: increasing, not necessarily contiguous (a card that
 * is deleted or leaves a column leaves a gap). No write renumbers a whole column: a card
 * joining a column at its end takes the largest `order` + 1 (one indexed read).
 */
async function endOf(tasks: OwnedTable<Task>, status: TaskStatus, except?: string) {
  const { items } = await tasks.list({
    where: inColumn(status, except),
    orderBy: [desc('order')],
    limit: 1,
    count: false,
  });
  return items[0] ? items[0].order + 1 : 0;
}

/** How many of the column's other cards come before `order`. */
async function positionOf(tasks: OwnedTable<Task>, task: Task) {
  const { total } = await tasks.list({
    where: [...inColumn(task.status, task.id), { column: 'order', op: 'lt', value: task.order }],
    limit: 0,
  });
  return total;
}

/** Reads rows in small pages while `more` wants them (a walk that stops early). */
const PAGE = 50;

/**
 * Puts `task` at position `index` among the other cards of column `to` (one write of the
 * card: its status and order), and answers the rows it wrote, as stored (the move's answer),
 * changing only the rows whose position changes: within its column, the cards it passes
 * take each other's `order` values (a rotation); coming from another column, it takes the
 * value of the card at `index`, and the cards from there on move up by one until a gap.
 */
async function place(
  tasks: OwnedTable<Task>,
  task: Task,
  to: TaskStatus,
  index: number,
  /** The moved card's authorship stamp (the others only make room). */
  stamp: Partial<Task> = {},
  /** The moved card's version as the client read it: its write is conditional on it. */
  version?: number,
): Promise<Task[]> {
  const changed: Task[] = [];
  const write = async (id: string, patch: Partial<Task>) => {
    const row =
      id === task.id
        ? await updateVersioned(tasks, id, { ...patch, ...stamp }, version, NO_TASK)
        : await tasks.update(id, patch);
    if (row) changed.push(row);
  };
  const { total } = await tasks.list({ where: inColumn(to, task.id), limit: 0 });
  const at = Math.min(index, total);
  if (to === task.status) {
    const old = await positionOf(tasks, task);
    if (at === old) return changed;
    const lo = Math.min(at, old);
    const { items: passed } = await tasks.list({
      where: inColumn(task.status, task.id),
      orderBy: BY_ORDER,
      offset: lo,
      limit: Math.abs(at - old),
      count: false,
    });
    const values =
      at < old
        ? [...passed.map((t) => t.order), task.order]
        : [task.order, ...passed.map((t) => t.order)];
    const moved = at < old ? [task, ...passed] : [...passed, task];
    for (const [k, row] of moved.entries()) {
      const value = values[k] ?? row.order;
      if (row.order !== value) await write(row.id, { order: value });
    }
    return changed;
  }
  if (at >= total) {
    await write(task.id, { status: to, order: await endOf(tasks, to, task.id) });
    return changed;
  }
  let last: number | undefined;
  for (let offset = at; ; offset += PAGE) {
    const { items } = await tasks.list({
      where: inColumn(to, task.id),
      orderBy: BY_ORDER,
      offset,
      limit: PAGE,
      count: false,
    });
    for (const row of items) {
      if (last === undefined) {
        last = row.order;
        await write(task.id, { status: to, order: last });
      }
      if (row.order > last) return changed;
      last += 1;
      await write(row.id, { order: last });
    }
    if (items.length < PAGE) return changed;
  }
}

/**
 * The uids of the members whose name or e-mail holds `text` (any case). A backend without a
 * directory of accounts, or one that cannot be read now, finds none: the search still finds
 * tasks by their title.
 */
async function membersMatching(directory: AccountDirectory, text: string): Promise<string[]> {
  const lower = text.toLowerCase();
  const members = await directory.list().catch(() => []);
  return members
    .filter(({ name, email }) => `${name}\n${email}`.toLowerCase().includes(lower))
    .map(({ uid }) => uid);
}

const item = routePath(TASKS_API.item, 'id');

export const tasksRoutes: AnyRoute[] = [
  listRoute({
    path: routePath(TASKS_API.list),
    summary: 'The tasks, a page of them (board order without `sort`; no due date sorts last)',
    response: taskPageSchema,
    list: {
      // No due date sorts last (and first for -dueDate).
      sorts: columnSorts('dueDate', 'createdAt', 'assignee'),
      defaultOrder: BOARD_ORDER,
      search: ['title', 'assignee'],
      defaultPageSize: 100,
      maxPageSize: 200,
    },
    async handle({ workspace, query, directory }) {
      const { search } = query.query;
      // `q` finds a task by its title or assignee (a uid), and by its assignee's name or e-mail.
      const assignees = search ? await membersMatching(directory, search.text) : [];
      const or: Condition | undefined = assignees.length
        ? { column: 'assignee', op: 'in', values: assignees }
        : undefined;
      const asked = search && or ? { ...query.query, search: { ...search, or } } : query.query;
      return pageAnswer(query, await workspace(tasksTable).list(asked));
    },
  }),
  defineRoute({
    method: 'post',
    path: routePath(TASKS_API.list),
    summary: 'A new task, at the end of its column',
    body: createTaskBody,
    response: taskSchema,
    async handle({ workspace, body, now, caller }) {
      const tasks = workspace(tasksTable);
      const task = newTask(body, {
        id: await tasks.newId('t'),
        order: 0,
        ...createdBy(caller, now),
      });
      task.order = await endOf(tasks, task.status);
      return tasks.insert(task);
    },
  }),
  defineRoute({
    method: 'patch',
    path: item,
    summary: 'Changes a task (a new status puts it at the end of that column)',
    body: patchTaskBody,
    response: taskSchema,
    versioned: true,
    async handle({ workspace, params, body, caller, now }) {
      const tasks = workspace(tasksTable);
      const { version, patch: changes } = splitVersion(body);
      const before = await tasks.find(params.id ?? '', NO_TASK);
      checkMayChange(caller, SHARED.kind, before, SHARED.members?.(before));
      // A new column: its end (the column it left keeps a gap).
      const patch =
        changes.status !== undefined && changes.status !== before.status
          ? { ...changes, order: await endOf(tasks, changes.status) }
          : changes;
      const stamp = changedBy(caller, now);
      return updateVersioned(tasks, before.id, { ...patch, ...stamp }, version, NO_TASK);
    },
  }),
  // Its column keeps a gap.
  {
    ...deleteRoute({ path: item, table: tasksTable, gone: NO_TASK, shared: SHARED }),
    status: 204,
    summary: 'Deletes a task (its column keeps a gap)',
  },
  defineRoute({
    method: 'post',
    path: routePath(TASKS_API.move, 'id'),
    summary:
      'Moves a card to `index` among the column’s other cards: the tasks it changed, board order',
    body: moveTaskBody,
    response: z.array(taskSchema),
    versioned: true,
    async handle({ workspace, params, body, caller, now }) {
      const tasks = workspace(tasksTable);
      const task = await tasks.find(params.id ?? '', NO_TASK);
      // Moving is changing the card (the cards it renumbers only make room: no check of theirs).
      checkMayChange(caller, SHARED.kind, task, SHARED.members?.(task));
      // A drop that changes nothing is still refused on a stale version (the card moved).
      checkVersion(task, body.version);
      // Only what changed (the board can be long): the moved card and the cards it renumbered,
      // in board order; a drop where the card already was changes nothing.
      const stamp = changedBy(caller, now);
      const changed = await place(tasks, task, body.status, body.index, stamp, body.version);
      const rank = (t: Task) => TASK_STATUSES.indexOf(t.status);
      return changed.sort((a, b) => rank(a) - rank(b) || a.order - b.order);
    },
  }),
  {
    ...commentRoute({
      path: routePath(TASKS_API.comments, 'id'),
      table: tasksTable,
      gone: NO_TASK,
      shared: SHARED,
      body: commentBody,
      prefix: 'tc',
      patch: (comments) => ({ comments }),
    }),
    summary: 'A comment on a task, by the caller',
  },
];
