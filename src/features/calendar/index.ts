export {
  eventsRequested,
  selectEvents,
  selectEventsRequest,
  type CalendarState,
} from './calendarSlice';
export { CALENDAR_API, type CalendarEvent, type EventDraft } from './api';
export { calendarFeature } from './feature';
export { default as calendarMessages } from './locales';
