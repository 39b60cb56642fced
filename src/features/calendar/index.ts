export {
  eventsRequested,
  selectEvents,
  selectEventsRequest,
  type CalendarState,
} from './calendarSlice';
export { calendarFeature } from './feature';
export { default as calendarMessages } from './locales';
