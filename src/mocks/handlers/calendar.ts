import type { RequestHandler } from 'msw';

/** The calendar part of the demo API (see docs/demo-api.md). Declared with apiRoute() from ../api/server. */
export const calendarHandlers: RequestHandler[] = [];
