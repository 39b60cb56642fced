/**
 * The tasks part of the API (list and kanban share it): paths, the request and answer
 * schemas and the types inferred from them: the one hand-written description of a Task
 * (docs/api/tasks.md is the table).
 */
import * as z from 'zod/mini';
import { isCalendarDate } from './common.plain';
import { authoredNoteSchema, authorshipShape, commentBody as commentText, pageOf } from './common';
import { ifVersion, versioned } from './versions';

export {
  ASSIGNEES,
  newTask,
  TASK_PRIORITIES,
  TASK_SORTS,
  TASK_STATUSES,
  TASKS_API,
  type TaskSort,
} from './tasks.plain';
import { TASK_PRIORITIES, TASK_STATUSES } from './tasks.plain';

export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;
export const taskPrioritySchema = z.enum(TASK_PRIORITIES);
export type TaskPriority = z.infer<typeof taskPrioritySchema>;

export const checklistItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const taskCommentSchema = authoredNoteSchema;
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** What the forms send; every field optional in a PATCH. */
export const taskInputSchema = z.object({
  title: z.string(),
  description: z.string(),
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  /** `YYYY-MM-DD` or null */
  dueDate: z.nullable(z.string()),
  assignee: z.nullable(z.string()),
  checklist: z.array(checklistItemSchema),
});
export type TaskInput = z.infer<typeof taskInputSchema>;

export const taskSchema = z.extend(taskInputSchema, {
  id: z.string(),
  /** Position inside its status column (0-based). */
  order: z.int(),
  comments: z.array(taskCommentSchema),
  ...authorshipShape,
  /** 1 when created, one more after each change (src/contract/versions.ts). */
  ...versioned,
});
export type Task = z.infer<typeof taskSchema>;

export const taskPageSchema = pageOf(taskSchema);
export type TaskPage = z.infer<typeof taskPageSchema>;

// ---- what the routes accept, with the contract's 422 messages --------------------------

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
      z.union([z.null(), z.literal(''), z.string().check(z.refine(isCalendarDate, DATE))], {
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
/** PATCH api/tasks/:id: any of the fields, and the version read (409 when stale). */
export const patchTaskBody = z.object({ title: z.optional(title), ...fields, ...ifVersion });
/** POST api/tasks/:id/move */
export const moveTaskBody = z.object({
  status: z.enum(TASK_STATUSES, { error: STATUS }),
  index: z
    .int({ error: 'index must be a whole number from 0' })
    .check(z.minimum(0, 'index must be a whole number from 0')),
  ...ifVersion,
});
/** POST api/tasks/:id/comments */
export const commentBody = commentText();
