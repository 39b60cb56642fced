import { http, type RequestHandler } from 'msw';
import { CALENDAR_API } from '@/contract/calendar';
import { apiUrl } from '../apiBase';
import { failWith } from './http';

const path = (url: string) => url.replace(/^api\//, '');
const refuse = failWith(500, 'The calendar could not save this change');

/**
 * The calendar pages' own failures (beyond the api-* scenarios that hit every endpoint).
 * `calendar-save-fails`: reading works, every write (create, move, resize, delete) is refused.
 */
export const calendarScenarios: Record<string, RequestHandler[]> = {
  'calendar-save-fails': [
    http.post(apiUrl(path(CALENDAR_API.events)), refuse),
    http.put(apiUrl('calendar/events/:id'), refuse),
    http.delete(apiUrl('calendar/events/:id'), refuse),
  ],
};
