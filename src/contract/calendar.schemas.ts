/** The calendar contract's schemas and the types inferred from them: re-exported by `calendar.ts`. */
import * as z from 'zod/mini';
import { EVENT_CATEGORIES, TITLE_MAX, isEventCategory } from './calendar.plain';
import { authorshipShape } from './common';
import { isRealInstant } from './common.plain';
import { versioned, withIfVersion } from './versions';

export const eventCategorySchema = z.enum(EVENT_CATEGORIES);

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

/**
 * A stored event: the draft, its id, who made and last changed it (the workspace's), and
 * its version (1 when created, one more after each change: src/contract/versions.ts).
 */
export const calendarEventSchema = z.extend(eventDraftSchema, {
  id: z.string(),
  ...authorshipShape,
  ...versioned,
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

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
    // A real day first: `Date.parse` would roll `2026-02-31` over into March.
    const instant = (value: unknown) =>
      typeof value === 'string' && isRealInstant(value) ? Date.parse(value) : NaN;
    const start = instant(input.start);
    const end = instant(input.end);
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

/** PUT: an `EventDraft`, and the version read (409 when stale). */
export const eventUpdateBody = withIfVersion(eventDraftBody);
