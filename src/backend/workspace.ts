/**
 * The workspace: one per deployment, and every signed-in account is a member. Projects,
 * tasks (the board), calendar events and the file manager are the workspace's, not one
 * account's: their routes keep rows under one fixed owner key (`WORKSPACE_OWNER`, as the users
 * page keeps its tables under `ADMIN_OWNER`), so every member reads the same rows. E-mail,
 * the dashboards, forms, tables, maps, chat and the account pages stay per account.
 *
 * Who may do what (`mayChange`): every member reads and creates; the record's creator, the
 * members its area names (a project's `team` and `owner`, a task's assignee) and Admins
 * change or delete it. The seed's records (`createdBy` null: made by no account) are every
 * member's to change. A refusal is a 403 saying so (`notYours`).
 */
import type { Authorship } from '@/contract/common';
import { mayChangeRecord, NOT_YOURS, REFUSAL_CODES } from '@/contract/workspace';
import { forbidden, type ApiProblem } from './problems';
import type { Caller } from './route';

/**
 * The owner key of the workspace's rows and the stream key of its live events. No account
 * can have it (a uid holds no `*`), and it holds no `:` (blob keys use it as a prefix).
 */
export const WORKSPACE_OWNER = '*workspace';

/** The areas whose rows are the workspace's (their tables are kept under `WORKSPACE_OWNER`). */
export const WORKSPACE_AREAS: readonly string[] = ['projects', 'tasks', 'calendar', 'files'];

/** A new record's authorship: made and last changed by the caller, now. */
export const createdBy = (caller: Caller, now: number): Authorship => {
  const at = new Date(now).toISOString();
  return { createdBy: caller.uid, createdAt: at, updatedBy: caller.uid, updatedAt: at };
};

/** What a change writes besides its own fields: who changed the record, and when. */
export const changedBy = (
  caller: Caller,
  now: number,
): Pick<Authorship, 'updatedBy' | 'updatedAt'> => ({
  updatedBy: caller.uid,
  updatedAt: new Date(now).toISOString(),
});

/**
 * May `caller` change or delete a record made by `row.createdBy`? Admins may; the creator
 * may; `members` (uids the area names on the record: a project's team, a task's assignee)
 * may; a seed record (no creator) is every member's.
 */
export function mayChange(
  caller: Caller,
  row: Pick<Authorship, 'createdBy'>,
  members: readonly (string | null | undefined)[] = [],
): boolean {
  // The app shows a record read-only by the same rule, before anyone types.
  return mayChangeRecord(caller, row.createdBy, members);
}

export { NOT_YOURS };

/** 403 with the words for this kind of record, coded `not_yours` (the app answers it in place). */
export const notYours = (kind: keyof typeof NOT_YOURS): ApiProblem =>
  forbidden(NOT_YOURS[kind], REFUSAL_CODES.notYours);

/** Throws the 403 unless `caller` may change the record. */
export function checkMayChange(
  caller: Caller,
  kind: keyof typeof NOT_YOURS,
  row: Pick<Authorship, 'createdBy'>,
  members?: readonly (string | null | undefined)[],
): void {
  if (!mayChange(caller, row, members)) throw notYours(kind);
}
