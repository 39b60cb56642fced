/** The projects API (docs/api/projects.md): the workspace's projects (workspace.ts). */
import {
  PROJECTS_API,
  projectCommentBody,
  projectDetailsSchema,
  projectInputBody,
  projectPageSchema,
  projectSchema,
  projectUpdateBody,
  type Project,
  type ProjectDetails,
  type ProjectInput,
} from '@/contract/projects';
import { columnSorts, pageAnswer } from '../list';
import { routePath } from '../path';
import { invalid } from '../problems';
import { asc, desc } from '../store';
import { defineRoute, listRoute, type AnyRoute, type OwnedTable } from '../route';
import { projectsTable } from './table';
import { authoredNote, commentRoute, deleteRoute, type SharedRows } from '../rowRoutes';
import { splitVersion, updateVersioned } from '../versions';
import { changedBy, checkMayChange, createdBy } from '../workspace';

const NO_PROJECT = 'No project with this id';
const item = routePath(PROJECTS_API.item, 'id');

const summary = ({
  comments: _c,
  activity: _a,
  attachments: _f,
  ...project
}: ProjectDetails): Project => project;

/** A project's members besides its creator: its team and its owner (uids). */
const SHARED: SharedRows<ProjectDetails> = {
  kind: 'project',
  members: (project) => [...project.team, project.owner],
};

/** 422 when another of the workspace's projects has this name (ignoring case). */
async function checkUniqueName(
  projects: OwnedTable<ProjectDetails>,
  input: ProjectInput,
  self?: string,
) {
  if (!input.name) return;
  const { items } = await projects.list({
    where: [{ column: 'name', op: 'ieq', value: input.name }],
  });
  if (items.some((p) => p.id !== self)) {
    throw invalid({ name: 'The workspace already has a project with this name' });
  }
}

export const projectsRoutes: AnyRoute[] = [
  listRoute<{ state: string | undefined }>({
    path: routePath(PROJECTS_API.list),
    list: {
      sorts: columnSorts('name', 'dueDate', 'progress', 'createdAt'),
      // Newest first; then by id, so that the order is total.
      defaultOrder: [desc('createdAt'), asc('id')],
      search: ['name', 'description'],
      defaultPageSize: 12,
      // An unknown state matches no project (as it always did).
      filters: { state: (raw) => ({ value: raw || undefined }) },
    },
    response: projectPageSchema,
    async handle({ workspace, query }) {
      const state = query.filters.state;
      const page = await workspace(projectsTable).list({
        ...query.query,
        where: state ? [{ column: 'state', op: 'eq', value: state }] : [],
      });
      return pageAnswer(query, page, summary);
    },
  }),
  defineRoute({
    method: 'get',
    path: item,
    response: projectDetailsSchema,
    handle: ({ workspace, params }) => workspace(projectsTable).find(params.id ?? '', NO_PROJECT),
  }),
  defineRoute({
    method: 'post',
    path: routePath(PROJECTS_API.list),
    body: projectInputBody,
    response: projectSchema,
    async handle(ctx) {
      const { workspace, body, now, caller } = ctx;
      const projects = workspace(projectsTable);
      await checkUniqueName(projects, body);
      const project: ProjectDetails = {
        ...body,
        id: await projects.newId('p'),
        // The creator owns it: their uid (the app shows the member's current name).
        owner: caller.uid,
        totalTasks: 0,
        completedTasks: 0,
        commentCount: 0,
        hours: 0,
        progress: 0,
        ...createdBy(caller, now),
        comments: [],
        activity: [await authoredNote(ctx, projects, 'a', 'created the project', now)],
        attachments: [],
        version: 1,
      };
      return summary(await projects.insert(project));
    },
  }),
  defineRoute({
    method: 'put',
    path: item,
    body: projectUpdateBody,
    response: projectSchema,
    versioned: true,
    async handle(ctx) {
      const { workspace, params, body: sent, now, caller } = ctx;
      const projects = workspace(projectsTable);
      const { version, patch: body } = splitVersion(sent);
      const project = await projects.find(params.id ?? '', NO_PROJECT);
      checkMayChange(caller, SHARED.kind, project, SHARED.members?.(project));
      await checkUniqueName(projects, body, project.id);
      const entry = await authoredNote(ctx, projects, 'a', 'edited the project', now);
      const patch = {
        ...body,
        activity: [entry, ...project.activity],
        ...changedBy(caller, now),
      };
      return summary(
        await updateVersioned(projects, project.id, patch, version, NO_PROJECT, summary),
      );
    },
  }),
  deleteRoute({ path: item, table: projectsTable, gone: NO_PROJECT, shared: SHARED }),
  commentRoute({
    path: routePath(PROJECTS_API.comments, 'id'),
    table: projectsTable,
    gone: NO_PROJECT,
    shared: SHARED,
    body: projectCommentBody,
    prefix: 'c',
    patch: (comments) => ({ comments, commentCount: comments.length }),
  }),
];
