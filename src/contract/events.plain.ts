/**
 * The live updates contract's parts without a schema (the path, the frame names, the
 * timings): re-exported by `events.ts`; apart so that the app's live feature, which every
 * signed-in page loads, never downloads zod (it checks a frame by hand).
 */

export const EVENTS_API = {
  /** GET (Last-Event-ID) → text/event-stream (401, 429, 503) */
  stream: 'api/events',
} as const;

/** The SSE `event:` names the stream uses. */
export const EVENT_NAMES = {
  change: 'change',
  ready: 'ready',
  reset: 'reset',
  closed: 'closed',
  /** The token the stream was opened with expires: open it again with a fresh one (resuming). */
  renew: 'renew',
} as const;

/** The request header that resumes a stream (sent back with the last `id:` received). */
export const LAST_EVENT_ID_HEADER = 'Last-Event-ID';

/** A comment line (heartbeat) comes at least this often (ms). */
export const HEARTBEAT_MS = 15_000;

/** How long the server keeps events for `Last-Event-ID` (ms); away longer: `reset`. */
export const EVENTS_KEPT_MS = 10 * 60_000;

/**
 * What happened to the record: `create`, `update`, `delete`; `change`: many records of the
 * area changed at once (a reset of the demo data, a bulk write), `recordId` null: refetch
 * the whole area.
 */
export const EVENT_OPS = ['create', 'update', 'delete', 'change'] as const;

/** `area` of a change that concerns every area (the demo data reset). */
export const ALL_AREAS = '*';

/**
 * Areas of changes made outside the data tables, in the account directory (an Admin's change
 * on the users page): `role` goes to the account whose role or status changed (its app takes
 * a new token at once, with the role in it); `members` to the workspace (its member lists are
 * read again).
 */
export const DIRECTORY_AREAS = {
  role: 'role',
  members: 'members',
  /**
   * To the account whose membership changed (issue 49: let in by an invitation or a request,
   * declined, removed): its app reads `api/members/me` again and takes a fresh token (the
   * waiting page turns into the dashboard, or the dashboard into the waiting page).
   */
  membership: 'membership',
  /** To the workspace: a request to join came, or was accepted or declined (Admins read the list again). */
  joinRequests: 'join-requests',
  /** To the workspace: an invitation was made, revoked or accepted (Admins read the list again). */
  invitations: 'invitations',
} as const;
