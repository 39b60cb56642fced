/**
 * The calendar's part of the API: paths, the request and answer schemas and the types
 * inferred from them (docs/api/calendar.md).
 */
import * as z from 'zod/mini';

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
export const eventCategorySchema = z.enum(EVENT_CATEGORIES);
export type EventCategory = z.infer<typeof eventCategorySchema>;

export const TITLE_MAX = 120;

export const eventDraftSchema = z.object({
  title: z.string(),
  category: eventCategorySchema,
  allDay: z.boolean(),
  /** ISO 8601 (an all-day event: midnight UTC-free local date `YYYY-MM-DD`). */
  start: z.string(),
  /** ISO 8601; exclusive end, as FullCalendar counts it. */
  end: z.string(),
});
export type EventDraft = z.infer<typeof eventDraftSchema>;

export const calendarEventSchema = z.extend(eventDraftSchema, { id: z.string() });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const isEventCategory = (value: unknown): value is EventCategory =>
  typeof value === 'string' && (EVENT_CATEGORIES as readonly string[]).includes(value);

/** POST and PUT: the server checks what the form checks (a client is never trusted). */
export const eventDraftBody = z.pipe(
  z.unknown(),
  z.transform((body, ctx): EventDraft => {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const fail = (field: string, message: string) =>
      ctx.issues.push({ code: 'custom', message, path: [field], input: body });
    const title = typeof input.title === 'string' ? input.title.trim() : '';
    if (!title) fail('title', 'Title is required');
    else if (title.length > TITLE_MAX)
      fail('title', `Title must be at most ${TITLE_MAX} characters`);
    if (!isEventCategory(input.category)) fail('category', 'Choose a category');
    const start = typeof input.start === 'string' ? Date.parse(input.start) : NaN;
    const end = typeof input.end === 'string' ? Date.parse(input.end) : NaN;
    if (Number.isNaN(start)) fail('start', 'Start must be a date');
    if (Number.isNaN(end)) fail('end', 'End must be a date');
    else if (!Number.isNaN(start) && end < start) fail('end', 'End must not be before start');
    return {
      title,
      category: input.category as EventDraft['category'],
      allDay: input.allDay === true,
      start: input.start as string,
      end: input.end as string,
    };
  }),
);
