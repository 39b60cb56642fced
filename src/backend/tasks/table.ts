import type { Task } from '@/features/tasks/api';
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
    id: { type: 'text' },
    title: { type: 'text' },
    description: { type: 'text' },
    status: { type: 'text' },
    priority: { type: 'text' },
    dueDate: { type: 'date', nullable: true },
    assignee: { type: 'text', nullable: true },
    checklist: { type: 'json' },
    order: { type: 'integer' },
    createdAt: { type: 'timestamp' },
    comments: { type: 'json' },
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
