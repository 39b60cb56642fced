import type { ProjectDetails } from '@/contract/projects';
import { defineArea, defineTable } from '../store';
import { seedProjects } from './seed';

/** Projects: one row per project; its comments, activity and attachments are json columns. */
export const projectsTable = defineTable<ProjectDetails>({
  name: 'projects',
  area: 'projects',
  columns: {
    id: 'text',
    name: 'text',
    description: 'text',
    state: 'text',
    startDate: 'date',
    dueDate: 'date',
    budget: 'number',
    tags: 'json',
    team: 'json',
    owner: 'text',
    totalTasks: 'integer',
    completedTasks: 'integer',
    commentCount: 'integer',
    hours: 'number',
    progress: 'integer',
    createdAt: 'timestamp',
    createdBy: 'text?',
    updatedBy: 'text?',
    updatedAt: 'timestamp',
    comments: 'json',
    activity: 'json',
    attachments: 'json',
    version: 'integer',
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
