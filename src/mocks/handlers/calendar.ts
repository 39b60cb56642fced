/**
 * The calendar API in the demo backend: the routes of src/backend/calendar on the browser
 * collection `shreyu_demo_calendar` (version 1: `{ events, nextId }` per user).
 */
import type { CalendarEvent } from '@/contract/calendar';
import { calendarArea, calendarRoutes } from '@/backend/calendar/routes';
import type { ApiEndpoint } from '../api/server';
import { bindArea } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection, hasFields } from '../db';

interface CalendarData {
  events: CalendarEvent[];
  nextId: number;
}

const calendarData = defineUserCollection<CalendarData>({
  name: 'calendar',
  version: 1,
  seed: ({ uid, now }) => ({
    events: calendarArea.seed(uid, now).calendar_events as CalendarEvent[],
    nextId: 100,
  }),
  isValid: hasFields<CalendarData>({ events: 'array', nextId: 'number' }),
});

bindArea(calendarArea, calendarData, { rows: (entry) => entry.events });

export const calendarEndpoints: ApiEndpoint[] = routeEndpoints(calendarRoutes);
