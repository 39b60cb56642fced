import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createEntityAdapter } from '@/lib/entityAdapter';
import type { AppError } from '@/services/errors';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import {
  fieldReadReducers,
  queryReadReducers,
  rootSelector,
  writeReducers,
} from '@/lib/resourceSlice';
import type {
  Project,
  ProjectComment,
  ProjectDetails,
  ProjectInput,
  ProjectPage,
  ProjectQuery,
} from '@/contract/projects';

/** The list's cards by id, in the order the API answered (its sort). */
const projectsAdapter = createEntityAdapter<Project>();
const { selectAll } = projectsAdapter.getSelectors();

export interface ProjectsState {
  items: ReturnType<typeof projectsAdapter.getInitialState>;
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

export const initialState: ProjectsState = {
  items: projectsAdapter.getInitialState(),
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
    /** `projectsSearched(q)`: each keystroke; the list is read once typing pauses (the saga). */
    ...queryReadReducers('projects', {
      request: (state: ProjectsState) => state.listRequest,
      query: (state) => state.query,
      loaded: (state, page: ProjectPage) => {
        projectsAdapter.setAll(state.items, page.items);
        state.total = page.total;
      },
    }),
    /** No id: the first project of the list. */
    ...fieldReadReducers('project', 'details', {
      request: (state: ProjectsState) => state.detailsRequest,
      requested: (state, _id: string | undefined) => {
        state.details = null;
        state.deletedId = null;
      },
      empty: null,
    }),
    ...writeReducers('projectCreate', 'projectCreated', {
      write: (state: ProjectsState) => state.form,
      opened: 'projectFormOpened',
      requested: (_state, _input: ProjectInput) => {},
      saved: (state, project: Project) => {
        projectsAdapter.setAll(state.items, [project, ...selectAll(state.items)]);
        state.total += 1;
      },
    }),
    ...writeReducers('projectUpdate', 'projectUpdated', {
      write: (state: ProjectsState) => state.form,
      requested: (_state, _update: { id: string; input: ProjectInput }) => {},
      saved: (state, project: Project) => {
        if (state.details?.id === project.id) {
          state.details = { ...state.details, ...project };
        }
        projectsAdapter.setOne(state.items, project);
      },
    }),
    /** Optimistic: the card leaves the list at once (the saga puts it back on a failure). */
    projectDeleteRequested(state, action: PayloadAction<string>) {
      projectsAdapter.removeOne(state.items, action.payload);
    },
    projectDeleted(state, action: PayloadAction<string>) {
      state.deletedId = action.payload;
    },
    projectDeleteFailed(
      state,
      action: PayloadAction<{ project: Project | null; error: AppError }>,
    ) {
      const { project } = action.payload;
      if (project && !state.items.entities[project.id]) {
        projectsAdapter.setAll(state.items, [project, ...selectAll(state.items)]);
      }
    },
    ...writeReducers('projectCommentAdd', 'projectCommentAdded', {
      write: (state: ProjectsState) => state.comment,
      requested: (_state, _comment: { projectId: string; text: string }) => {},
      saved: (state, { projectId, comment }: { projectId: string; comment: ProjectComment }) => {
        if (state.details?.id === projectId) {
          state.details.comments.push(comment);
          state.details.commentCount = state.details.comments.length;
        }
      },
    }),
  },
});

const fromRoot = rootSelector(projectsSlice);
export const selectProjects = fromRoot((state) => selectAll(state.items));
export const selectProjectsTotal = fromRoot((state) => state.total);
export const selectProjectsQuery = fromRoot((state) => state.query);
export const selectProjectsRequest = fromRoot((state) => state.listRequest);
export const selectProject = fromRoot((state) => state.details);
export const selectProjectRequest = fromRoot((state) => state.detailsRequest);
export const selectProjectForm = fromRoot((state) => state.form);
export const selectCommentWrite = fromRoot((state) => state.comment);
export const selectDeletedProjectId = fromRoot((state) => state.deletedId);

export const {
  projectsRequested,
  projectsLoaded,
  projectsNotFound,
  projectsFailed,
  projectsSearched,
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
