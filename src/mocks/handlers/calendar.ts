import { HttpResponse } from 'msw';
import {
  CALENDAR_API,
  isEventCategory,
  TITLE_MAX,
  type CalendarEvent,
  type EventDraft,
} from '@/features/calendar/api';
import { defineUserCollection, withUserData } from '../db';
import { calendarSeed } from '../fixtures/calendar';
import { apiEndpoint, type ApiEndpoint, invalid, notFound, readJson } from '../api/server';

const path = (url: string) => url.replace(/^api\//, '');

interface CalendarData {
  events: CalendarEvent[];
  nextId: number;
}

const calendarData = defineUserCollection<CalendarData>({
  name: 'calendar',
  version: 1,
  seed: ({ now }) => ({ events: calendarSeed(now), nextId: 100 }),
  isValid: (entry): entry is CalendarData =>
    typeof entry === 'object' &&
    entry !== null &&
    Array.isArray((entry as CalendarData).events) &&
    typeof (entry as CalendarData).nextId === 'number',
});

/** The server checks what the form checks: a client is never trusted. */
function validate(body: unknown): EventDraft | Response {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!title) errors.title = 'Title is required';
  else if (title.length > TITLE_MAX) errors.title = `Title must be at most ${TITLE_MAX} characters`;
  if (!isEventCategory(input.category)) errors.category = 'Choose a category';
  const start = typeof input.start === 'string' ? Date.parse(input.start) : NaN;
  const end = typeof input.end === 'string' ? Date.parse(input.end) : NaN;
  if (Number.isNaN(start)) errors.start = 'Start must be a date';
  if (Number.isNaN(end)) errors.end = 'End must be a date';
  else if (!Number.isNaN(start) && end < start) errors.end = 'End must not be before start';
  if (Object.keys(errors).length > 0) return invalid(errors);
  return {
    title,
    category: input.category as EventDraft['category'],
    allDay: input.allDay === true,
    start: input.start as string,
    end: input.end as string,
  };
}

/** The calendar part of the demo API (docs/api/calendar.md): Admin only. */
export const calendarEndpoints: ApiEndpoint[] = [
  apiEndpoint(
    'get',
    path(CALENDAR_API.events),
    ({ caller }) => withUserData(calendarData, caller.uid, (data) => data.events),
    { roles: ['Admin'] },
  ),
  apiEndpoint(
    'post',
    path(CALENDAR_API.events),
    async ({ caller, request }) => {
      const draft = validate(await readJson(request));
      if (draft instanceof Response) return draft;
      return withUserData(calendarData, caller.uid, (data) => {
        const event: CalendarEvent = { id: `ev-${data.nextId}`, ...draft };
        data.nextId += 1;
        data.events.push(event);
        return HttpResponse.json(event, { status: 201 });
      });
    },
    { roles: ['Admin'] },
  ),
  apiEndpoint(
    'put',
    'calendar/events/:id',
    async ({ caller, request, params }) => {
      const draft = validate(await readJson(request));
      if (draft instanceof Response) return draft;
      return withUserData(calendarData, caller.uid, (data) => {
        const index = data.events.findIndex((event) => event.id === params.id);
        if (index < 0) return notFound('This event no longer exists');
        const event: CalendarEvent = { id: String(params.id), ...draft };
        data.events[index] = event;
        return event;
      });
    },
    { roles: ['Admin'] },
  ),
  apiEndpoint(
    'delete',
    'calendar/events/:id',
    ({ caller, params }) =>
      withUserData(calendarData, caller.uid, (data) => {
        const index = data.events.findIndex((event) => event.id === params.id);
        if (index < 0) return notFound('This event no longer exists');
        data.events.splice(index, 1);
        return undefined;
      }),
    { roles: ['Admin'] },
  ),
];
