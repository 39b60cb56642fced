import type { RequestHandler } from 'msw';

/** The account part of the demo API (see docs/demo-api.md). Declared with apiRoute() from ../api/server. */
export const accountHandlers: RequestHandler[] = [];
