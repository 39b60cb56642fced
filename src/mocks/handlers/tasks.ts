import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type ChecklistItem,
  type Task,
  type TaskInput,
  type TaskStatus,
} from '@/features/tasks/api';
import {
  apiEndpoint,
  type ApiEndpoint,
  invalid,
  notFound,
  paginate,
  readJson,
} from '../api/server';
import { defineUserCollection, withUserData } from '../db/collections';
import { seedTasks } from '../fixtures/tasks';

interface TasksData {
  tasks: Task[];
  nextId: number;
}

export const tasksCollection = defineUserCollection<TasksData>({
  name: 'tasks',
  version: 1,
  seed: ({ now }) => ({ tasks: seedTasks(now), nextId: 100 }),
  isValid: (entry): entry is TasksData =>
    typeof entry === 'object' && entry !== null && Array.isArray((entry as TasksData).tasks),
});

const ADMIN = { roles: ['Admin'] as const };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Board order: by column, then by position. */
const boardOrder = (tasks: Task[]) =>
  [...tasks].sort(
    (a, b) =>
      TASK_STATUSES.indexOf(a.status) - TASK_STATUSES.indexOf(b.status) || a.order - b.order,
  );

/** Renumbers a column's `order` after a change. */
function renumber(tasks: Task[], status: TaskStatus, first?: Task, at?: number) {
  const column = tasks
    .filter((t) => t.status === status && t !== first)
    .sort((a, b) => a.order - b.order);
  if (first) column.splice(Math.max(0, Math.min(at ?? column.length, column.length)), 0, first);
  column.forEach((task, index) => {
    task.order = index;
  });
}

/** The fields of a body that are present and valid, or the 422 fields. */
function parsePatch(
  body: unknown,
  requireTitle: boolean,
): { patch: Partial<TaskInput> } | { fields: Record<string, string> } {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const patch: Partial<TaskInput> = {};
  const fields: Record<string, string> = {};
  if ('title' in raw || requireTitle) {
    const title = typeof raw.title === 'string' ? raw.title.trim() : '';
    if (!title) fields.title = 'A task needs a title';
    else if (title.length > 200) fields.title = 'A title is at most 200 characters';
    else patch.title = title;
  }
  if ('description' in raw)
    patch.description = typeof raw.description === 'string' ? raw.description : '';
  if ('status' in raw) {
    if (TASK_STATUSES.includes(raw.status as TaskStatus)) patch.status = raw.status as TaskStatus;
    else fields.status = `status must be one of ${TASK_STATUSES.join(', ')}`;
  }
  if ('priority' in raw) {
    if (TASK_PRIORITIES.includes(raw.priority as never))
      patch.priority = raw.priority as TaskInput['priority'];
    else fields.priority = `priority must be one of ${TASK_PRIORITIES.join(', ')}`;
  }
  if ('dueDate' in raw) {
    if (raw.dueDate === null || raw.dueDate === '') patch.dueDate = null;
    else if (typeof raw.dueDate === 'string' && DATE.test(raw.dueDate)) patch.dueDate = raw.dueDate;
    else fields.dueDate = 'A date is written YYYY-MM-DD';
  }
  if ('assignee' in raw) {
    patch.assignee =
      typeof raw.assignee === 'string' && raw.assignee.trim() ? raw.assignee.trim() : null;
  }
  if ('checklist' in raw) {
    const list = Array.isArray(raw.checklist) ? raw.checklist : null;
    const items = list?.filter(
      (item): item is ChecklistItem =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ChecklistItem).id === 'string' &&
        typeof (item as ChecklistItem).text === 'string' &&
        (item as ChecklistItem).text.trim() !== '' &&
        typeof (item as ChecklistItem).done === 'boolean',
    );
    if (!list || !items || items.length !== list.length)
      fields.checklist = 'Each checklist item needs an id, some text and done';
    else patch.checklist = items.map(({ id, text, done }) => ({ id, text: text.trim(), done }));
  }
  return Object.keys(fields).length > 0 ? { fields } : { patch };
}

