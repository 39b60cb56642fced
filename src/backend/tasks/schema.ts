/** What the tasks routes accept (docs/api/tasks.md), with the contract's 422 messages. */
import * as z from 'zod/mini';
import { TASK_PRIORITIES, TASK_STATUSES } from '@/features/tasks/api';

const NEED_TITLE = 'A task needs a title';
const CHECKLIST = 'Each checklist item needs an id, some text and done';
const DATE = 'A date is written YYYY-MM-DD';
const STATUS = `status must be one of ${TASK_STATUSES.join(', ')}`;

const title = z
  .string({ error: NEED_TITLE })
  .check(
    z.trim(),
    z.minLength(1, NEED_TITLE),
    z.maxLength(200, 'A title is at most 200 characters'),
  );

const fields = {
  // Lenient, as the demo API always was: anything but a string is an empty description.
  description: z.optional(z.catch(z.string(), '')),
  status: z.optional(z.enum(TASK_STATUSES, { error: STATUS })),
  priority: z.optional(
    z.enum(TASK_PRIORITIES, { error: `priority must be one of ${TASK_PRIORITIES.join(', ')}` }),
  ),
  /** `YYYY-MM-DD`; null or '' clears it. */
  dueDate: z.optional(
    z.pipe(
      z.union([z.null(), z.literal(''), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, DATE))], {
        error: DATE,
      }),
      z.transform((value) => (value === '' ? null : value)),
    ),
  ),
  /** A name; anything else (or blank) is nobody. */
  assignee: z.optional(
    z.pipe(
      z.catch(z.nullable(z.string()), null),
      z.transform((value) => value?.trim() || null),
    ),
  ),
  checklist: z.optional(
    z.array(
      z.object(
        {
          id: z.string({ error: CHECKLIST }),
          text: z.string({ error: CHECKLIST }).check(z.trim(), z.minLength(1, CHECKLIST)),
          done: z.boolean({ error: CHECKLIST }),
        },
        { error: CHECKLIST },
      ),
      { error: CHECKLIST },
    ),
  ),
};

/** POST api/tasks: a title, and any of the other fields. */
export const createTaskBody = z.object({ title, ...fields });
/** PATCH api/tasks/:id: any of the fields. */
export const patchTaskBody = z.object({ title: z.optional(title), ...fields });
/** POST api/tasks/:id/move */
export const moveTaskBody = z.object({
  status: z.enum(TASK_STATUSES, { error: STATUS }),
  index: z
    .int({ error: 'index must be a whole number from 0' })
    .check(z.minimum(0, 'index must be a whole number from 0')),
});
/** POST api/tasks/:id/comments */
export const commentBody = z.object({
  text: z
    .string({ error: 'A comment needs some text' })
    .check(z.trim(), z.minLength(1, 'A comment needs some text')),
});

/**
 * What the tasks routes answer (the contract suite parses every success with these). Written
 * here until the area's contract (src/contract/tasks.ts) holds them.
 */
export const taskCommentSchema = z.object({
  id: z.string(),
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: z.nullable(z.string()),
  assignee: z.nullable(z.string()),
  checklist: z.array(z.object({ id: z.string(), text: z.string(), done: z.boolean() })),
  order: z.int(),
  createdAt: z.string(),
  comments: z.array(taskCommentSchema),
});
export const taskPageSchema = z.object({ items: z.array(taskSchema), total: z.int() });
