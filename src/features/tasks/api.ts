/**
 * The tasks part of the demo API (list and kanban share it): endpoints and DTOs shared by the
 * saga and the msw handler; docs/api/tasks.md is the table.
 */
export const TASKS_API = {
  /** GET ?q&sort&page&pageSize → Page<Task> (board order); POST TaskInput → Task (422) */
  list: 'api/tasks',
  /** PATCH Partial<TaskInput> → Task (404, 422); DELETE → 204 (404) */
  item: (id: string) => `api/tasks/${encodeURIComponent(id)}`,
  /** POST { status, index } → Task[] (the whole board in its new order; 404, 422) */
  move: (id: string) => `api/tasks/${encodeURIComponent(id)}/move`,
  /** POST { text } → TaskComment (404, 422) */
  comments: (id: string) => `api/tasks/${encodeURIComponent(id)}/comments`,
} as const;

export const TASK_STATUSES = ['todo', 'in-progress', 'review', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export interface ChecklistItem {
  id: string;
  text: string;
  done: boolean;
}

export interface TaskComment {
  id: string;
  author: string;
  text: string;
  createdAt: string;
}

/** What the forms send; every field optional in a PATCH. */
export interface TaskInput {
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  /** `YYYY-MM-DD` or null */
  dueDate: string | null;
  assignee: string | null;
  checklist: ChecklistItem[];
}

export interface Task extends TaskInput {
  id: string;
  /** Position inside its status column (0-based). */
  order: number;
  createdAt: string;
  comments: TaskComment[];
}

export interface TaskPage {
  items: Task[];
  total: number;
}

export const TASK_SORTS = ['dueDate', '-createdAt', 'assignee'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export const ASSIGNEES = ['Shreyu N', 'Greeva Y', 'Nik G', 'Hitesh Y', 'Kevin C'] as const;
