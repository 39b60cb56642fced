import { demoDataReset } from '@/features/events';
import { put, resource } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { refetchOnLive } from '@/lib/live';
import { defineRequest } from '@/lib/request';
import { CALENDAR_API, type CalendarEvent, type EventDraft } from '@/contract/calendar';
import type { CalendarState } from './calendarSlice';

/** The events by id (the calendar places them by date, not by order). */
export const eventsAdapter = createEntityAdapter<CalendarEvent>();

const api = {
  ...resource<CalendarEvent, EventDraft, CalendarEvent[]>({
    list: CALENDAR_API.events,
    item: CALENDAR_API.event,
  }),
  replace: ({ id, ...draft }: CalendarEvent) => put<CalendarEvent>(CALENDAR_API.event(id), draft),
};

/** An event still on the calendar takes these values (one deleted meanwhile stays gone). */
const replace = (state: CalendarState, event: CalendarEvent) =>
  eventsAdapter.updateOne(state.events, { id: event.id, changes: event });

/** The calendar follows what others change (live updates). */
export const calendarLive = refetchOnLive('calendar');

export const listEvents = defineRequest('calendar/list', {
  read: (state: CalendarState) => state.request,
  call: (_: void) => api.list(),
  loaded: (state, events) => eventsAdapter.setAll(state.events, events),
  notFound: (state) => eventsAdapter.removeAll(state.events),
  also: [demoDataReset, calendarLive.refreshed],
});

// Inline, not `seedAuthorship` (contract/common.ts): this chunk keeps zod out (calendar.plain.ts).
const madeByNobody = (at: string) => ({
  createdBy: null,
  createdAt: at,
  updatedBy: null,
  updatedAt: at,
});

/** From the modal: the event appears at once under a temporary id; the modal says why not. */
export const createEvent = defineRequest('calendar/create', {
  write: (state: CalendarState) => state.editor,
  call: ({ draft }: { tempId: string; draft: EventDraft }) => api.create(draft),
  optimistic: (state, { tempId, draft }) =>
    // Made by nobody yet: the stored event's authorship (and version) replaces this one.
    eventsAdapter.addOne(state.events, {
      id: tempId,
      ...draft,
      ...madeByNobody(new Date().toISOString()),
      version: 1,
    }),
  // The temporary id becomes the stored one.
  succeeded: (state, event, { tempId }) =>
    eventsAdapter.updateOne(state.events, { id: tempId, changes: event }),
  rollback: (state, { request }) => eventsAdapter.removeOne(state.events, request.tempId),
});

/** A change shown at once, rolled back to `previous` if the server refuses. */
const change = {
  call: ({ event }: { event: CalendarEvent; previous: CalendarEvent }) => api.replace(event),
  optimistic: (state: CalendarState, { event }: { event: CalendarEvent }) => replace(state, event),
  succeeded: replace,
  rollback: (state: CalendarState, { request }: { request: { previous: CalendarEvent } }) =>
    replace(state, request.previous),
};

/** From the modal: it closes once saved, shows the reason (and 422 fields) on a refusal. */
export const updateEvent = defineRequest('calendar/update', {
  ...change,
  write: (state: CalendarState) => state.editor,
  // Someone else changed it first (409): the calendar shows theirs, the modal keeps mine.
  conflict: (state, { error }) => replace(state, error.current as CalendarEvent),
});

/** A drag or a resize: no form to show the reason in, so a toast says it was undone, and why. */
export const moveEvent = defineRequest('calendar/move', {
  ...change,
  write: (state: CalendarState) => state.move,
  notify: ({ previous }) => ({ title: 'calendar.moveFailed', params: { title: previous.title } }),
});

export const deleteEvent = defineRequest('calendar/delete', {
  write: (state: CalendarState) => state.editor,
  call: (event: CalendarEvent) => api.remove(event.id),
  optimistic: (state, event) => eventsAdapter.removeOne(state.events, event.id),
  gone: true, // already gone on the server: what the person wanted
  rollback: (state, { request }) => eventsAdapter.addOne(state.events, request), // kept if back already
});

export const calendarRequests = [
  listEvents,
  createEvent,
  updateEvent,
  moveEvent,
  deleteEvent,
  calendarLive,
];
