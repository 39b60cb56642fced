/** The calendar contract's parts without a schema (paths, constants, checks): re-exported by `calendar.ts`; apart so that a page importing only these never downloads zod. */
export const EVENT_CATEGORIES = [
  'primary',
  'success',
  'danger',
  'info',
  'warning',
  'dark',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const CALENDAR_API = {
  /** GET → CalendarEvent[]; POST EventDraft → CalendarEvent (201) | 422 */
  events: 'api/calendar/events',
  /** PUT EventDraft & { version? } → CalendarEvent | 403 | 404 | 409 (stale version) | 422; DELETE → 204 | 403 | 404 */
  event: (id: string) => `api/calendar/events/${encodeURIComponent(id)}`,
} as const;

export const TITLE_MAX = 120;

export const isEventCategory = (value: unknown): value is EventCategory =>
  typeof value === 'string' && (EVENT_CATEGORIES as readonly string[]).includes(value);
