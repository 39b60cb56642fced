import { defineClosingFeature } from '@/lib/closeWhenDeleted';
import { tasksRequests } from './requests';
import tasksSlice, { selectSelectedTaskId, taskDeletedElsewhere } from './tasksSlice';

/**
 * Injected with the task list and the kanban board (one set of tasks, two views).
 * The open task closes when someone else deletes it (issue 40).
 */
export const tasksFeature = defineClosingFeature({
  name: 'tasks',
  slice: tasksSlice,
  requests: tasksRequests,
  deleted: { area: 'tasks', openId: selectSelectedTaskId, closed: taskDeletedElsewhere },
});
