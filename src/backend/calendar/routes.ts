/** The calendar API (docs/api/calendar.md): the workspace's events (every member's). */
import * as z from 'zod/mini';
import {
  CALENDAR_API,
  calendarEventSchema,
  eventDraftBody,
  eventUpdateBody,
  type CalendarEvent,
} from '@/contract/calendar';
import { routePath } from '../path';
import { created, defineRoute, type AnyRoute } from '../route';
import { asc, defineArea, defineTable } from '../store';
import { calendarSeed } from './seed';
import { deleteRoute, updateRoute } from '../rowRoutes';
import { createdBy } from '../workspace';

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
    createdBy: 'text?',
    createdAt: 'timestamp',
    updatedBy: 'text?',
    updatedAt: 'timestamp',
    version: 'integer',
  },
  indexes: [['start']],
});

export const calendarArea = defineArea({
  name: 'calendar',
  tables: [eventsTable],
  seed: (_owner, now) => ({ calendar_events: calendarSeed(now) }),
});

const GONE = 'This event no longer exists';
const event = routePath(CALENDAR_API.event, 'id');

export const calendarRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: routePath(CALENDAR_API.events),
    response: z.array(calendarEventSchema),
    // Every event (the calendar shows a few months); by start, then id.
    handle: async ({ workspace }) =>
      (
        await workspace(eventsTable).list({
          orderBy: [asc('start'), asc('id')],
        })
      ).items,
  }),
  defineRoute({
    method: 'post',
    path: routePath(CALENDAR_API.events),
    body: eventDraftBody,
    status: 201,
    response: calendarEventSchema,
    async handle({ workspace, body, caller, now }) {
      const events = workspace(eventsTable);
      return created(
        await events.insert({
          id: await events.newId('ev-'),
          ...body,
          ...createdBy(caller, now),
          version: 1,
        }),
      );
    },
  }),
  updateRoute({
    method: 'put',
    path: event,
    table: eventsTable,
    gone: GONE,
    shared: { kind: 'event' },
    body: eventUpdateBody,
    response: calendarEventSchema,
  }),
  deleteRoute({ path: event, table: eventsTable, gone: GONE, shared: { kind: 'event' } }),
];
