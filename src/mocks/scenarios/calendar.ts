import type { RequestHandler } from 'msw';

/**
 * The calendar pages' own failures (beyond the api-* scenarios that hit every endpoint), e.g.
 * 'calendar-save-fails'. A test applies one with server.use(...); a person with ?scenario=<name>.
 */
export const calendarScenarios: Record<string, RequestHandler[]> = {};
