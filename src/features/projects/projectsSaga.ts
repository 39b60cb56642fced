import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { demoDataReset, notificationAdded } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import {
  PROJECTS_API,
  type Project,
  type ProjectComment,
  type ProjectDetails,
  type ProjectPage,
} from './api';
import {
  projectCommentAddFailed,
  projectCommentAddRequested,
  projectCommentAdded,
  projectCreateFailed,
  projectCreateRequested,
  projectCreated,
  projectDeleteFailed,
  projectDeleteRequested,
  projectDeleted,
  projectFailed,
  projectLoaded,
  projectNotFound,
  projectRequested,
  projectUpdateFailed,
  projectUpdateRequested,
  projectUpdated,
  projectsFailed,
  projectsLoaded,
  projectsNotFound,
  projectsRequested,
  selectProjects,
  selectProjectsQuery,
  selectProject,
} from './projectsSlice';

export function* handleProjectsRequested() {
  const query = (yield select(selectProjectsQuery)) as ReturnType<typeof selectProjectsQuery>;
  const outcome = yield* requestResource((http, signal) =>
    http.get<ProjectPage>(
      PROJECTS_API.list,
      {
        state: query.state || undefined,
        q: query.q || undefined,
        sort: query.sort,
        page: query.page,
        pageSize: query.pageSize,
      },
      { signal },
    ),
  );
  if (outcome.kind === 'ok') yield put(projectsLoaded(outcome.data));
  else if (outcome.kind === 'not-found') yield put(projectsNotFound());
  else yield put(projectsFailed(outcome.error));
}

export function* handleProjectRequested({ payload: id }: ReturnType<typeof projectRequested>) {
  let projectId = id;
  if (!projectId) {
    // No id in the address: the first project of the default list.
    const first = yield* requestResource((http, signal) =>
      http.get<ProjectPage>(
        PROJECTS_API.list,
        { page: 1, pageSize: 1, sort: 'dueDate' },
        { signal },
      ),
    );
    if (first.kind === 'failed') {
      yield put(projectFailed(first.error));
      return;
    }
    projectId = first.kind === 'ok' ? first.data.items[0]?.id : undefined;
    if (!projectId) {
      yield put(projectNotFound());
      return;
    }
  }
  const target = projectId;
  const outcome = yield* requestResource((http, signal) =>
    http.get<ProjectDetails>(PROJECTS_API.item(target), undefined, { signal }),
  );
  if (outcome.kind === 'ok') yield put(projectLoaded(outcome.data));
  else if (outcome.kind === 'not-found') yield put(projectNotFound());
  else yield put(projectFailed(outcome.error));
}

export function* handleProjectCreateRequested({
  payload,
}: ReturnType<typeof projectCreateRequested>) {
  const outcome = yield* requestResource((http) =>
    http.create<Project>(PROJECTS_API.list, payload),
  );
  if (outcome.kind === 'ok') yield put(projectCreated(outcome.data));
  else if (outcome.kind === 'failed') yield put(projectCreateFailed(outcome.error));
}

export function* handleProjectUpdateRequested({
  payload,
}: ReturnType<typeof projectUpdateRequested>) {
  const outcome = yield* requestResource((http) =>
    http.update<Project>(PROJECTS_API.item(payload.id), payload.input),
  );
  if (outcome.kind === 'ok') yield put(projectUpdated(outcome.data));
  else if (outcome.kind === 'not-found') yield put(projectNotFound());
  else yield put(projectUpdateFailed(outcome.error));
}

/** Optimistic: the card leaves the list at once and comes back, with a toast, on a failure. */
export function* handleProjectDeleteRequested(action: ReturnType<typeof projectDeleteRequested>) {
  const id = action.payload;
  const outcome = yield* requestResource((http) => http.delete<null>(PROJECTS_API.item(id)));
  if (outcome.kind === 'failed') {
    const shown = (yield select(selectProject)) as ProjectDetails | null;
    const listed = ((yield select(selectProjects)) as Project[]).find((p) => p.id === id);
    yield put(
      projectDeleteFailed({
        project: listed ?? (shown?.id === id ? shown : null),
        error: outcome.error,
      }),
    );
    yield put(
      notificationAdded({
        title: 'projects.errors.deleteFailedTitle',
        message: outcome.error.message || outcome.error.messageKey,
        variant: 'danger',
        delay: 6000,
      }),
    );
    return;
  }
  // 404: someone else removed it already, which is what was asked.
  yield put(projectDeleted(id));
}

export function* handleCommentAddRequested({
  payload,
}: ReturnType<typeof projectCommentAddRequested>) {
  const outcome = yield* requestResource((http) =>
    http.create<ProjectComment>(PROJECTS_API.comments(payload.projectId), { text: payload.text }),
  );
  if (outcome.kind === 'ok')
    yield put(projectCommentAdded({ projectId: payload.projectId, comment: outcome.data }));
  else if (outcome.kind === 'not-found') yield put(projectNotFound());
  else yield put(projectCommentAddFailed(outcome.error));
}

/**
 * The last list query was already stored by the reducer; demo data reset reloads it. Cards
 * deleted before the rollback gets here keep their place in the list until the next load.
 */
export function* projectsSaga() {
  yield takeLatest([projectsRequested.type, demoDataReset.type], handleProjectsRequested);
  yield takeLatest(projectRequested.type, handleProjectRequested);
  yield takeEvery(projectCreateRequested.type, handleProjectCreateRequested);
  yield takeEvery(projectUpdateRequested.type, handleProjectUpdateRequested);
  yield takeEvery(projectDeleteRequested.type, handleProjectDeleteRequested);
  yield takeEvery(projectCommentAddRequested.type, handleCommentAddRequested);
}
