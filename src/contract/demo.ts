/**
 * "Reset demo data" (docs/demo-api.md): POST { scope? } → 204.
 * - `account` (the default): the caller's own areas (e-mail, dashboards, forms, tables, maps,
 *   chat, account) go back to their seed; the workspace's shared areas are kept.
 * - `workspace` (Admins only, 403 otherwise): the same, and the workspace's projects, tasks,
 *   calendar and files too: every member's work there is removed and the seed comes back.
 */
export const DEMO_API = {
  reset: 'api/demo/reset',
  /**
   * Admins only (403 otherwise): POST → 204, the workspace's sample projects, tasks, events
   * and files in place of its rows; DELETE → 204, the workspace empty (every member's
   * projects, tasks, events and files removed). Each account's own areas are kept.
   */
  sampleData: 'api/demo/sample-data',
} as const;

export const DEMO_RESET_SCOPES = ['account', 'workspace'] as const;
export type DemoResetScope = (typeof DEMO_RESET_SCOPES)[number];

/** The areas only an Admin's `workspace` reset puts back (every member's work). */
export const SHARED_AREAS = ['projects', 'tasks', 'calendar', 'files'] as const;
