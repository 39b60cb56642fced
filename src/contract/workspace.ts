/**
 * The workspace's refusals (docs/demo-api.md, "The workspace"): the 403 a member gets when
 * changing or deleting a shared record that is not theirs to change. The words are the API's
 * (English); the app shows them in its own language (src/app/serverWords).
 */
export const NOT_YOURS = {
  project:
    'Only the project’s creator, its owner, its team and Admins may change or delete this project',
  task: 'Only the task’s creator, its assignee and Admins may change or delete this task',
  event: 'Only the event’s creator and Admins may change or delete this event',
  file: 'Only the member who added this item and Admins may change or delete it',
  folder: 'This folder holds items added by other members: only they or an Admin may delete them',
  reset: 'Only an Admin may reset the workspace’s shared data (projects, tasks, calendar, files)',
} as const;

/**
 * The `code` of a 403 (docs/demo-api.md): `notYours`, a shared record this member may read but
 * not change (the app says so beside the form and keeps what was typed); `roleRequired`, a part
 * of the API this account's role may not use at all (the app shows its access-denied page).
 */
export const REFUSAL_CODES = { notYours: 'not_yours', roleRequired: 'role_required' } as const;

/** 403 codes the app answers in place, on the page that made the request. */
export const IN_PLACE_REFUSALS: readonly string[] = [REFUSAL_CODES.notYours];

/**
 * The record rule, once for the API and the app (docs/demo-api.md, "The workspace"): may
 * `who` change or delete a record made by `createdBy`? Admins may; its creator may; `members`
 * (uids the area names on it: a project's team and owner, a task's assignee) may; a seed
 * record (`createdBy` null) is every member's. `role` null: unknown (the demo API checks none).
 */
export function mayChangeRecord(
  who: { uid: string; role: string | null },
  createdBy: string | null,
  members: readonly (string | null | undefined)[] = [],
): boolean {
  if (who.role === 'Admin' || who.role === null) return true;
  if (createdBy === null || createdBy === who.uid) return true;
  return members.includes(who.uid);
}
