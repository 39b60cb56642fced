/**
 * The tasks API in the demo backend: the routes of src/backend/tasks on the browser
 * collection `shreyu_demo_tasks` (version 1: `{ tasks: Task[], nextId }` per user).
 */
import type { Task } from '@/contract/tasks';
import { tasksRoutes } from '@/backend/tasks/routes';
import { tasksArea } from '@/backend/tasks/table';
import type { ApiEndpoint } from '../api/server';
import { bindArea } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection, hasFields } from '../db/collections';

interface TasksData {
  tasks: Task[];
  nextId: number;
}

export const tasksCollection = defineUserCollection<TasksData>({
  name: 'tasks',
  version: 1,
  seed: ({ uid, now }) => ({ tasks: tasksArea.seed(uid, now).tasks as Task[], nextId: 100 }),
  isValid: hasFields<TasksData>({ tasks: 'array' }),
});

bindArea(tasksArea, tasksCollection);

export const tasksEndpoints: ApiEndpoint[] = routeEndpoints(tasksRoutes);
