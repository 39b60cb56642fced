import { defineFeature } from '@/lib/feature';
import tasksSlice from './tasksSlice';
import { tasksSaga } from './tasksSaga';

/** Injected with the task list and the kanban board (one set of tasks, two views). */
export const tasksFeature = defineFeature({ name: 'tasks', slice: tasksSlice, saga: tasksSaga });
