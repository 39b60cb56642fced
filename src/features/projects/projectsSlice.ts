import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  requestFailed,
  requestNotFound,
  requestStarted,
  requestSucceeded,
  type RequestState,
} from '@/lib/requestState';
import type {
  Project,
  ProjectComment,
  ProjectDetails,
  ProjectInput,
  ProjectPage,
  ProjectQuery,
} from './api';

/** A write's state: the form shows `saving`, the 422 fields beside the fields, `done` closes it. */
export interface WriteState {
  status: 'idle' | 'saving' | 'failed' | 'done';
  error: AppError | null;
}

export interface ProjectsState {
  items: Project[];
  total: number;
  query: ProjectQuery;
  listRequest: RequestState;
  details: ProjectDetails | null;
  detailsRequest: RequestState;
  form: WriteState;
  comment: WriteState;
  /** Set once the project shown was deleted: the page goes back to the list. */
  deletedId: string | null;
}

const idleWrite = (): WriteState => ({ status: 'idle', error: null });

export const initialState: ProjectsState = {
  items: [],
  total: 0,
  query: { state: '', q: '', sort: 'dueDate', page: 1, pageSize: 12 },
  listRequest: idleRequest(),
  details: null,
  detailsRequest: idleRequest(),
  form: idleWrite(),
  comment: idleWrite(),
  deletedId: null,
};

const projectsSlice = createSlice({
  name: 'projects',
  initialState,
  reducers: {
    projectsRequested(state, action: PayloadAction<Partial<ProjectQuery> | undefined>) {
      state.query = { ...state.query, ...action.payload };
      requestStarted(state.listRequest);
    },
    projectsLoaded(state, action: PayloadAction<ProjectPage>) {
      requestSucceeded(state.listRequest);
      state.items = action.payload.items;
      state.total = action.payload.total;
    },
    projectsNotFound(state) {
      requestNotFound(state.listRequest);
    },
    projectsFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.listRequest, action.payload);
    },
    /** No id: the first project of the list. */
    projectRequested(state, _action: PayloadAction<string | undefined>) {
      requestStarted(state.detailsRequest);
      state.details = null;
      state.deletedId = null;
    },
    projectLoaded(state, action: PayloadAction<ProjectDetails>) {
      requestSucceeded(state.detailsRequest);
      state.details = action.payload;
    },
    projectNotFound(state) {
      requestNotFound(state.detailsRequest);
      state.details = null;
    },
    projectFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.detailsRequest, action.payload);
    },
    projectFormOpened(state) {
      state.form = idleWrite();
    },
    projectCreateRequested(state, _action: PayloadAction<ProjectInput>) {
      state.form = { status: 'saving', error: null };
    },
    projectCreated(state, action: PayloadAction<Project>) {
      state.form = { status: 'done', error: null };
      state.items.unshift(action.payload);
      state.total += 1;
    },
    projectCreateFailed(state, action: PayloadAction<AppError>) {
      state.form = { status: 'failed', error: action.payload };
    },
    projectUpdateRequested(state, _action: PayloadAction<{ id: string; input: ProjectInput }>) {
      state.form = { status: 'saving', error: null };
    },
    projectUpdated(state, action: PayloadAction<Project>) {
      state.form = { status: 'done', error: null };
      if (state.details?.id === action.payload.id) {
        state.details = { ...state.details, ...action.payload };
      }
      state.items = state.items.map((p) => (p.id === action.payload.id ? action.payload : p));
    },
    projectUpdateFailed(state, action: PayloadAction<AppError>) {
      state.form = { status: 'failed', error: action.payload };
    },
    projectDeleteRequested(state, action: PayloadAction<string>) {
      state.items = state.items.filter((p) => p.id !== action.payload);
    },
    projectDeleted(state, action: PayloadAction<string>) {
      state.deletedId = action.payload;
    },
    projectDeleteFailed(
      state,
      action: PayloadAction<{ project: Project | null; error: AppError }>,
    ) {
      const { project } = action.payload;
      if (project && !state.items.some((p) => p.id === project.id)) state.items.unshift(project);
    },
    projectCommentAddRequested(state, _action: PayloadAction<{ projectId: string; text: string }>) {
      state.comment = { status: 'saving', error: null };
    },
    projectCommentAdded(
      state,
      action: PayloadAction<{ projectId: string; comment: ProjectComment }>,
    ) {
      state.comment = { status: 'done', error: null };
      if (state.details?.id === action.payload.projectId) {
        state.details.comments.push(action.payload.comment);
        state.details.commentCount = state.details.comments.length;
      }
    },
    projectCommentAddFailed(state, action: PayloadAction<AppError>) {
      state.comment = { status: 'failed', error: action.payload };
    },
  },
  selectors: {
    selectProjects: (state) => state.items,
    selectProjectsTotal: (state) => state.total,
    selectProjectsQuery: (state) => state.query,
    selectProjectsRequest: (state) => state.listRequest,
    selectProject: (state) => state.details,
    selectProjectRequest: (state) => state.detailsRequest,
    selectProjectForm: (state) => state.form,
    selectCommentWrite: (state) => state.comment,
    selectDeletedProjectId: (state) => state.deletedId,
  },
});

export const {
  selectProjects,
  selectProjectsTotal,
  selectProjectsQuery,
  selectProjectsRequest,
  selectProject,
  selectProjectRequest,
  selectProjectForm,
  selectCommentWrite,
  selectDeletedProjectId,
} = projectsSlice.getSelectors(
  (root: { projects?: ProjectsState }) => root.projects ?? initialState,
);

export const {
  projectsRequested,
  projectsLoaded,
  projectsNotFound,
  projectsFailed,
  projectRequested,
  projectLoaded,
  projectNotFound,
  projectFailed,
  projectFormOpened,
  projectCreateRequested,
  projectCreated,
  projectCreateFailed,
  projectUpdateRequested,
  projectUpdated,
  projectUpdateFailed,
  projectDeleteRequested,
  projectDeleted,
  projectDeleteFailed,
  projectCommentAddRequested,
  projectCommentAdded,
  projectCommentAddFailed,
} = projectsSlice.actions;
export default projectsSlice;
