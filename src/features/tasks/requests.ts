import type { Draft, EntityState } from '@reduxjs/toolkit';
import { demoDataReset } from '@/features/events';
import { post, resource } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { defineRequest } from '@/lib/request';
import { TASKS_API, type Task, type TaskComment, type TaskInput, type TaskPage } from './api';
import type { TaskStatus } from './api';
import type { TasksQuery, TasksState } from './tasksSlice';

export const tasksAdapter = createEntityAdapter<Task>();

const api = {
  ...resource<Task, Partial<TaskInput>, TaskPage>(TASKS_API),
  move: (id: string, to: { status: TaskStatus; index: number }) =>
    post<Task[]>(TASKS_API.move(id), to),
  comment: (id: string, text: string) => post<TaskComment>(TASKS_API.comments(id), { text }),
};

/** Moves a task to `status` at `index` among that column's other tasks, renumbering both columns. */
export function applyMove(items: Task[], id: string, status: TaskStatus, index: number): void {
  const task = items.find((t) => t.id === id);
  if (!task) return;
  const from = task.status;
  const column = (s: TaskStatus) =>
    items.filter((t) => t.status === s && t.id !== id).sort((a, b) => a.order - b.order);
  const target = column(status);
  target.splice(Math.max(0, Math.min(index, target.length)), 0, task);
  task.status = status;
  target.forEach((t, i) => {
    t.order = i;
  });
  if (from !== status) {
    column(from).forEach((t, i) => {
      t.order = i;
    });
  }
}

const tasksOf = (state: Draft<TasksState>) => Object.values(state.items.entities);
/** An optimistic change is undone by putting the tasks back as they were before it. */
const snapshot = (state: TasksState) => state.items;
const rollback = (state: Draft<TasksState>, failed: { snapshot?: EntityState<Task, string> }) => {
  if (failed.snapshot) state.items = failed.snapshot;
};
/** A 404 on a write: the task was removed meanwhile (another tab, a reset). */
const GONE = 'tasks.errors.gone';

/** `searched(q)`: each keystroke; the list is read once typing pauses. */
export const listTasks = defineRequest('tasks/list', {
  read: (state: TasksState) => state.request,
  requested: (state, asked: Partial<TasksQuery> | undefined) => {
    Object.assign(state.query, asked);
  },
  search: (state, q) => {
    state.query.q = q;
  },
  call: (_asked, { query }) =>
    api.list({ q: query.q || undefined, sort: query.sort, pageSize: 200 }),
  loaded: (state, page) => tasksAdapter.setAll(state.items, page.items),
  also: [demoDataReset],
});

/** A temporary card (`tempId`) shows at once, replaced by the stored one or taken off. */
export const createTask = defineRequest('tasks/create', {
  write: (state: TasksState) => state.write,
  call: ({ input }: { tempId: string; input: Partial<TaskInput> & { title: string } }) =>
    api.create(input),
  optimistic: (state, { tempId, input }) => {
    const status = input.status ?? 'todo';
    tasksAdapter.addOne(state.items, {
      ...{ description: '', priority: 'medium', dueDate: null, assignee: null, checklist: [] },
      ...input,
      status,
      id: tempId,
      order: tasksOf(state).filter((t) => t.status === status).length,
      createdAt: new Date().toISOString(),
      comments: [],
    });
  },
  succeeded: (state, task, { tempId }) => {
    tasksAdapter.removeOne(state.items, tempId);
    tasksAdapter.setOne(state.items, task);
  },
  rollback: (state, { request }) => tasksAdapter.removeOne(state.items, request.tempId),
  notFoundKey: GONE,
  notify: 'tasks.errors.createFailed',
});

export const updateTask = defineRequest('tasks/update', {
  write: (state: TasksState) => state.write,
  call: ({ id, patch }: { id: string; patch: Partial<TaskInput> }) => api.update(id, patch),
  snapshot,
  optimistic: (state, { id, patch: { status, ...rest } }) => {
    const task = state.items.entities[id];
    if (!task) return;
    Object.assign(task, rest);
    if (status && status !== task.status)
      applyMove(tasksOf(state), id, status, Number.MAX_SAFE_INTEGER);
  },
  succeeded: (state, task) => {
    if (state.items.entities[task.id]) tasksAdapter.setOne(state.items, task);
  },
  rollback,
  notFoundKey: GONE,
  notify: 'tasks.errors.saveFailed',
});

/** A 404 means it is gone already: what was asked. */
export const deleteTask = defineRequest('tasks/delete', {
  write: (state: TasksState) => state.write,
  call: (id: string) => api.remove(id),
  snapshot,
  optimistic: (state, id) => {
    tasksAdapter.removeOne(state.items, id);
    if (state.selectedId === id) state.selectedId = null;
  },
  rollback,
  gone: true,
  notify: 'tasks.errors.deleteFailed',
});

/** A drop: the card stays where it was dropped; a refused move snaps back (the board says why). */
export const moveTask = defineRequest('tasks/move', {
  write: (state: TasksState) => state.move,
  call: ({ id, ...to }: { id: string; status: TaskStatus; index: number }) => api.move(id, to),
  snapshot,
  optimistic: (state, { id, status, index }) => applyMove(tasksOf(state), id, status, index),
  // The server's order wins: the tasks it answers (the whole board, or those that moved).
  succeeded: (state, tasks) => tasks.forEach((task) => tasksAdapter.setOne(state.items, task)),
  rollback,
  notFoundKey: GONE,
});

export const addTaskComment = defineRequest('tasks/comment', {
  write: (state: TasksState) => state.write,
  call: ({ id, text }: { id: string; text: string }) => api.comment(id, text),
  succeeded: (state, comment, { id }) => {
    state.items.entities[id]?.comments.push(comment);
  },
  notFoundKey: GONE,
});

export const tasksRequests = [
  listTasks,
  createTask,
  updateTask,
  deleteTask,
  moveTask,
  addTaskComment,
] as const;
