/** What the projects routes accept (docs/api/projects.md), with the contract's 422 messages. */
import * as z from 'zod/mini';
import {
  PROJECT_STATES,
  checkProjectInput,
  type ProjectInput,
  type ProjectInputProblem,
} from '@/features/projects/api';

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

export const projectCommentBody = z.object({
  text: z
    .string({ error: 'A comment needs some text' })
    .check(
      z.trim(),
      z.minLength(1, 'A comment needs some text'),
      z.maxLength(2000, 'A comment is at most 2000 characters'),
    ),
});
