import { select, takeEvery } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import {
  debounceSearch,
  optimisticWrite,
  takeLatestRead,
  writeResource,
  loadQuery,
} from '@/lib/resourceSaga';
import { TASKS_API, type Task, type TaskComment } from '@/contract/tasks';
import {
  selectTasks,
  selectTasksQuery,
  taskCommentAddFailed,
  taskCommentAddRequested,
  taskCommentAdded,
  taskCreateFailed,
  taskCreateRequested,
  taskCreated,
  taskDeleteApplied,
  taskDeleteFailed,
  taskDeleteRequested,
  taskDeleted,
  taskMoveApplied,
  taskMoveFailed,
  taskMoveRequested,
  taskMoved,
  taskUpdateApplied,
  taskUpdateFailed,
  taskUpdateRequested,
  taskUpdated,
  tasksFailed,
  tasksLoaded,
  tasksNotFound,
  tasksRequested,
  tasksSearched,
} from './tasksSlice';

/** A 404 on a write: the task was removed meanwhile (another tab, a reset). */
const GONE = 'tasks.errors.gone';

export function* handleTasksRequested() {
  yield* loadQuery(
    selectTasksQuery,
    TASKS_API.list,
    (query) => ({ q: query.q || undefined, sort: query.sort, pageSize: 200 }),
    { loaded: tasksLoaded, notFound: tasksNotFound, failed: tasksFailed },
  );
}

/** Optimistic: the reducer shows a temporary card, replaced by the stored one or taken off. */
export function* handleTaskCreateRequested({ payload }: ReturnType<typeof taskCreateRequested>) {
  const { tempId, input } = payload;
  yield* optimisticWrite({
    request: (http) => http.create<Task>(TASKS_API.list, input),
    succeeded: (task) => taskCreated({ tempId, task }),
    failed: (error) => taskCreateFailed({ tempId, error }),
    notFoundKey: GONE,
    notify: 'tasks.errors.createFailed',
  });
}

/** Optimistic: applied at once; on a refusal the tasks go back as they were, with a message. */
export function* handleTaskUpdateRequested({ payload }: ReturnType<typeof taskUpdateRequested>) {
  const previous = (yield select(selectTasks)) as Task[];
  yield* optimisticWrite({
    apply: taskUpdateApplied(payload),
    request: (http) => http.updatePatch<Task>(TASKS_API.item(payload.id), payload.patch),
    succeeded: taskUpdated,
    failed: (error) => taskUpdateFailed({ previous, error }),
    notFoundKey: GONE,
    notify: 'tasks.errors.saveFailed',
  });
}

/** A 404 means it is gone already: what was asked. */
export function* handleTaskDeleteRequested({
  payload: id,
}: ReturnType<typeof taskDeleteRequested>) {
  const previous = (yield select(selectTasks)) as Task[];
  yield* optimisticWrite({
    apply: taskDeleteApplied(id),
    request: (http) => http.delete<null>(TASKS_API.item(id)),
    succeeded: () => taskDeleted(id),
    gone: () => taskDeleted(id),
    failed: (error) => taskDeleteFailed({ previous, error }),
    notify: 'tasks.errors.deleteFailed',
  });
}

/** A drop: the card stays where it was dropped; a refused move snaps back (the board says why). */
export function* handleTaskMoveRequested({ payload }: ReturnType<typeof taskMoveRequested>) {
  const previous = (yield select(selectTasks)) as Task[];
  yield* optimisticWrite({
    apply: taskMoveApplied(payload),
    request: (http) =>
      http.create<Task[]>(TASKS_API.move(payload.id), {
        status: payload.status,
        index: payload.index,
      }),
    succeeded: taskMoved,
    failed: (error) => taskMoveFailed({ previous, error }),
    notFoundKey: GONE,
  });
}

export function* handleTaskCommentAddRequested({
  payload,
}: ReturnType<typeof taskCommentAddRequested>) {
  yield* writeResource({
    request: (http) =>
      http.create<TaskComment>(TASKS_API.comments(payload.id), { text: payload.text }),
    succeeded: (comment) => taskCommentAdded({ id: payload.id, comment }),
    failed: taskCommentAddFailed,
    notFoundKey: GONE,
  });
}

export function* tasksSaga() {
  yield takeLatestRead('tasks', [tasksRequested.type, demoDataReset.type], handleTasksRequested);
  yield debounceSearch(tasksSearched.type, () => tasksRequested());
  yield takeEvery(taskCreateRequested.type, handleTaskCreateRequested);
  yield takeEvery(taskUpdateRequested.type, handleTaskUpdateRequested);
  yield takeEvery(taskDeleteRequested.type, handleTaskDeleteRequested);
  yield takeEvery(taskMoveRequested.type, handleTaskMoveRequested);
  yield takeEvery(taskCommentAddRequested.type, handleTaskCommentAddRequested);
}
