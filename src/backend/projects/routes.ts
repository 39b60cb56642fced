/** The projects API (docs/api/projects.md). */
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
import { authoredNote, commentRoute, deleteRoute } from '../rowRoutes';
import { splitVersion, updateVersioned } from '../versions';

const ADMIN = ['Admin'] as const;
const NO_PROJECT = 'No project with this id';
const item = routePath(PROJECTS_API.item, 'id');

const summary = ({
  comments: _c,
  activity: _a,
  attachments: _f,
  ...project
}: ProjectDetails): Project => project;

/** 422 when another of the owner's projects has this name (ignoring case). */
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
    throw invalid({ name: 'You already have a project with this name' });
  }
}

export const projectsRoutes: AnyRoute[] = [
  listRoute<{ state: string | undefined }>({
    path: routePath(PROJECTS_API.list),
    roles: ADMIN,
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
    async handle({ table, query }) {
      const state = query.filters.state;
      const page = await table(projectsTable).list({
        ...query.query,
        where: state ? [{ column: 'state', op: 'eq', value: state }] : [],
      });
      return pageAnswer(query, page, summary);
    },
  }),
  defineRoute({
    method: 'get',
    path: item,
    roles: ADMIN,
    response: projectDetailsSchema,
    handle: ({ table, params }) => table(projectsTable).find(params.id ?? '', NO_PROJECT),
  }),
  defineRoute({
    method: 'post',
    path: routePath(PROJECTS_API.list),
    roles: ADMIN,
    body: projectInputBody,
    response: projectSchema,
    async handle({ table, body, now }) {
      const projects = table(projectsTable);
      await checkUniqueName(projects, body);
      const project: ProjectDetails = {
        ...body,
        id: await projects.newId('p'),
        owner: 'Shreyu N',
        totalTasks: 0,
        completedTasks: 0,
        commentCount: 0,
        hours: 0,
        progress: 0,
        createdAt: new Date(now).toISOString(),
        comments: [],
        activity: [await authoredNote(projects, 'a', 'created the project', now)],
        attachments: [],
        version: 1,
      };
      return summary(await projects.insert(project));
    },
  }),
  defineRoute({
    method: 'put',
    path: item,
    roles: ADMIN,
    body: projectUpdateBody,
    response: projectSchema,
    versioned: true,
    async handle({ table, params, body: sent, now }) {
      const projects = table(projectsTable);
      const { version, patch: body } = splitVersion(sent);
      const project = await projects.find(params.id ?? '', NO_PROJECT);
      await checkUniqueName(projects, body, project.id);
      const entry = await authoredNote(projects, 'a', 'edited the project', now);
      const patch = { ...body, activity: [entry, ...project.activity] };
      return summary(
        await updateVersioned(projects, project.id, patch, version, NO_PROJECT, summary),
      );
    },
  }),
  deleteRoute({ path: item, table: projectsTable, gone: NO_PROJECT, roles: ADMIN }),
  commentRoute({
    path: routePath(PROJECTS_API.comments, 'id'),
    table: projectsTable,
    gone: NO_PROJECT,
    roles: ADMIN,
    body: projectCommentBody,
    prefix: 'c',
    patch: (comments) => ({ comments, commentCount: comments.length }),
  }),
];
