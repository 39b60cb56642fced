/**
 * The tasks contract's parts without a schema (paths, constants, the create defaults):
 * re-exported by `tasks.ts`; apart so that the task pages, which need only these, never
 * download zod.
 */
import type { Authorship } from './common';
import type { Task, TaskInput } from './tasks';

export const TASKS_API = {
  /** GET ?q&sort&page&pageSize → Page<Task> (board order); POST TaskInput → Task (422) */
  list: 'api/tasks',
  /** PATCH Partial<TaskInput> & { version? } → Task (403, 404, 409 stale version, 422); DELETE → 204 (403, 404) */
  item: (id: string) => `api/tasks/${encodeURIComponent(id)}`,
  /** POST { status, index, version? } → Task[] (the tasks it changed; 403, 404, 409, 422) */
  move: (id: string) => `api/tasks/${encodeURIComponent(id)}/move`,
  /** POST { text } → TaskComment (404, 422) */
  comments: (id: string) => `api/tasks/${encodeURIComponent(id)}/comments`,
} as const;

export const TASK_STATUSES = ['todo', 'in-progress', 'review', 'done'] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TASK_SORTS = ['dueDate', '-createdAt', 'assignee'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
export const ASSIGNEES = ['Shreyu N', 'Greeva Y', 'Nik G', 'Hitesh Y', 'Kevin C'] as const;

/**
 * A new task from what the form sent (the rest: defaults), at its place: the one rule of
 * the optimistic card and the stored one.
 */
export const newTask = (
  input: Partial<TaskInput> & { title: string },
  place: Pick<Task, 'id' | 'order'> & Authorship,
): Task => ({
  version: 1,
  description: '',
  status: 'todo',
  priority: 'medium',
  dueDate: null,
  assignee: null,
  checklist: [],
  ...input,
  ...place,
  comments: [],
});
