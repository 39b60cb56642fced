/**
 * The projects part of the demo API: endpoints and DTOs shared by the saga and the msw handler
 * (docs/api/projects.md is the table a real backend implements).
 */
export const PROJECTS_API = {
  /** GET ?state&q&sort&page&pageSize → Page<Project>; POST ProjectInput → Project (422) */
  list: 'api/projects',
  /** GET → ProjectDetails (404); PUT ProjectInput → Project (404, 422); DELETE → 204 (404) */
  item: (id: string) => `api/projects/${encodeURIComponent(id)}`,
  /** POST { text } → ProjectComment (404, 422) */
  comments: (id: string) => `api/projects/${encodeURIComponent(id)}/comments`,
} as const;

export const PROJECT_STATES = ['planned', 'ongoing', 'completed', 'delayed'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

export const PROJECT_SORTS = [
  'dueDate',
  '-dueDate',
  'name',
  '-name',
  '-progress',
  '-createdAt',
] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** What a person writes in the create / edit form. Dates are `YYYY-MM-DD`. */
export interface ProjectInput {
  name: string;
  description: string;
  state: ProjectState;
  startDate: string;
  dueDate: string;
  budget: number;
  tags: string[];
  team: string[];
}

export interface Project extends ProjectInput {
  id: string;
  owner: string;
  totalTasks: number;
  completedTasks: number;
  commentCount: number;
  hours: number;
  /** 0-100 */
  progress: number;
  createdAt: string;
}

export interface ProjectComment {
  id: string;
  author: string;
  text: string;
  createdAt: string;
}

export interface ProjectActivity {
  id: string;
  author: string;
  text: string;
  createdAt: string;
}

export interface ProjectAttachment {
  id: string;
  name: string;
  size: number;
}

export interface ProjectDetails extends Project {
  comments: ProjectComment[];
  activity: ProjectActivity[];
  attachments: ProjectAttachment[];
}

export interface ProjectPage {
  items: Project[];
  total: number;
}

export interface ProjectQuery {
  state: ProjectState | '';
  q: string;
  sort: ProjectSort;
  page: number;
  pageSize: number;
}

/** The rules both sides check: the form (translated keys) and the handler (its own words). */
export type ProjectInputProblem = 'nameRequired' | 'datesOrder' | 'budgetNegative' | 'dateInvalid';

export function checkProjectInput(
  input: ProjectInput,
): Partial<Record<keyof ProjectInput, ProjectInputProblem>> {
  const problems: Partial<Record<keyof ProjectInput, ProjectInputProblem>> = {};
  if (!input.name.trim()) problems.name = 'nameRequired';
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(input.startDate)) problems.startDate = 'dateInvalid';
  if (!date.test(input.dueDate)) problems.dueDate = 'dateInvalid';
  else if (date.test(input.startDate) && input.dueDate < input.startDate)
    problems.dueDate = 'datesOrder';
  if (!Number.isFinite(input.budget) || input.budget < 0) problems.budget = 'budgetNegative';
  return problems;
}
