/**
 * The calendar's part of the demo API: endpoints and DTOs shared by the saga and the msw
 * handler (docs/api/calendar.md).
 */
export const CALENDAR_API = {
  /** GET → CalendarEvent[]; POST EventDraft → CalendarEvent (201) | 422 */
  events: 'api/calendar/events',
  /** PUT EventDraft → CalendarEvent | 404 | 422; DELETE → 204 | 404 */
  event: (id: string) => `api/calendar/events/${encodeURIComponent(id)}`,
} as const;

export const EVENT_CATEGORIES = [
  'primary',
  'success',
  'danger',
  'info',
  'warning',
  'dark',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const TITLE_MAX = 120;

export interface CalendarEvent {
  id: string;
  title: string;
  category: EventCategory;
  allDay: boolean;
  /** ISO 8601 (an all-day event: midnight UTC-free local date `YYYY-MM-DD`). */
  start: string;
  /** ISO 8601; exclusive end, as FullCalendar counts it. */
  end: string;
}

export type EventDraft = Omit<CalendarEvent, 'id'>;

export const isEventCategory = (value: unknown): value is EventCategory =>
  typeof value === 'string' && (EVENT_CATEGORIES as readonly string[]).includes(value);
