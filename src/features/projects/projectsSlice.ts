import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestCases } from '@/lib/request';
import {
  idleRequest,
  idleWrite,
  requestNotFound,
  writeReset,
  type RequestState,
  type WriteState,
} from '@/lib/requestState';
import { rootSelector } from '@/lib/selectors';
import type { ProjectDetails, ProjectQuery } from '@/contract/projects';
import { projectsAdapter, projectsRequests } from './requests';

export interface ProjectsState {
  items: ReturnType<typeof projectsAdapter.getInitialState>;
  total: number;
  query: ProjectQuery;
  listRequest: RequestState;
  details: ProjectDetails | null;
  /** The project the details page asked for (null: the first of the list). */
  detailsId: string | null;
  detailsRequest: RequestState;
  form: WriteState;
  comment: WriteState;
  remove: WriteState;
  /** Set once the project shown was deleted: the page goes back to the list. */
  deletedId: string | null;
}

export const initialState: ProjectsState = {
  items: projectsAdapter.getInitialState(),
  total: 0,
  query: { state: '', q: '', sort: 'dueDate', page: 1, pageSize: 12 },
  listRequest: idleRequest(),
  details: null,
  detailsId: null,
  detailsRequest: idleRequest(),
  form: idleWrite(),
  comment: idleWrite(),
  remove: idleWrite(),
  deletedId: null,
};

const projectsSlice = createSlice({
  name: 'projects',
  initialState,
  reducers: {
    /** The form opens again: the last save's outcome is cleared. */
    projectFormOpened(state) {
      writeReset(state.form);
    },
    /** The project shown was deleted by someone else: the page says it is gone (and a toast why). */
    projectDeletedElsewhere(state, { payload: id }: PayloadAction<string>) {
      projectsAdapter.removeOne(state.items, id);
      if (state.details?.id !== id) return;
      state.details = null;
      requestNotFound(state.detailsRequest);
    },
  },
  extraReducers: requestCases(...projectsRequests),
});

const fromRoot = rootSelector(projectsSlice);
export const selectProjects = fromRoot((state) =>
  projectsAdapter.getSelectors().selectAll(state.items),
);
export const selectProjectsTotal = fromRoot((state) => state.total);
export const selectProjectsQuery = fromRoot((state) => state.query);
export const selectProjectsRequest = fromRoot((state) => state.listRequest);
export const selectProject = fromRoot((state) => state.details);
export const selectShownProjectId = fromRoot((state) => state.details?.id ?? null);
export const selectProjectRequest = fromRoot((state) => state.detailsRequest);
export const selectProjectForm = fromRoot((state) => state.form);
export const selectCommentWrite = fromRoot((state) => state.comment);
export const selectDeletedProjectId = fromRoot((state) => state.deletedId);

export const { projectFormOpened, projectDeletedElsewhere } = projectsSlice.actions;
export default projectsSlice;
