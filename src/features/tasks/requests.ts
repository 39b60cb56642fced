import { seedAuthorship } from '@/contract/common.plain';
import { demoDataReset } from '@/features/events';
import { post, resource } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { refetchOnLive } from '@/lib/live';
import { defineRequest } from '@/lib/request';
import type { Task, TaskComment, TaskInput, TaskPage, TaskStatus } from '@/contract/tasks';
import { newTask, TASKS_API } from '@/contract/tasks.plain';
import type { TasksState } from './tasksSlice';
import { noteOwnVersion, sentVersion } from './versions';

export const tasksAdapter = createEntityAdapter<Task>();

const api = {
  ...resource<Task, Partial<TaskInput> & { version?: number }, TaskPage>(TASKS_API),
  move: (id: string, to: { status: TaskStatus; index: number }) =>
    post<Task[]>(TASKS_API.move(id), to),
  comment: (id: string, text: string) => post<TaskComment>(TASKS_API.comments(id), { text }),
};

/** Moves a task to `status` at `index` among that column's other tasks, renumbering both columns. */
function applyMove(state: TasksState, id: string, status: TaskStatus, index: number) {
  const task = state.items.entities[id];
  if (!task) return;
  const all = Object.values(state.items.entities);
  const col = (s: TaskStatus) => all.filter((t) => t.status === s && t.id !== id).sort(byOrder);
  const [target, source] = [col(status), task.status === status ? [] : col(task.status)];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, task);
  task.status = status;
  for (const list of [target, source]) list.forEach((t, i) => void (t.order = i));
}
export const byOrder = (a: Task, b: Task) => a.order - b.order;

/** An edit: undone by putting the tasks back as they were; a 404 means the task went meanwhile. */
const edit = {
  write: (state: TasksState) => state.write,
  undo: 'items' as const,
  notFoundKey: 'tasks.errors.gone',
};

/** The list and the board follow what others change (live updates). */
export const tasksLive = refetchOnLive('tasks');

export const listTasks = defineRequest('tasks/list', {
  read: (state: TasksState) => state.request,
  requested: (state, asked?: Partial<TasksState['query']>) =>
    void Object.assign(state.query, asked),
  search: (state, q) => void (state.query.q = q),
  call: (_, { query }) => api.list({ q: query.q || undefined, sort: query.sort, pageSize: 200 }),
  // The list shows what is stored; a change refused on a stale version stays in `conflict`
  // (the panel shows it there until I choose), never in the list as if it were saved.
  loaded: (state, page) => void tasksAdapter.setAll(state.items, page.items),
  also: [demoDataReset, tasksLive.refreshed],
});

/** A temporary card (`tempId`) shows at once, replaced by the stored one or taken off. */
export const createTask = defineRequest('tasks/create', {
  ...edit,
  call: ({ input }: { tempId: string; input: Partial<TaskInput> & { title: string } }) =>
    api.create(input),
  optimistic: (state, { tempId, input: { status = 'todo', ...input } }) => {
    const order = Object.values(state.items.entities).filter((t) => t.status === status).length;
    // Made by nobody yet: the stored task's authorship replaces this one.
    const place = { id: tempId, order, ...seedAuthorship(new Date().toISOString()) };
    tasksAdapter.addOne(state.items, newTask({ ...input, status }, place));
  },
  succeeded: (state, task, { tempId }) => {
    tasksAdapter.removeOne(state.items, tempId);
    tasksAdapter.setOne(state.items, task);
  },
  rollback: (state, { request }) => tasksAdapter.removeOne(state.items, request.tempId),
  notify: 'tasks.errors.createFailed',
});

/**
 * A change from the details panel, with the version it was made on (`version`: the one the
 * person saw when they started typing; none: the task's on screen). Writes go one at a time,
 * so each sends the version the one before left. A 409 (someone else changed the task
 * first) keeps the change in `conflict` (shown in the panel only), for it to offer a choice. A task
 * saved before versions has none to send (`undefined`: JSON leaves the key out).
 */
export const updateTask = defineRequest('tasks/update', {
  ...edit,
  serial: true,
  call: (
    { id, patch, version }: { id: string; patch: Partial<TaskInput>; version?: number },
    state,
  ) => api.update(id, { ...patch, version: sentVersion(state, id, version) }),
  optimistic: (state, { id, patch: { status, ...rest } }) => {
    tasksAdapter.updateOne(state.items, { id, changes: rest });
    if (status !== state.items.entities[id]?.status && status)
      applyMove(state, id, status, Number.MAX_SAFE_INTEGER);
  },
  succeeded: (state, task) => {
    tasksAdapter.updateOne(state.items, { id: task.id, changes: task });
    noteOwnVersion(state, task.id, task.version);
  },
  conflict: (state, { request: { id, patch }, error }) => {
    const earlier = state.conflict?.id === id ? state.conflict.patch : {};
    const current = error.current as Task;
    state.conflict = { id, patch: { ...earlier, ...patch }, current };
    // The list and the board show the task as it is stored (my change was not saved: issue
    // 54, it showed there as if it were); the details panel shows my change with the choice.
    tasksAdapter.setOne(state.items, current);
  },
  notify: 'tasks.errors.saveFailed',
});

export const deleteTask = defineRequest('tasks/delete', {
  ...edit,
  call: (id: string) => api.remove(id),
  optimistic: (state, id) => {
    tasksAdapter.removeOne(state.items, id);
    if (state.selectedId === id) state.selectedId = null;
  },
  gone: true, // a 404: it is gone already, what was asked
  notify: 'tasks.errors.deleteFailed',
});

/** A drop: the card stays where it was dropped; a refused move snaps back (the board says why). */
export const moveTask = defineRequest('tasks/move', {
  ...edit,
  write: (state: TasksState) => state.move,
  call: ({ id, ...to }: { id: string; status: TaskStatus; index: number }) => api.move(id, to),
  optimistic: (state, { id, status, index }) => applyMove(state, id, status, index),
  // The server's order wins: the tasks it answers (the whole board, or those that moved).
  succeeded: (state, tasks) =>
    tasks.forEach((task) => {
      tasksAdapter.setOne(state.items, task);
      noteOwnVersion(state, task.id, task.version);
    }),
});

export const commentTask = defineRequest('tasks/comment', {
  ...edit,
  call: ({ id, text }: { id: string; text: string }) => api.comment(id, text),
  succeeded: (state, comment, { id }) => {
    const task = state.items.entities[id];
    if (!task) return;
    task.comments.push(comment);
    // A comment is a change of the task: one more version, this person's own.
    if (task.version !== undefined) noteOwnVersion(state, id, (task.version += 1));
  },
});

export const tasksRequests = [
  listTasks,
  createTask,
  updateTask,
  deleteTask,
  moveTask,
  commentTask,
  tasksLive,
];
