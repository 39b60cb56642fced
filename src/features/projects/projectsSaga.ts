import { put, select, takeEvery } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import {
  debounceSearch,
  loadGet,
  optimisticWrite,
  takeLatestRead,
  writeResource,
  loadQuery,
} from '@/lib/resourceSaga';
import {
  PROJECTS_API,
  type Project,
  type ProjectComment,
  type ProjectDetails,
  type ProjectPage,
} from '@/contract/projects';
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
  projectsSearched,
  selectProjectsQuery,
  selectProject,
} from './projectsSlice';

const detailsEvents = { loaded: projectLoaded, notFound: projectNotFound, failed: projectFailed };

export function* handleProjectsRequested() {
  yield* loadQuery(
    selectProjectsQuery,
    PROJECTS_API.list,
    (query) => ({
      state: query.state || undefined,
      q: query.q || undefined,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    }),
    { loaded: projectsLoaded, notFound: projectsNotFound, failed: projectsFailed },
  );
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
  yield* loadGet<ProjectDetails>(PROJECTS_API.item(target), undefined, detailsEvents);
}

/** The form stays open with what was typed and shows the reason (and the 422 fields). */
export function* handleProjectCreateRequested({
  payload,
}: ReturnType<typeof projectCreateRequested>) {
  yield* writeResource({
    request: (http) => http.create<Project>(PROJECTS_API.list, payload),
    succeeded: projectCreated,
    failed: projectCreateFailed,
  });
}

export function* handleProjectUpdateRequested({
  payload,
}: ReturnType<typeof projectUpdateRequested>) {
  yield* writeResource({
    request: (http) => http.update<Project>(PROJECTS_API.item(payload.id), payload.input),
    succeeded: projectUpdated,
    gone: projectNotFound,
    failed: projectUpdateFailed,
  });
}

/**
 * Optimistic: the card left the list at once (the reducer); a failure puts the project shown
 * back, with a toast. A 404 means someone removed it already, which is what was asked.
 */
export function* handleProjectDeleteRequested({
  payload: id,
}: ReturnType<typeof projectDeleteRequested>) {
  const shown = (yield select(selectProject)) as ProjectDetails | null;
  yield* optimisticWrite({
    request: (http) => http.delete<null>(PROJECTS_API.item(id)),
    succeeded: () => projectDeleted(id),
    gone: () => projectDeleted(id),
    failed: (error) => projectDeleteFailed({ project: shown?.id === id ? shown : null, error }),
    notify: 'projects.errors.deleteFailedTitle',
  });
}

export function* handleCommentAddRequested({
  payload,
}: ReturnType<typeof projectCommentAddRequested>) {
  yield* writeResource({
    request: (http) =>
      http.create<ProjectComment>(PROJECTS_API.comments(payload.projectId), { text: payload.text }),
    succeeded: (comment) => projectCommentAdded({ projectId: payload.projectId, comment }),
    gone: projectNotFound,
    failed: projectCommentAddFailed,
  });
}

/**
 * The last list query was already stored by the reducer; demo data reset reloads it. Cards
 * deleted before the rollback gets here keep their place in the list until the next load.
 */
export function* projectsSaga() {
  yield takeLatestRead(
    'projects',
    [projectsRequested.type, demoDataReset.type],
    handleProjectsRequested,
  );
  yield debounceSearch(projectsSearched.type, () => projectsRequested());
  yield takeLatestRead('projects', projectRequested.type, handleProjectRequested);
  yield takeEvery(projectCreateRequested.type, handleProjectCreateRequested);
  yield takeEvery(projectUpdateRequested.type, handleProjectUpdateRequested);
  yield takeEvery(projectDeleteRequested.type, handleProjectDeleteRequested);
  yield takeEvery(projectCommentAddRequested.type, handleCommentAddRequested);
}
