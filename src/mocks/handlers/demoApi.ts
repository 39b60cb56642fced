import { API_ROUTES } from '@/backend/api';
import { apiRoutes, type ApiEndpoint } from '../api/server';
import { liveEventsEndpoint } from '../api/liveEvents';
import { routeEndpoints } from '../api/routes';

/**
 * The demo HTTP API the pages read through the axios helper (docs/demo-api.md lists it):
 * every route of the shared layer, in its match order, over the demo API's one store.
 */
export const demoApiEndpoints: ApiEndpoint[] = routeEndpoints(API_ROUTES);

/** The demo API as msw serves it, with its live updates (`GET api/events`): one handler that finds the endpoint (see `apiRoutes`). */
export const demoApiHandlers = [apiRoutes([liveEventsEndpoint, ...demoApiEndpoints])];
