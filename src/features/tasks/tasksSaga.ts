import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { demoDataReset, notificationAdded } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import type { AppError } from '@/services/errors';
import { TASKS_API, type Task, type TaskComment, type TaskPage } from './api';
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
} from './tasksSlice';

const NOT_FOUND: AppError = { code: 'http/not-found', messageKey: 'tasks.errors.gone' };

function* toast(titleKey: string, error: AppError) {
  yield put(
    notificationAdded({
      title: titleKey,
      message: error.message?.trim() || error.messageKey,
      variant: 'danger',
      delay: 6000,
    }),
  );
}

export function* handleTasksRequested() {
  const query = (yield select(selectTasksQuery)) as ReturnType<typeof selectTasksQuery>;
  const outcome = yield* requestResource((http, signal) =>
    http.get<TaskPage>(
      TASKS_API.list,
      { q: query.q || undefined, sort: query.sort, pageSize: 200 },
      { signal },
    ),
  );
  if (outcome.kind === 'ok') yield put(tasksLoaded(outcome.data));
  else if (outcome.kind === 'not-found') yield put(tasksNotFound());
  else yield put(tasksFailed(outcome.error));
}

export function* handleTaskCreateRequested({ payload }: ReturnType<typeof taskCreateRequested>) {
  const outcome = yield* requestResource((http) =>
    http.create<Task>(TASKS_API.list, payload.input),
  );
  if (outcome.kind === 'ok') {
    yield put(taskCreated({ tempId: payload.tempId, task: outcome.data }));
    return;
  }
  const error = outcome.kind === 'failed' ? outcome.error : NOT_FOUND;
  yield put(taskCreateFailed({ tempId: payload.tempId, error }));
  yield* toast('tasks.errors.createFailed', error);
}

/** Optimistic: applied at once; on a refusal the tasks go back as they were, with a message. */
export function* handleTaskUpdateRequested({ payload }: ReturnType<typeof taskUpdateRequested>) {
  const previous = (yield select(selectTasks)) as Task[];
  yield put(taskUpdateApplied(payload));
  const outcome = yield* requestResource((http) =>
    http.updatePatch<Task>(TASKS_API.item(payload.id), payload.patch),
  );
  if (outcome.kind === 'ok') {
    yield put(taskUpdated(outcome.data));
    return;
  }
  const error = outcome.kind === 'failed' ? outcome.error : NOT_FOUND;
  yield put(taskUpdateFailed({ previous, error }));
  yield* toast('tasks.errors.saveFailed', error);
}

export function* handleTaskDeleteRequested({
  payload: id,
}: ReturnType<typeof taskDeleteRequested>) {
  const previous = (yield select(selectTasks)) as Task[];
  yield put(taskDeleteApplied(id));
  const outcome = yield* requestResource((http) => http.delete<null>(TASKS_API.item(id)));
  if (outcome.kind === 'failed') {
    yield put(taskDeleteFailed({ previous, error: outcome.error }));
    yield* toast('tasks.errors.deleteFailed', outcome.error);
    return;
  }
  yield put(taskDeleted(id)); // a 404 means it is gone already: what was asked
}

/** A drop: the card stays where it was dropped; a refused move snaps back with a message. */
export function* handleTaskMoveRequested({ payload }: ReturnType<typeof taskMoveRequested>) {
  const previous = (yield select(selectTasks)) as Task[];
  yield put(taskMoveApplied(payload));
  const outcome = yield* requestResource((http) =>
    http.create<Task[]>(TASKS_API.move(payload.id), {
      status: payload.status,
      index: payload.index,
    }),
  );
  if (outcome.kind === 'ok') yield put(taskMoved(outcome.data));
  else
    yield put(
      taskMoveFailed({ previous, error: outcome.kind === 'failed' ? outcome.error : NOT_FOUND }),
    );
}

export function* handleTaskCommentAddRequested({
  payload,
}: ReturnType<typeof taskCommentAddRequested>) {
  const outcome = yield* requestResource((http) =>
    http.create<TaskComment>(TASKS_API.comments(payload.id), { text: payload.text }),
  );
  if (outcome.kind === 'ok') yield put(taskCommentAdded({ id: payload.id, comment: outcome.data }));
  else yield put(taskCommentAddFailed(outcome.kind === 'failed' ? outcome.error : NOT_FOUND));
}

export function* tasksSaga() {
  yield takeLatest([tasksRequested.type, demoDataReset.type], handleTasksRequested);
  yield takeEvery(taskCreateRequested.type, handleTaskCreateRequested);
  yield takeEvery(taskUpdateRequested.type, handleTaskUpdateRequested);
  yield takeEvery(taskDeleteRequested.type, handleTaskDeleteRequested);
  yield takeEvery(taskMoveRequested.type, handleTaskMoveRequested);
  yield takeEvery(taskCommentAddRequested.type, handleTaskCommentAddRequested);
}
