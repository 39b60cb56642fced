import { demoDataReset } from '@/features/events';
import { get, post, put, resource, type Call } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { refetchOnLive } from '@/lib/live';
import { defineRequest } from '@/lib/request';
import { requestNotFound } from '@/lib/requestState';
import {
  PROJECTS_API,
  type Project,
  type ProjectComment,
  type ProjectDetails,
  type ProjectInput,
  type ProjectPage,
} from '@/contract/projects';
import type { ProjectsState } from './projectsSlice';

/** The list's cards by id, in the order the API answered (its sort). */
export const projectsAdapter = createEntityAdapter<Project>();
const { selectAll } = projectsAdapter.getSelectors();

const api = {
  ...resource<Project, ProjectInput, ProjectPage>(PROJECTS_API),
  details: (id: string) => get<ProjectDetails>(PROJECTS_API.item(id)),
  replace: (id: string, input: ProjectInput & { version?: number }) =>
    put<Project>(PROJECTS_API.item(id), input),
  comment: (id: string, text: string) => post<ProjectComment>(PROJECTS_API.comments(id), { text }),
  /** No id in the address: the details of the first project of the default list. */
  first:
    (): Call<ProjectDetails> =>
    async (...args) => {
      const page = await api.list({ page: 1, pageSize: 1, sort: 'dueDate' })(...args);
      const id = page.kind === 'ok' ? page.data.items[0]?.id : undefined;
      return id ? api.details(id)(...args) : { kind: 'not-found', status: 404 };
    },
};

/** The project shown went meanwhile (a 404 on a write about it): the page says so. */
function detailsGone(state: ProjectsState) {
  state.details = null;
  requestNotFound(state.detailsRequest);
}

/** `listProjects.searched(q)`: each keystroke, back on page 1; read once typing pauses. */
/**
 * The list and the details follow what others change (live updates); a task's change may
 * change a project's figures, so tasks too.
 */
export const projectsLive = refetchOnLive('projects', ['projects', 'tasks']);

export const listProjects = defineRequest('projects/list', {
  read: (state: ProjectsState) => state.listRequest,
  requested: (state, asked?: Partial<ProjectsState['query']>) =>
    void Object.assign(state.query, asked),
  search: (state, q) => void Object.assign(state.query, { q, page: 1 }),
  call: (_, { query }) =>
    api.list({
      state: query.state || undefined,
      q: query.q || undefined,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    }),
  loaded: (state, page) => {
    projectsAdapter.setAll(state.items, page.items);
    state.total = page.total;
  },
  also: [demoDataReset, projectsLive.refreshed],
});

/** No id: the first project of the list. */
export const readProject = defineRequest('projects/details', {
  read: (state: ProjectsState) => state.detailsRequest,
  requested: (state, id?: string) => {
    state.details = null;
    state.detailsId = id ?? null;
    state.deletedId = null;
  },
  call: (id) => (id ? api.details(id) : api.first()),
  loaded: (state, details) => void (state.details = details),
  notFound: (state) => void (state.details = null),
  also: [projectsLive.refreshed],
  // The project asked for, not the one loaded: a live refresh while it loads would otherwise
  // ask for no id, the first project, and show that one instead (seen in projects.test).
  again: (state) => state.detailsId ?? undefined,
});

/** The form stays open with what was typed and shows the reason (and the 422 fields). */
export const createProject = defineRequest('projects/create', {
  write: (state: ProjectsState) => state.form,
  call: (input: ProjectInput) => api.create(input),
  succeeded: (state, project) => {
    projectsAdapter.setAll(state.items, [project, ...selectAll(state.items)]);
    state.total += 1;
  },
});

export const updateProject = defineRequest('projects/update', {
  write: (state: ProjectsState) => state.form,
  call: ({ id, input, version }: { id: string; input: ProjectInput; version?: number }) =>
    api.replace(id, version === undefined ? input : { ...input, version }),
  gone: true,
  succeeded: (state, project: Project | null) => {
    if (!project) return detailsGone(state);
    if (state.details?.id === project.id) state.details = { ...state.details, ...project };
    projectsAdapter.setOne(state.items, project);
  },
});

/**
 * Optimistic: the card leaves the list at once; a refusal puts the project shown back, with a
 * toast. A 404 means someone removed it already, which is what was asked.
 */
export const deleteProject = defineRequest('projects/delete', {
  write: (state: ProjectsState) => state.remove,
  call: (id: string) => api.remove(id),
  snapshot: (state, id) => (state.details?.id === id ? state.details : null),
  optimistic: (state, id) => projectsAdapter.removeOne(state.items, id),
  gone: true,
  succeeded: (state, _, id) => void (state.deletedId = id),
  rollback: (state, { snapshot: project }) => {
    if (project && !state.items.entities[project.id])
      projectsAdapter.setAll(state.items, [project, ...selectAll(state.items)]);
  },
  notify: 'projects.errors.deleteFailedTitle',
});

export const commentProject = defineRequest('projects/comment', {
  write: (state: ProjectsState) => state.comment,
  call: ({ projectId, text }: { projectId: string; text: string }) => api.comment(projectId, text),
  gone: true,
  succeeded: (state, comment: ProjectComment | null, { projectId }) => {
    if (!comment) return detailsGone(state);
    if (state.details?.id !== projectId) return;
    state.details.comments.push(comment);
    state.details.commentCount = state.details.comments.length;
  },
});

export const projectsRequests = [
  listProjects,
  readProject,
  createProject,
  updateProject,
  deleteProject,
  commentProject,
  projectsLive,
];
