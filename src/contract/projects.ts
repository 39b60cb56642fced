/**
 * The projects part of the API: paths, the request and answer schemas and the types
 * inferred from them (docs/api/projects.md is the table a real backend implements).
 */
import * as z from 'zod/mini';
import { isCalendarDate } from './common.plain';
import {
  authoredNoteSchema,
  authorshipShape,
  commentBody,
  pageOf,
  storedFileSchema,
} from './common';
import { versioned, withIfVersion } from './versions';

export const PROJECTS_API = {
  /** GET ?state&q&sort&page&pageSize → Page<Project>; POST ProjectInput → Project (422) */
  list: 'api/projects',
  /** GET → ProjectDetails (404); PUT ProjectInput & { version? } → Project (403, 404, 409, 422); DELETE → 204 (403, 404) */
  item: (id: string) => `api/projects/${encodeURIComponent(id)}`,
  /** POST { text } → ProjectComment (404, 422) */
  comments: (id: string) => `api/projects/${encodeURIComponent(id)}/comments`,
} as const;

export const PROJECT_STATES = ['planned', 'ongoing', 'completed', 'delayed'] as const;
export const projectStateSchema = z.enum(PROJECT_STATES);
export type ProjectState = z.infer<typeof projectStateSchema>;

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
export const projectInputSchema = z.object({
  name: z.string(),
  description: z.string(),
  state: projectStateSchema,
  startDate: z.string(),
  dueDate: z.string(),
  budget: z.number(),
  tags: z.array(z.string()),
  team: z.array(z.string()),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;

export const projectSchema = z.extend(projectInputSchema, {
  id: z.string(),
  owner: z.string(),
  totalTasks: z.number(),
  completedTasks: z.number(),
  commentCount: z.number(),
  hours: z.number(),
  /** 0-100 */
  progress: z.number(),
  ...authorshipShape,
  /** 1 when created, one more after each change (src/contract/versions.ts). */
  ...versioned,
});
export type Project = z.infer<typeof projectSchema>;

export const projectCommentSchema = authoredNoteSchema;
export type ProjectComment = z.infer<typeof projectCommentSchema>;
export const projectActivitySchema = authoredNoteSchema;
export type ProjectActivity = z.infer<typeof projectActivitySchema>;

/** A project's attachment: a stored file, its MIME type not kept. */
export const projectAttachmentSchema = z.omit(storedFileSchema, { type: true });
export type ProjectAttachment = z.infer<typeof projectAttachmentSchema>;

export const projectDetailsSchema = z.extend(projectSchema, {
  comments: z.array(projectCommentSchema),
  activity: z.array(projectActivitySchema),
  attachments: z.array(projectAttachmentSchema),
});
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

export const projectPageSchema = pageOf(projectSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

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
  // A day that exists: `2026-02-31` has the shape and is refused.
  const date = { test: isCalendarDate };
  if (!date.test(input.startDate)) problems.startDate = 'dateInvalid';
  if (!date.test(input.dueDate)) problems.dueDate = 'dateInvalid';
  else if (date.test(input.startDate) && input.dueDate < input.startDate)
    problems.dueDate = 'datesOrder';
  if (!Number.isFinite(input.budget) || input.budget < 0) problems.budget = 'budgetNegative';
  return problems;
}

// ---- what the routes accept, with the contract's 422 messages --------------------------

const WORDS: Record<ProjectInputProblem, string> = {
  nameRequired: 'A project needs a name',
  datesOrder: 'The due date must not be before the start date',
  budgetNegative: 'The budget must be a number of 0 or more',
  dateInvalid: 'A date is written YYYY-MM-DD',
};

/**
 * A `ProjectInput` (POST and PUT). Lenient where the demo API always was (a missing
 * description is '', an unknown state is `planned`, non-strings drop out of the lists); the
 * rules the form checks too (`checkProjectInput`) answer 422. The name's uniqueness is the
 * route's to check (it needs the owner's other projects).
 */
export const projectInputBody = z.pipe(
  z.unknown(),
  z.transform((body, ctx): ProjectInput => {
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
    for (const [field, problem] of Object.entries(checkProjectInput(input))) {
      ctx.issues.push({ code: 'custom', message: WORDS[problem], path: [field], input: body });
    }
    return input;
  }),
);

/** PUT api/projects/:id: a `ProjectInput`, and the version read (409 when stale). */
export const projectUpdateBody = withIfVersion(projectInputBody);

/** POST api/projects/:id/comments */
export const projectCommentBody = commentBody(2000);
