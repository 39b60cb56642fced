import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import { tasksRequests } from './requests';
import tasksSlice from './tasksSlice';

/** Injected with the task list and the kanban board (one set of tasks, two views). */
export const tasksFeature = defineFeature({
  name: 'tasks',
  slice: tasksSlice,
  saga: requestsSaga(...tasksRequests),
});
