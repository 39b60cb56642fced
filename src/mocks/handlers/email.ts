import type { RequestHandler } from 'msw';

/** The email part of the demo API (see docs/demo-api.md). Declared with apiRoute() from ../api/server. */
export const emailHandlers: RequestHandler[] = [];
