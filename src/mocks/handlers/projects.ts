import {
  PROJECT_STATES,
  checkProjectInput,
  type Project,
  type ProjectDetails,
  type ProjectInput,
  type ProjectInputProblem,
} from '@/features/projects/api';
import {
  apiEndpoint,
  type ApiEndpoint,
  invalid,
  notFound,
  paginate,
  readJson,
} from '../api/server';
import { defineUserCollection, withUserData } from '../db/collections';
import { seedProjects } from '../fixtures/projects';

interface ProjectsData {
  projects: ProjectDetails[];
  nextId: number;
}

export const projectsCollection = defineUserCollection<ProjectsData>({
  name: 'projects',
  version: 1,
  seed: ({ now }) => ({ projects: seedProjects(now), nextId: 100 }),
  isValid: (entry): entry is ProjectsData =>
    typeof entry === 'object' && entry !== null && Array.isArray((entry as ProjectsData).projects),
});

const ADMIN = { roles: ['Admin'] as const };

const WORDS: Record<ProjectInputProblem, string> = {
  nameRequired: 'A project needs a name',
  datesOrder: 'The due date must not be before the start date',
  budgetNegative: 'The budget must be a number of 0 or more',
  dateInvalid: 'A date is written YYYY-MM-DD',
};

const summary = ({
  comments: _c,
  activity: _a,
  attachments: _f,
  ...project
}: ProjectDetails): Project => project;

/** The body as a ProjectInput, or the 422 fields saying what is wrong. */
function parseInput(
  body: unknown,
  others: ProjectDetails[],
): { input: ProjectInput } | { fields: Record<string, string> } {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const input: ProjectInput = {
    name: str(raw.name).trim(),
    description: str(raw.description),
    state: PROJECT_STATES.includes(raw.state as never)
      ? (raw.state as ProjectInput['state'])
      : 'planned',
    startDate: str(raw.startDate),
    dueDate: str(raw.dueDate),
    budget: typeof raw.budget === 'number' ? raw.budget : Number.NaN,
    tags: list(raw.tags),
    team: list(raw.team),
  };
  const fields: Record<string, string> = {};
  for (const [field, problem] of Object.entries(checkProjectInput(input))) {
    fields[field] = WORDS[problem];
  }
  const name = input.name.toLowerCase();
  if (input.name && others.some((p) => p.name.toLowerCase() === name)) {
    fields.name = 'You already have a project with this name';
  }
  return Object.keys(fields).length > 0 ? { fields } : { input };
}

const text = (a: string, b: string) => a.localeCompare(b);

export const projectsEndpoints: ApiEndpoint[] = [
  apiEndpoint(
    'get',
    'projects',
    ({ caller, url }) =>
      withUserData(projectsCollection, caller.uid, (data) => {
        const state = url.searchParams.get('state') ?? '';
        const all = state ? data.projects.filter((p) => p.state === state) : data.projects;
        return paginate(all.map(summary), url, {
          matches: (p, q) =>
            p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q),
          sorters: {
            name: (a, b) => text(a.name, b.name),
            dueDate: (a, b) => text(a.dueDate, b.dueDate),
            progress: (a, b) => a.progress - b.progress,
            createdAt: (a, b) => text(a.createdAt, b.createdAt),
          },
          defaultPageSize: 12,
        });
      }),
    ADMIN,
  ),
  apiEndpoint(
    'get',
    'projects/:id',
    ({ caller, params }) =>
      withUserData(projectsCollection, caller.uid, (data) => {
        const project = data.projects.find((p) => p.id === params.id);
        return project ?? notFound('No project with this id');
      }),
    ADMIN,
  ),
  apiEndpoint(
    'post',
    'projects',
    async ({ caller, request }) => {
      const body = await readJson(request);
      return withUserData(projectsCollection, caller.uid, (data) => {
        const parsed = parseInput(body, data.projects);
        if ('fields' in parsed) return invalid(parsed.fields);
        const now = new Date().toISOString();
        const project: ProjectDetails = {
          ...parsed.input,
          id: `p${data.nextId++}`,
          owner: 'Shreyu N',
          totalTasks: 0,
          completedTasks: 0,
          commentCount: 0,
          hours: 0,
          progress: 0,
          createdAt: now,
          comments: [],
          activity: [
            {
              id: `a${data.nextId++}`,
              author: 'Shreyu N',
              text: 'created the project',
              createdAt: now,
            },
          ],
          attachments: [],
        };
        data.projects.unshift(project);
        return summary(project);
      });
    },
    ADMIN,
  ),
  apiEndpoint(
    'put',
    'projects/:id',
    async ({ caller, request, params }) => {
      const body = await readJson(request);
      return withUserData(projectsCollection, caller.uid, (data) => {
        const project = data.projects.find((p) => p.id === params.id);
        if (!project) return notFound('No project with this id');
        const parsed = parseInput(
          body,
          data.projects.filter((p) => p.id !== project.id),
        );
        if ('fields' in parsed) return invalid(parsed.fields);
        Object.assign(project, parsed.input);
        project.activity.unshift({
          id: `a${data.nextId++}`,
          author: 'Shreyu N',
          text: 'edited the project',
          createdAt: new Date().toISOString(),
        });
        return summary(project);
      });
    },
    ADMIN,
  ),
  apiEndpoint(
    'delete',
    'projects/:id',
    ({ caller, params }) =>
      withUserData(projectsCollection, caller.uid, (data) => {
        const index = data.projects.findIndex((p) => p.id === params.id);
        if (index < 0) return notFound('No project with this id');
        data.projects.splice(index, 1);
        return undefined;
      }),
    ADMIN,
  ),
  apiEndpoint(
    'post',
    'projects/:id/comments',
    async ({ caller, request, params }) => {
      const body = (await readJson(request)) as { text?: unknown } | null;
      const value = typeof body?.text === 'string' ? body.text.trim() : '';
      return withUserData(projectsCollection, caller.uid, (data) => {
        const project = data.projects.find((p) => p.id === params.id);
        if (!project) return notFound('No project with this id');
        if (!value) return invalid({ text: 'A comment needs some text' });
        if (value.length > 2000) return invalid({ text: 'A comment is at most 2000 characters' });
        const comment = {
          id: `c${data.nextId++}`,
          author: 'Shreyu N',
          text: value,
          createdAt: new Date().toISOString(),
        };
        project.comments.push(comment);
        project.commentCount = project.comments.length;
        return comment;
      });
    },
    ADMIN,
  ),
];
