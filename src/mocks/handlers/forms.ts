import type { RequestHandler } from 'msw';

/** The forms part of the demo API (see docs/demo-api.md). Declared with apiRoute() from ../api/server. */
export const formsHandlers: RequestHandler[] = [];
