export { listEvents } from './requests';
export { selectEvents, selectEventsRequest, type CalendarState } from './calendarSlice';
export { calendarFeature } from './feature';
export { default as calendarMessages } from './locales';