export const tasksEndpoints: ApiEndpoint[] = [
  apiEndpoint(
    'get',
    'tasks',
    ({ caller, url }) =>
      withUserData(tasksCollection, caller.uid, (data) =>
        paginate(boardOrder(data.tasks), url, {
          matches: (task, q) =>
            task.title.toLowerCase().includes(q) || (task.assignee ?? '').toLowerCase().includes(q),
          sorters: {
            // No due date sorts last either way.
            dueDate: (a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'),
            createdAt: (a, b) => a.createdAt.localeCompare(b.createdAt),
            assignee: (a, b) => (a.assignee ?? '\uffff').localeCompare(b.assignee ?? '\uffff'),
          },
          defaultPageSize: 100,
          maxPageSize: 200,
        }),
      ),
    ADMIN,
  ),
  apiEndpoint(
    'post',
    'tasks',
    async ({ caller, request }) => {
      const body = await readJson(request);
      return withUserData(tasksCollection, caller.uid, (data) => {
        const parsed = parsePatch(body, true);
        if ('fields' in parsed) return invalid(parsed.fields);
        const task: Task = {
          title: '',
          description: '',
          status: 'todo',
          priority: 'medium',
          dueDate: null,
          assignee: null,
          checklist: [],
          ...parsed.patch,
          id: `t${data.nextId++}`,
          order: 0,
          createdAt: new Date().toISOString(),
          comments: [],
        };
        data.tasks.push(task);
        renumber(data.tasks, task.status, task, Number.MAX_SAFE_INTEGER);
        return task;
      });
    },
    ADMIN,
  ),
  apiEndpoint(
    'patch',
    'tasks/:id',
    async ({ caller, request, params }) => {
      const body = await readJson(request);
      return withUserData(tasksCollection, caller.uid, (data) => {
        const task = data.tasks.find((t) => t.id === params.id);
        if (!task) return notFound('No task with this id');
        const parsed = parsePatch(body, false);
        if ('fields' in parsed) return invalid(parsed.fields);
        const from = task.status;
        Object.assign(task, parsed.patch);
        if (task.status !== from) {
          renumber(data.tasks, from);
          renumber(data.tasks, task.status, task, Number.MAX_SAFE_INTEGER);
        }
        return task;
      });
    },
    ADMIN,
  ),
  apiEndpoint(
    'delete',
    'tasks/:id',
    ({ caller, params }) =>
      withUserData(tasksCollection, caller.uid, (data) => {
        const index = data.tasks.findIndex((t) => t.id === params.id);
        const task = data.tasks[index];
        if (!task) return notFound('No task with this id');
        data.tasks.splice(index, 1);
        renumber(data.tasks, task.status);
        return undefined;
      }),
    ADMIN,
  ),
  apiEndpoint(
    'post',
    'tasks/:id/move',
    async ({ caller, request, params }) => {
      const body = (await readJson(request)) as { status?: unknown; index?: unknown } | null;
      return withUserData(tasksCollection, caller.uid, (data) => {
        const task = data.tasks.find((t) => t.id === params.id);
        if (!task) return notFound('No task with this id');
        const fields: Record<string, string> = {};
        if (!TASK_STATUSES.includes(body?.status as TaskStatus))
          fields.status = `status must be one of ${TASK_STATUSES.join(', ')}`;
        if (!Number.isInteger(body?.index) || (body?.index as number) < 0)
          fields.index = 'index must be a whole number from 0';
        if (Object.keys(fields).length > 0) return invalid(fields);
        const from = task.status;
        task.status = body?.status as TaskStatus;
        renumber(data.tasks, from, from === task.status ? task : undefined, body?.index as number);
        if (from !== task.status) renumber(data.tasks, task.status, task, body?.index as number);
        return boardOrder(data.tasks);
      });
    },
    ADMIN,
  ),
  apiEndpoint(
    'post',
    'tasks/:id/comments',
    async ({ caller, request, params }) => {
      const body = (await readJson(request)) as { text?: unknown } | null;
      const text = typeof body?.text === 'string' ? body.text.trim() : '';
      return withUserData(tasksCollection, caller.uid, (data) => {
        const task = data.tasks.find((t) => t.id === params.id);
        if (!task) return notFound('No task with this id');
        if (!text) return invalid({ text: 'A comment needs some text' });
        const comment = {
          id: `tc${data.nextId++}`,
          author: 'Shreyu N',
          text,
          createdAt: new Date().toISOString(),
        };
        task.comments.push(comment);
        return comment;
      });
    },
    ADMIN,
  ),
];
