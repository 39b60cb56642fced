/** The calendar API (docs/api/calendar.md): the caller's events. Admin only. */
import * as z from 'zod/mini';
import {
  CALENDAR_API,
  isEventCategory,
  TITLE_MAX,
  type CalendarEvent,
  type EventDraft,
} from '@/features/calendar/api';
import { routePath } from '../path';
import { created, defineRoute, type AnyRoute } from '../route';
import { asc, defineArea, defineTable } from '../store';
import { calendarSeed } from './seed';
import { deleteRoute, updateRoute } from '../rowRoutes';

export const eventsTable = defineTable<CalendarEvent>({
  name: 'calendar_events',
  area: 'calendar',
  columns: {
    id: 'text',
    title: 'text',
    category: 'text',
    allDay: 'boolean',
    // ISO 8601, or a local `YYYY-MM-DD` for an all-day event: kept as text.
    start: 'text',
    end: 'text',
  },
  indexes: [['start']],
});

export const calendarArea = defineArea({
  name: 'calendar',
  tables: [eventsTable],
  seed: (_owner, now) => ({ calendar_events: calendarSeed(now) }),
});

/** The server checks what the form checks: a client is never trusted. */
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

const ADMIN = ['Admin'] as const;
const GONE = 'This event no longer exists';
const event = routePath(CALENDAR_API.event, 'id');

export const calendarRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: routePath(CALENDAR_API.events),
    roles: ADMIN,
    // Every event (the calendar shows a few months); by start, then id.
    handle: async ({ table }) =>
      (
        await table(eventsTable).list({
          orderBy: [asc('start'), asc('id')],
        })
      ).items,
  }),
  defineRoute({
    method: 'post',
    path: routePath(CALENDAR_API.events),
    roles: ADMIN,
    body: eventDraftBody,
    async handle({ table, body }) {
      const events = table(eventsTable);
      return created(await events.insert({ id: await events.newId('ev-'), ...body }));
    },
  }),
  updateRoute({
    method: 'put',
    path: event,
    table: eventsTable,
    gone: GONE,
    roles: ADMIN,
    body: eventDraftBody,
  }),
  deleteRoute({ path: event, table: eventsTable, gone: GONE, roles: ADMIN }),
];
