import { demoRoutes } from '@/backend/demo';
import { apiRoutes, type ApiEndpoint } from '../api/server';
import { routeEndpoints } from '../api/routes';
import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { calendarEndpoints } from './calendar';
import { chatEndpoints } from './chat';
import { dashboardEndpoints } from './dashboard';
import { emailEndpoints } from './email';
import { filesEndpoints } from './files';
import { formsEndpoints } from './forms';
import { mapsEndpoints } from './maps';
import { projectsEndpoints } from './projects';
import { tablesEndpoints } from './tables';
import { tasksEndpoints } from './tasks';

/** "Reset demo data": the caller's data in every collection goes back to its seed. */
const demoEndpoints: ApiEndpoint[] = routeEndpoints(demoRoutes);

/** The demo HTTP API the pages read through the axios helper (docs/demo-api.md lists it). */
export const demoApiEndpoints: ApiEndpoint[] = [
  ...demoEndpoints,
  ...dashboardEndpoints,
  ...calendarEndpoints,
  ...chatEndpoints,
  ...emailEndpoints,
  ...projectsEndpoints,
  ...tasksEndpoints,
  ...filesEndpoints,
  ...accountEndpoints,
  ...formsEndpoints,
  ...tablesEndpoints,
  ...mapsEndpoints,
  ...adminEndpoints,
];

/** The demo API as msw serves it: one handler that finds the endpoint (see `apiRoutes`). */
export const demoApiHandlers = [apiRoutes(demoApiEndpoints)];
