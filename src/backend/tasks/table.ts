import type { Task } from '@/contract/tasks';
import { seedTasks } from './seed';
import { defineArea, defineTable } from '../store';

/**
 * Tasks: one row per task (the list and the kanban board share them). `checklist` and
 * `comments` are json columns; the board order is `status` (ranked) then `order`.
 */
export const tasksTable = defineTable<Task>({
  name: 'tasks',
  area: 'tasks',
  columns: {
    id: 'text',
    title: 'text',
    description: 'text',
    status: 'text',
    priority: 'text',
    dueDate: 'date?',
    assignee: 'text?',
    checklist: 'json',
    order: 'integer',
    createdAt: 'timestamp',
    createdBy: 'text?',
    updatedBy: 'text?',
    updatedAt: 'timestamp',
    comments: 'json',
    version: 'integer',
  },
  indexes: [['status', 'order'], ['dueDate'], ['createdAt'], ['assignee']],
  searchable: ['title', 'assignee'],
});

/** Ten tasks over the four columns, due dates relative to the first use. */
export const tasksArea = defineArea({
  name: 'tasks',
  tables: [tasksTable],
  seed: (_owner, now) => ({ tasks: seedTasks(now) }),
});
