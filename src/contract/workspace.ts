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
