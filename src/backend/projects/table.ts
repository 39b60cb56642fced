import type { ProjectDetails } from '@/features/projects/api';
import { defineArea, defineTable } from '../store';
import { seedProjects } from './seed';

/** Projects: one row per project; its comments, activity and attachments are json columns. */
export const projectsTable = defineTable<ProjectDetails>({
  name: 'projects',
  area: 'projects',
  columns: {
    id: { type: 'text' },
    name: { type: 'text' },
    description: { type: 'text' },
    state: { type: 'text' },
    startDate: { type: 'date' },
    dueDate: { type: 'date' },
    budget: { type: 'number' },
    tags: { type: 'json' },
    team: { type: 'json' },
    owner: { type: 'text' },
    totalTasks: { type: 'integer' },
    completedTasks: { type: 'integer' },
    commentCount: { type: 'integer' },
    hours: { type: 'number' },
    progress: { type: 'integer' },
    createdAt: { type: 'timestamp' },
    comments: { type: 'json' },
    activity: { type: 'json' },
    attachments: { type: 'json' },
  },
  indexes: [['state'], ['name'], ['dueDate'], ['progress'], ['createdAt']],
  searchable: ['name', 'description'],
});

/** Six projects dated relative to the first use. */
export const projectsArea = defineArea({
  name: 'projects',
  tables: [projectsTable],
  seed: (_owner, now) => ({ projects: seedProjects(now) }),
});
