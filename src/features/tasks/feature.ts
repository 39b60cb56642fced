import { fork } from 'typed-redux-saga';
import { closeWhenDeleted } from '@/lib/closeWhenDeleted';
import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import { tasksRequests } from './requests';
import tasksSlice, { selectSelectedTaskId, taskDeletedElsewhere } from './tasksSlice';

/** The open task closes when someone else deletes it (issue 40). */
const watchDeleted = closeWhenDeleted({
  area: 'tasks',
  openId: selectSelectedTaskId,
  closed: taskDeletedElsewhere,
});

/** Injected with the task list and the kanban board (one set of tasks, two views). */
export const tasksFeature = defineFeature({
  name: 'tasks',
  slice: tasksSlice,
  *saga() {
    yield* fork(requestsSaga(...tasksRequests));
    yield* fork(watchDeleted);
  },
});
